/// The primitive behind ``List``: a vertical stack whose tagged children (the rows of a
/// `ForEach`) are made focusable, bound to the list's focus state by their tag, and given the
/// arrow keys.
struct ListRows<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let focus: FocusState<AnyHashable?>.Binding
    let selected: AnyHashable?

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var children: [RenderSpec] = []
        var rowsContext = context.forChildren
        rowsContext.environment.listFocus = ListFocus(focusedRow: focus.wrappedValue)
        evaluation.expand(content, at: path.appending(.content), context: rowsContext, into: &children)
        let tags = children.compactMap(\.tag)
        let rows = children.map { child -> RenderSpec in
            guard let tag = child.tag else { return child }
            var row = child
            if row.element.modifiers.isFocusable == nil { row.element.modifiers.isFocusable = true }
            row.element.actions.keyPressHandlers.append(Self.arrows(from: tag, among: tags, focus: focus))
            if tag == selected { row.element.modifiers.styleClasses.append("focusui-selected") }
            row.focusBindings.append(FocusBindingSpec(focus, equals: Optional(tag)))
            return row
        }
        output.append(
            RenderSpec(
                path: path,
                element: context.finish(
                    StackComponent(axis: .vertical, spacing: 0, horizontalAlignment: .leading)),
                focusBindings: context.node.focusBindings, focusedValues: context.node.focusedValues,
                tag: context.node.tag, children: rows))
    }

    /// Up, Down, Home and End on a row: focus the previous, next, first or last row.
    private static func arrows(
        from tag: AnyHashable, among tags: [AnyHashable], focus: FocusState<AnyHashable?>.Binding
    ) -> KeyPressHandler {
        KeyPressHandler(
            keys: [.upArrow, .downArrow, .home, .end], characters: nil, phases: [.down, .repeat]
        ) { press in
            guard press.modifiers.isEmpty, let index = tags.firstIndex(of: tag) else { return .ignored }
            let target: Int
            switch press.key {
            case .upArrow: target = max(index - 1, 0)
            case .downArrow: target = min(index + 1, tags.count - 1)
            case .home: target = 0
            default: target = tags.count - 1
            }
            focus.wrappedValue = tags[target]
            return .handled
        }
    }
}

/// What the rows of a ``List`` read while they are expanded: which row has focus, for
/// ``EnvironmentValues/isFocused``.
struct ListFocus {
    let focusedRow: AnyHashable?
}

/// The environment key of ``ListFocus``; `nil` outside a list's rows.
struct ListFocusKey: EnvironmentKey {
    static var defaultValue: ListFocus? { nil }
}

extension EnvironmentValues {
    /// The list whose rows are being expanded, if any.
    var listFocus: ListFocus? {
        get { self[ListFocusKey.self] }
        set { self[ListFocusKey.self] = newValue }
    }
}
