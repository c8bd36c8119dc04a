import FocusUICore

/// A dialog's form with a stepper and a default button: Return in the stepper takes its value
/// and presses Save, as Return in a field does. State read by name: `estimate`, `saved`.
public struct EstimateForm: View {
    @State var estimate = 1
    @State var saved = 0

    /// The form.
    public init() {}

    /// The stepper, Save and what was saved.
    public var body: some View {
        Form {
            Stepper("Estimate: \(estimate) h", value: $estimate, in: 1...40)
            Button("Save") { saved = estimate }
                .keyboardShortcut(.defaultAction)
            Text("saved \(saved)")
        }
    }
}
