extension RenderSpec {
    /// The axes along which the node takes all the room it is offered: its component's
    /// (``ViewComponent/flexibleAxes``), a container's children's, and `.frame(maxWidth:
    /// .infinity)`; a fixed `.frame(width:)` or `.fixedSize()` is not flexible along its axis.
    var flexibleAxes: Axis.Set {
        var axes = contentFlexibleAxes
        let frame = element.modifiers.frame
        if frame.expandsHorizontally { axes.insert(.horizontal) }
        if frame.expandsVertically { axes.insert(.vertical) }
        if frame.width != nil || frame.isFixedHorizontally { axes.remove(.horizontal) }
        if frame.height != nil || frame.isFixedVertically { axes.remove(.vertical) }
        return axes
    }

    /// The axes along which the node's content takes all the room it is offered, whatever
    /// its frame: its component's and its children's (a decorated view's, its view's).
    var contentFlexibleAxes: Axis.Set {
        var axes = element.component.flexibleAxes
        if let layer = element.component as? LayerComponent, let sizing = layer.sizingChild,
            children.indices.contains(sizing)
        {
            // A decorated view is as flexible as the view decorated, whatever its decoration.
            axes.formUnion(children[sizing].flexibleAxes)
        } else if type(of: element.component).isContainer {
            for child in children { axes.formUnion(child.flexibleAxes) }
        }
        return axes
    }
}

extension Evaluation {
    /// Emits a stack: its children that are not flexible across its axis take its alignment
    /// (``SharedModifiers/alignmentInStack``), as in SwiftUI; the flexible ones fill.
    func emitStack<Content: View>(
        _ component: StackComponent, content: Content, at path: ViewPath, context: ExpansionContext,
        into output: inout [RenderSpec]
    ) {
        var stack: [RenderSpec] = []
        emit(component, content: content, at: path, context: context, into: &stack)
        guard var spec = stack.first else { return }
        component.align(&spec.children)
        output.append(spec)
    }
}

extension StackComponent {
    /// Gives the stack's alignment (``SharedModifiers/alignmentInStack``) to its children that
    /// are not flexible across its axis, as in SwiftUI; the flexible ones fill. Its spacers
    /// learn its axis, along which alone they expand (``SpacerComponent/axis``).
    func align(_ children: inout [RenderSpec]) {
        let across: Axis.Set = axis == .vertical ? .horizontal : .vertical
        for index in children.indices {
            if var spacer = children[index].element.component as? SpacerComponent, spacer.axis != axis {
                spacer.axis = axis
                children[index].element.component = spacer
            }
            guard !children[index].flexibleAxes.contains(across) else { continue }
            children[index].element.modifiers.alignmentInStack =
                axis == .vertical ? .horizontal(horizontalAlignment) : .vertical(verticalAlignment)
        }
    }
}
