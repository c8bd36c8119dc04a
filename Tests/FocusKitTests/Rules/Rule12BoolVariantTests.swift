import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 12: Bool variant")
struct Rule12BoolVariantTests {
    @Test func boolStateBehavesAsEqualsTrue() {
        let toolkit = FakeToolkit()
        let window = toolkit.makeWindow()
        let a = toolkit.makeEntry("a", in: window)
        let b = toolkit.makeEntry("b", in: window)
        let isFocused = FocusState<Bool>()
        let token = toolkit.coordinator.register(node: b.entry, state: isFocused.storage)
        toolkit.show(window)
        #expect(isFocused.wrappedValue == false)
        isFocused.wrappedValue = true
        #expect(isFocused.wrappedValue == true)
        #expect(toolkit.name(toolkit.windows[window]?.focus) == "b.text")
        toolkit.click(a.entry)
        #expect(isFocused.wrappedValue == false)
        isFocused.projectedValue.wrappedValue = true
        #expect(isFocused.wrappedValue == true)
        token.cancel()
    }
}
