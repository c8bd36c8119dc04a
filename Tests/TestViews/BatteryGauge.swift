import FocusUICore

/// A battery gauge with every label SwiftUI's `Gauge` offers, and a button that charges the
/// battery: the gauge follows its state.
public struct BatteryGauge: View {
    @State private var level = 40.0

    /// A battery at 40 %.
    public init() {}

    /// The gauges and the button.
    public var body: some View {
        VStack {
            Gauge(value: level, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(level)) %")
            } minimumValueLabel: {
                Text("Empty")
            } maximumValueLabel: {
                Text("Full")
            }
            Gauge(value: 0.25) {
                Text("Storage")
            }
            Button("Charge") { level = min(level + 30, 100) }
        }
    }
}
