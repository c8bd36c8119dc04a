import FocusUICore

/// A value field and a default button, as a sheet's form has them: Return in the field writes
/// its value, then presses Save; a field with its own `.onSubmit` runs that instead.
public struct PriceForm: View {
    @State var price = 0.0
    @State var quantity = 1
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// A price field, a quantity field that submits, Save, and the log.
    public var body: some View {
        VStack {
            TextField("Price", value: $price, format: .number)
            TextField("Quantity", value: $quantity, format: .number)
                .onSubmit { log.append("submitted \(quantity)") }
            Button("Save") { log.append("saved \(price)") }
                .keyboardShortcut(.defaultAction)
            Text("log \(log.joined(separator: ","))")
        }
    }
}
