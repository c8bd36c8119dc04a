import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

@MainActor
@Suite("Slider")
struct SliderTests {
    let backend = HeadlessBackend()

    @Test func movingSnapsToTheStepAndClampsAndAContinuousOneMovesByAHundredth() {
        let host = backend.mount(Mixer())
        let sliders = backend.widgets(in: host.window.id).filter { $0.kind == .slider }
        let volume = sliders[0].element!
        #expect(volume.title == "Volume")
        #expect(volume.keyboardStep == 2.5)
        volume.sendValue(3.9)
        let state = host.properties.storages(named: "_volume").first as! StateBox<Double>
        #expect(state.value == 5, "3.9 snaps to the nearest step, 5")
        volume.sendValue(6.4)
        #expect(state.value == 7.5)
        volume.sendValue(40)
        #expect(state.value == 10)
        let balance = sliders[1].element!
        #expect(balance.keyboardStep == 0.02)
        balance.sendValue(0.333)
        #expect((host.properties.storages(named: "_balance").first as! StateBox<Float>).value == 0.333)
    }

    @Test func aValueIsSpokenWithTheDecimalsOfItsKeyboardStep() {
        let host = backend.mount(Mixer())
        let sliders = backend.widgets(in: host.window.id).filter { $0.kind == .slider }
        let volume = sliders[0].element!.valueModel!
        #expect(volume.spokenText(of: 7.5) == "7.5")
        #expect(volume.spokenText(of: 5) == "5")
        #expect(volume.spokenText(of: 0) == "0")
        let balance = sliders[1].element!.valueModel!
        #expect(balance.spokenText(of: 0.35) == "0.35")
        #expect(balance.spokenText(of: -0.333) == "-0.33")
        #expect(balance.spokenText(of: -0.001) == "0", "no negative zero")
        #expect(balance.spokenText(of: 0.1) == "0.1", "no trailing zeros")
        let offGrid = ValueComponent(
            title: "Half", value: 1.5, range: 0.5...10.5, step: 1, binding: ComponentAction(.constant(0)),
            snapsToSteps: true)
        #expect(offGrid.spokenText(of: 1.5) == "1.5", "values from 0.5 by 1 have one decimal")
    }

    @Test func rule5And11_aSliderIsAFocusField() {
        let host = backend.mount(Mixer())
        let focus = host.properties.storages(named: "_isVolumeFocused").first as! FocusStateStorage<Bool>
        let volume = backend.widgets(in: host.window.id).first { $0.kind == .slider }!
        #expect(focus.value, "the first Tab stop when shown")
        backend.toolkit.tab(in: host.window.id)
        #expect(!focus.value)
        focus.write(AnyHashable(true))
        #expect(backend.focusedWidget(in: host.window.id) === volume)
    }
}
