import FocusUICore

/// Sheets with the heights phone code gives them: Filters with `[.medium, .large]`, Details
/// with `.height(420)` and Plain with none. State read by name: `sheet` (the one shown).
public struct FilterSheets: View {
    /// Which sheet is shown.
    public enum Sheet: String, Identifiable, Sendable {
        case filters, details, plain
        /// The sheet's name.
        public var id: String { rawValue }
    }

    @State var sheet: Sheet?

    /// The view, as its type describes it.
    public init() {}

    /// A button per sheet.
    public var body: some View {
        VStack {
            Button("Filters") { sheet = .filters }
            Button("Details") { sheet = .details }
            Button("Plain") { sheet = .plain }
        }
        .sheet(item: $sheet) { shown in
            switch shown {
            case .filters:
                Toggle("Unread only", isOn: .constant(true))
                    .presentationDetents([.medium, .large])
            case .details:
                Text("Sent yesterday")
                    .presentationDetents([.height(420)])
            case .plain:
                Text("No detents")
            }
        }
    }
}
