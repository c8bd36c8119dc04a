import FocusUICore

/// A button style of the app's own: its label in a capsule, blue while held down.
public struct PillButtonStyle: ButtonStyle {
    /// The style.
    public init() {}

    /// The label in a capsule.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background { Capsule().fill(configuration.isPressed ? Color.blue : Color.gray) }
    }
}

/// Colours, shapes, layers and buttons as apps write them (issue 22). State read by name:
/// `taps`.
public struct StyledViews: View {
    @State var taps = 0

    /// The view.
    public init() {}

    /// The content.
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Saved").foregroundStyle(.green)
            Text("Custom").foregroundColor(Color(red: 1, green: 0, blue: 0, opacity: 0.5))
            Text("Optional").foregroundStyle(.tertiary)
            Text("Draft").padding(4).background(Color.yellow.opacity(0.3))
            Text("Boxed").border(.red, width: 2).cornerRadius(6)
            RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 40, height: 20)
            ZStack(alignment: .topTrailing) {
                Rectangle().fill(.gray).frame(width: 60, height: 40)
                Text("3")
            }
            Text("New").padding(6).background { Capsule().fill(.purple) }
            Button {
                taps += 1
            } label: {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            Button("Add", systemImage: "plus") { taps += 1 }
            Button("Plain") { taps += 1 }.buttonStyle(.plain)
            Button("Prominent") { taps += 1 }.buttonStyle(.borderedProminent)
            Button("Pill") { taps += 1 }.buttonStyle(PillButtonStyle())
            Button("Small") { taps += 1 }.controlSize(.small)
            Text("taps \(taps)")
        }
    }
}
