extension ViewHost {
    /// Makes `parent`'s children match `specs`, reusing the nodes of `old` whose position and
    /// structure (component type and wrappers, ``Element/structure``) match, and returns the new
    /// child list.
    func reconcile(
        _ specs: [RenderSpec], old: [RenderNode<Backend.Widget>], in parent: Backend.Widget
    ) -> [RenderNode<Backend.Widget>] {
        // Leaves (fields, labels, buttons) have no children: most calls, and nothing to do.
        if specs.isEmpty && old.isEmpty { return [] }
        // The usual re-render: the same children in the same order, matched by position without
        // hashing every path. The lookup by path below finds the same nodes, but for children
        // sharing a path (a `ForEach` with a duplicate id), where it rebuilds all but the first
        // and position keeps each.
        if specs.count == old.count, sameChildren(specs, old) {
            for index in specs.indices { update(old[index], to: specs[index]) }
            return old
        }
        var oldByPath: [ViewPath: RenderNode<Backend.Widget>] = [:]
        for node in old where oldByPath[node.path] == nil { oldByPath[node.path] = node }

        var kept: Set<ObjectIdentifier> = []
        var result: [RenderNode<Backend.Widget>] = []
        for spec in specs {
            if let node = oldByPath[spec.path], node.element.structure == spec.element.structure,
                kept.insert(ObjectIdentifier(node)).inserted
            {
                update(node, to: spec)
                result.append(node)
            } else {
                result.append(build(spec))
            }
        }

        // Removals first, so that the indexes below are those of the final list.
        for node in old where !kept.contains(ObjectIdentifier(node)) {
            backend.remove(node.widget, from: parent)
            // After the removal, so that the toolkit reports the lost focus as GTK would and
            // the coordinator clears the window's focus (contract rule 11).
            tearDown(node)
        }

        var current = old.filter { kept.contains(ObjectIdentifier($0)) }
        for (index, node) in result.enumerated() {
            if index < current.count, current[index] === node { continue }
            if let from = current.firstIndex(where: { $0 === node }) {
                current.remove(at: from)
                current.insert(node, at: index)
                backend.move(node.widget, in: parent, to: index)
            } else {
                current.insert(node, at: index)
                backend.insert(node.widget, into: parent, at: index)
                activate(node)
            }
        }
        return result
    }

    /// Whether `specs` are `old`'s children in the same order: each at the same path, with the
    /// same structure.
    private func sameChildren(_ specs: [RenderSpec], _ old: [RenderNode<Backend.Widget>]) -> Bool {
        for index in specs.indices {
            // Read in place: a copy of a spec retains everything it holds.
            guard specs[index].path == old[index].path,
                specs[index].element.structure == old[index].element.structure
            else { return false }
        }
        return true
    }

    /// Brings a node that stays up to date: properties, children, focus bindings.
    private func update(_ node: RenderNode<Backend.Widget>, to spec: RenderSpec) {
        let old = node.element
        node.element = spec.element
        backend.update(node.widget, from: old, to: spec.element)
        node.children = reconcile(spec.children, old: node.children, in: node.widget)
        syncFocusBindings(of: node, to: spec.focusBindings)
        syncFocusedValues(of: node, to: spec.focusedValues)
    }

    /// Makes a node and its subtree; focus is registered once the subtree is in its window.
    private func build(_ spec: RenderSpec) -> RenderNode<Backend.Widget> {
        let widget = backend.makeWidget(for: spec.element, in: window)
        backend.update(widget, from: nil, to: spec.element)
        let node = RenderNode(path: spec.path, widget: widget, element: spec.element)
        node.pendingBindings = spec.focusBindings
        node.pendingFocusedValues = spec.focusedValues
        for (index, childSpec) in spec.children.enumerated() {
            let child = build(childSpec)
            backend.insert(child.widget, into: widget, at: index)
            node.children.append(child)
        }
        return node
    }

    /// Registers the focus bindings of a freshly inserted subtree, parents first.
    private func activate(_ node: RenderNode<Backend.Widget>) {
        let bindings = node.pendingBindings
        node.pendingBindings = []
        syncFocusBindings(of: node, to: bindings)
        let publications = node.pendingFocusedValues
        node.pendingFocusedValues = []
        syncFocusedValues(of: node, to: publications)
        for child in node.children { activate(child) }
    }

    /// Keeps registrations whose state and value are unchanged, registers new ones, then
    /// cancels the rest. New before old, so that re-binding a focused node from value A to B is
    /// seen as one change A → B rather than A → nil → B (contract rule 3).
    private func syncFocusBindings(of node: RenderNode<Backend.Widget>, to bindings: [FocusBindingSpec]) {
        if bindings.isEmpty && node.registrations.isEmpty { return }
        // The usual re-render: the same bindings in the same order; keep everything as it is.
        if bindings.count == node.registrations.count
            && zip(bindings, node.registrations).allSatisfy({ $0.key == $1.key })
        {
            return
        }
        var remaining = node.registrations
        var next: [(key: FocusBindingSpec.Key, token: FocusRegistration)] = []
        for binding in bindings {
            if let index = remaining.firstIndex(where: { $0.key == binding.key }) {
                next.append(remaining.remove(at: index))
            } else {
                next.append((binding.key, binding.register(coordinator, focusNode(of: node))))
            }
        }
        node.registrations = next
        for registration in remaining { registration.token.cancel() }
    }

    /// Publishes the node's focused values, replaces them, or withdraws them (contract rule 19).
    private func syncFocusedValues(of node: RenderNode<Backend.Widget>, to entries: [FocusedValueEntry]) {
        if let publisher = node.focusedValuePublisher {
            if entries.isEmpty {
                focusedValues.remove(publisher)
                node.focusedValuePublisher = nil
            } else {
                focusedValues.update(publisher, entries: entries)
            }
        } else if !entries.isEmpty {
            let publisher = FocusedValuePublisher(
                window: window.id, node: focusNode(of: node), entries: entries)
            node.focusedValuePublisher = publisher
            focusedValues.add(publisher)
        }
    }

    private func focusNode(of node: RenderNode<Backend.Widget>) -> FocusNodeID {
        if let id = node.focusNode { return id }
        let id = backend.focusNode(of: node.widget)
        node.focusNode = id
        return id
    }

    /// Forgets a removed subtree: its focus registrations end (its fields are unregistered).
    func tearDown(_ node: RenderNode<Backend.Widget>) {
        endRegistrations(of: node)
        node.pendingBindings = []
        node.pendingFocusedValues = []
        for child in node.children { tearDown(child) }
        node.children = []
    }

    /// Ends the node's own focus registrations and focused values, keeping the node: the next
    /// reconciliation registers what its new specification binds (a removed node: none).
    func endRegistrations(of node: RenderNode<Backend.Widget>) {
        for registration in node.registrations { registration.token.cancel() }
        node.registrations = []
        if let publisher = node.focusedValuePublisher {
            focusedValues.remove(publisher)
            node.focusedValuePublisher = nil
        }
    }
}
