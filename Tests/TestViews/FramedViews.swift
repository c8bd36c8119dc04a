import FocusUICore

/// Flexible frames, `fixedSize` and `tint`: a search field whose inner frame wins over its
/// outer one and stops expanding while `wide` is false, text aligned at the bottom trailing
/// corner, text kept on one line, an ideal and a finite maximum width, and tinted buttons and
/// toggles (a checkbox and a switch). State read by name in tests: `wide`.
public struct FramedViews: View {
    @State var wide = true

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Search", text: .constant(""))
                .frame(minWidth: 100, maxWidth: wide ? .infinity : nil)
                .frame(minWidth: 200)
            Text("Saved")
                .frame(maxWidth: .infinity, minHeight: 30, alignment: .bottomTrailing)
            Text("One line")
                .fixedSize()
            Text("One line that would otherwise wrap")
                .fixedSize()
            Text("Ideal")
                .frame(idealWidth: 300, maxWidth: 400)
            VStack {
                Button("Delete") {}
                    .tint(.red)
                Button("Continue") {}
                Toggle("Airplane", isOn: .constant(true))
                    .tint(.orange)
                Toggle("Airplane Mode", isOn: .constant(true))
                    .toggleStyle(.switch)
                    .tint(.orange)
                Toggle("Plain", isOn: .constant(true))
                    .tint(.primary)
                Text("Note")
            }
            .tint(.tint)
        }
    }
}
