import FocusUICore

/// A segmented picker (a menu while `segmented` is false) and a radio group bound to one focus
/// state, a Done button, and a line showing both choices. State read by name in tests: `units`
/// (0 metric, 1 imperial), `size`, `segmented`, `focus`.
public struct UnitsForm: View {
    /// Match values of the focus state.
    public enum Field: Hashable {
        case units, size, done
    }

    @State var units = 0
    @State var size = "M"
    @State var segmented = true
    @FocusState var focus: Field?

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            Picker("Units", selection: $units) {
                Text("Metric").tag(0)
                Text("Imperial").tag(1)
            }
            .pickerStyle(segmented ? .segmented : .menu)
            .focused($focus, equals: .units)
            Picker("Size", selection: $size) {
                ForEach(["S", "M", "L"], id: \.self) { Text($0) }
            }
            .pickerStyle(.radioGroup)
            .focused($focus, equals: .size)
            Button("Done") {}
                .focused($focus, equals: .done)
            Text("\(units == 0 ? "metric" : "imperial"), \(size)")
        }
    }
}
