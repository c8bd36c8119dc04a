import FocusUITesting
import TestViews
import Testing

/// `Gauge` headlessly: found as `.gauge` by its label, with its value, bounds and labels; named
/// for screen readers by its label and current value's label; not a Tab stop; following its
/// value.
@MainActor
@Suite("Gauge, headless")
struct GaugeHeadlessTests {
    @Test func aGaugeShowsItsValueWithinItsBoundsAndFollowsItsState() throws {
        let app = HeadlessApp(rendering: BatteryGauge())
        let window = app.windows[0]
        let control = try window.control(.gauge, "Battery")
        #expect(control.description == "Gauge(\"Battery\")")
        let battery = try #require(control.renderer(as: GaugeHeadlessRenderer.self))
        #expect(battery.value == 40)
        #expect(battery.bounds == 0...100)
        #expect(battery.currentValueLabel == "40 %")
        #expect(battery.minimumValueLabel == "Empty")
        #expect(battery.maximumValueLabel == "Full")
        // GTK sends no value text: a screen reader hears the current value's label with the name.
        #expect(control.accessibilityValue == "40 %")
        #expect(control.accessibleName == "Battery, 40 %")
        // `.accessibilityValue` replaces it; a gauge without one is named by its label alone.
        #expect(try window.control(.gauge, "Signal").accessibleName == "Signal, Good")
        #expect(try window.control(.gauge, "Storage").accessibleName == "Storage")
        #expect(try window.control(.gauge, "Storage").accessibilityValue == nil)
        let charging = try window.control(.progressView, "Charging")
        #expect(charging.accessibleName == "Charging, 40 of 100")

        let storage = try #require(
            try window.control(.gauge, "Storage").renderer(as: GaugeHeadlessRenderer.self))
        #expect(storage.value == 0.25)
        #expect(storage.bounds == 0...1)
        #expect(storage.currentValueLabel == nil)
        #expect(storage.minimumValueLabel == nil)

        try window.tab()
        #expect(window.focusedControl?.title == "Charge")
        try window.tab()
        #expect(window.focusedControl?.title == "Charge")

        try window.button("Charge").click()
        app.settle()
        #expect(battery.value == 70)
        #expect(battery.currentValueLabel == "70 %")
        #expect(control.accessibleName == "Battery, 70 %")
        #expect(charging.accessibleName == "Charging, 70 of 100")
        try window.button("Charge").click()
        app.settle()
        #expect(battery.value == 100)
    }

    @Test func aValueOutsideTheBoundsIsTheNearestBound() {
        #expect(GaugeComponent(title: "", value: -3, lowerBound: 0, upperBound: 1).value == 0)
        #expect(GaugeComponent(title: "", value: 12, lowerBound: -10, upperBound: 10).value == 10)
    }
}
