import FocusUICore

/// A battery gauge with every label SwiftUI's `Gauge` offers, a gauge whose
/// `.accessibilityValue` replaces its current value's label for screen readers, a progress bar
/// with a current value's label, and a button that charges the battery: the gauge and the bar
/// follow its state.
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
            Gauge(value: 3, in: 0...5) {
                Text("Signal")
            } currentValueLabel: {
                Text("3 bars")
            }
            .accessibilityValue("Good")
            ProgressView(value: level, total: 100) {
                Text("Charging")
            } currentValueLabel: {
                Text("\(Int(level)) of 100")
            }
            Button("Charge") { level = min(level + 30, 100) }
        }
    }
}
