import Foundation

extension ViewHost: ListRowsHost {
    var rowsCoordinator: FocusCoordinator { coordinator }

    func makeRowEvaluation(properties: PropertyStore) -> Evaluation {
        makeEvaluation(properties: properties)
    }

    /// An evaluation of this window's views (or of a list's row) keeping their state in
    /// `properties`.
    func makeEvaluation(properties: PropertyStore) -> Evaluation {
        let evaluation = Evaluation(
            properties: properties, focusScope: .window(window.id), focusedValues: focusedValues,
            invalidate: { [weak self] in self?.setNeedsUpdate() },
            invalidateForStateWrite: { [weak self] in self?.setNeedsUpdateForStateWrite() })
        evaluation.lazyContainers = lazyContainers
        return evaluation
    }

    func reconcileRow(_ specs: [RenderSpec], in slot: ListRowSlot) {
        let parents = slot.containers.compactMap { $0 as? Backend.Widget }
        guard parents.count == slot.containers.count else { return }
        let parts = slot.specsPerContainer(specs)
        let old = parents.indices.map { index in
            slot.nodes.indices.contains(index)
                ? slot.nodes[index].compactMap { $0 as? RenderNode<Backend.Widget> } : []
        }
        coordinator.performUpdate {
            slot.nodes = parents.indices.map { index in
                reconcile(parts[index], old: old[index], in: parents[index])
            }
        }
    }

    func tearDownRow(_ slot: ListRowSlot) {
        let parents = slot.containers.compactMap { $0 as? Backend.Widget }
        guard parents.count == slot.containers.count else { return }
        let old = slot.nodes.map { $0.compactMap { $0 as? RenderNode<Backend.Widget> } }
        slot.nodes = []
        coordinator.performUpdate {
            for (parent, nodes) in zip(parents, old) {
                for node in nodes {
                    backend.remove(node.widget, from: parent)
                    tearDown(node)
                }
            }
        }
    }

    func suspendRow(_ slot: ListRowSlot) {
        let nodes = slot.nodes.flatMap { $0.compactMap { $0 as? RenderNode<Backend.Widget> } }
        // Most rows hold nothing to end (a row's own `.focused` is on its row node): a far scroll
        // suspends about 170 rows, each without an entry into the coordinator then.
        guard nodes.contains(where: holdsRegistrations) else { return }
        coordinator.performUpdate {
            for node in nodes { suspend(node) }
        }
    }

    /// Whether the node or a node under it holds focus registrations or publishes focused
    /// values (what ``suspendRow(_:)`` ends). A lookup.
    private func holdsRegistrations(_ node: RenderNode<Backend.Widget>) -> Bool {
        !node.registrations.isEmpty || node.focusedValuePublisher != nil
            || node.children.contains(where: holdsRegistrations)
    }

    /// Ends the focus registrations and focused values of the node and its subtree, keeping
    /// the nodes.
    private func suspend(_ node: RenderNode<Backend.Widget>) {
        endRegistrations(of: node)
        for child in node.children { suspend(child) }
    }

    func rowsDidRender() {
        focusedValues.resolveIfNeeded()
    }

    func invalidateRows() {
        setNeedsUpdate()
    }

    func scheduleRowWork(_ work: @escaping @MainActor () -> Void) {
        backend.scheduleUpdate(work)
    }

    func scheduleIdleRowWork(_ work: @escaping @MainActor () -> Void) {
        backend.scheduleIdleWork(work)
    }
}
