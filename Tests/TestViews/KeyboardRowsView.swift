import FocusUICore

/// Rows (``MarkedRow``) that take focus without being text fields (`.focusable()`), bound to
/// one focus state and marked while focused; keys handled by `.onKeyPress` (digits in the Name
/// field, Delete and Return on a row) and arrows by `.onMoveCommand`; a text reached only from
/// the keyboard; a log without a focus ring. State read by name in tests: `focusedRow`, `name`,
/// `log`.
public struct KeyboardRowsView: View {
    @FocusState var focusedRow: Int?
    @State var name = ""
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Name", text: $name)
                .onKeyPress(characters: Set("0123456789")) { press in
                    log.append("digit \(press.characters)")
                    return .handled
                }
            ForEach([1, 2, 3], id: \.self) { row in
                MarkedRow("Row \(row)")
                    .focusable()
                    .focused($focusedRow, equals: row)
                    .onKeyPress(.deleteForward) {
                        log.append("delete \(row)")
                        return .handled
                    }
                    .onKeyPress(.return) {
                        // Before the key bindings of the button that holds a focusable stack.
                        log.append("open \(row)")
                        return .handled
                    }
            }
            .onMoveCommand { direction in
                let current = focusedRow ?? 1
                switch direction {
                case .down: focusedRow = min(current + 1, 3)
                case .up: focusedRow = max(current - 1, 1)
                case .left, .right: break
                }
            }
            Text("Keyboard only")
                .focusable(interactions: .activate)
            Text("log \(log.joined(separator: ","))")
                .focusEffectDisabled()
        }
    }
}
