import FocusUICore

/// A form with toolbar items at four placements (Reset as the primary action, Back for
/// navigation with a tooltip and padding, a principal Custom Title, Bare with none), which are
/// disabled, hidden or gone with the form while `locked`, `hidesForm` or not `showsForm`. Below
/// the form: buttons that hide the form, lock it and focus Back or Reset, and the count of
/// resets; or, for a test that counts the content's widgets, one After button. State read by
/// name in tests: `resets`, `showsForm`, `locked`, `hidesForm`, `focus`.
public struct ToolbarForm: View {
    /// Match values of the focus state.
    public enum Item: Hashable {
        case name, reset, back, bare
    }

    @State var resets = 0
    @State var showsForm = true
    @State var locked = false
    @State var hidesForm = false
    @FocusState var focus: Item?
    let controls: Bool

    /// The form with the controls below it, or (`controls: false`) with an After button only.
    public init(controls: Bool = true) {
        self.controls = controls
    }

    /// The content.
    public var body: some View {
        VStack {
            if showsForm {
                Form {
                    TextField("Name", text: .constant(""))
                        .focused($focus, equals: .name)
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Reset") { resets += 1 }
                            .focused($focus, equals: .reset)
                    }
                    ToolbarItem(placement: .navigation) {
                        Button("Back") {}
                            .focused($focus, equals: .back)
                    }
                    .help("Go back")
                    .padding(4)
                    ToolbarItem(placement: .principal) {
                        Text("Custom Title")
                    }
                    Button("Bare") {}
                        .focused($focus, equals: .bare)
                }
                .disabled(locked)
                .hidden(hidesForm)
            }
            if controls {
                Button("Hide Form") { showsForm = false }
                Button("Lock") { locked = true }
                Button("Focus Back") { focus = .back }
                Button("Focus Reset") { focus = .reset }
                Text("Resets: \(resets)")
            } else {
                Button("After") {}
            }
        }
    }
}
