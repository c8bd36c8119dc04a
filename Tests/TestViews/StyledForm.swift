import FocusUICore

/// What ``StyledForm``'s `onChange` actions wrote, in order.
@MainActor
public final class ChangeLog {
    /// `"any"` for the action without values, `"old->new"` for the other.
    public var changes: [String] = []

    /// An empty log.
    public init() {}
}

/// Presentation modifiers and `onChange`: the window's title from `title`, text styles (a
/// heading, styles a stack passes to its texts, an inner style that wins), line limit and
/// alignment, `help`, `opacity` and `frame` on a field and on a switch, a name field hidden
/// while `hidesName` is true, and a count whose two `onChange` actions write to `log`. State
/// read by name in tests: `title`, `count`, `other`, `hidesName`, `isNameFocused`.
public struct StyledForm: View {
    @State var title = "Preferences"
    @State var count = 0
    @State var other = 0
    @State var hidesName = false
    @State var name = ""
    @State var secret = ""
    @FocusState var isNameFocused: Bool
    let log: ChangeLog

    /// The view; its `onChange` actions write to `log`.
    public init(log: ChangeLog = ChangeLog()) {
        self.log = log
    }

    /// The content.
    public var body: some View {
        VStack {
            Text("Heading").font(.largeTitle).bold()
            VStack {
                Text("Inherits")
                Text("Inner wins").font(.caption.monospaced())
            }
            .font(.headline)
            .bold()
            .foregroundStyle(.secondary)
            Text("Note").foregroundStyle(.secondary).lineLimit(2).multilineTextAlignment(.center)
            TextField("Right", text: $name).multilineTextAlignment(.trailing)
            SecureField("Secret", text: $secret).multilineTextAlignment(.center)
            TextField("Name", text: $name)
                .focused($isNameFocused)
                .hidden(hidesName)
                .help("Your full name")
                .opacity(0.5)
                .opacity(0.5)
                .frame(width: 200)
                .frame(height: 40)
            Toggle("Sync", isOn: .constant(true))
                .toggleStyle(.switch)
                .help("Keeps your devices in step")
                .opacity(0.5)
                .frame(width: 300, height: 48)
            Text("Count \(count)")
                .onChange(of: count) { old, new in log.changes.append("\(old)->\(new)") }
                .onChange(of: count, initial: true) { log.changes.append("any") }
        }
        .navigationTitle(title)
    }
}
