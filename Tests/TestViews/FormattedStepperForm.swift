import FocusUICore
import Foundation

/// A stepper showing its value through a format style, and the value as the app has it.
public struct FormattedStepperForm: View {
    @State var price = 12.5

    /// The view, as its type describes it.
    public init() {}

    /// The stepper, a field after it, and the value.
    public var body: some View {
        VStack {
            Stepper(value: $price, in: 0...100, step: 0.5, format: .number.precision(.fractionLength(2))) {
                Text("Price")
            }
            TextField("Note", text: .constant(""))
            Text("price \(price)")
        }
    }
}
