extension ViewHost {
    /// The action of the button Escape runs in this window, as SwiftUI runs a sheet's Cancel:
    /// a shown, enabled button with `.keyboardShortcut(.cancelAction)`, else one placed as
    /// ``ToolbarItemPlacement/cancellationAction``; `nil` when there is none. A lookup: it runs
    /// nothing.
    func cancelButtonAction() -> (@MainActor () -> Void)? {
        var placed: (@MainActor () -> Void)?
        func visit(_ node: RenderNode<Backend.Widget>, inCancellation: Bool) -> (@MainActor () -> Void)? {
            let modifiers = node.element.modifiers
            guard !modifiers.isHidden, !modifiers.isDisabled else { return nil }
            if let button = node.element.component(as: ButtonComponent.self) {
                if modifiers.keyboardShortcut == .cancelAction { return button.action.value }
                if inCancellation, placed == nil { placed = button.action.value }
                return nil
            }
            let placement = node.element.component(as: ToolbarItemComponent.self)?.placement
            let inside = placement.map { $0 == .cancellationAction } ?? inCancellation
            for child in node.children {
                if let action = visit(child, inCancellation: inside) { return action }
            }
            return nil
        }
        for node in rootNodes {
            if let action = visit(node, inCancellation: false) { return action }
        }
        return placed
    }
}
