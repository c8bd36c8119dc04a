import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

@MainActor
@Suite("Rule 5: programmatic write")
struct Rule05ProgrammaticWriteTests {
    @Test func writeMovesFocusSynchronously() {
        let f = LoginFixture()
        f.focus.wrappedValue = .password
        #expect(f.value == .password)
        #expect(f.focusName == "password.text")
        #expect(
            f.logger.traces.last
                == "focus window=1 state=focusedField usernameField -> passwordField cause=program")
    }

    @Test func writeThroughABindingIsTheSame() {
        let f = LoginFixture()
        let binding = f.focus.projectedValue
        binding.wrappedValue = .password
        #expect(binding.wrappedValue == .password)
        #expect(f.value == .password)
    }

    @Test func writeFromAnObserverIsAppliedAfterDelivery() {
        let f = LoginFixture()
        var readInsideObserver: Field??
        var observerRuns = 0
        let observation = f.focus.storage.observe { _, new in
            observerRuns += 1
            if new == .password {
                f.focus.wrappedValue = .username
                // Not applied recursively: still the value being delivered.
                readInsideObserver = f.value
            }
        }
        f.toolkit.click(f.password.entry)
        #expect(readInsideObserver == .some(.password))
        // Applied right after the delivery, before returning to the caller (the main loop).
        #expect(f.value == .username)
        #expect(observerRuns == 2)
        observation.cancel()
    }

    @Test func writeBeforeAnyFieldIsRegisteredWaits() {
        let toolkit = FakeToolkit()
        let window = toolkit.makeWindow()
        let state = FocusState<Field?>()
        state.wrappedValue = .password
        #expect(state.wrappedValue == nil)
        let user = toolkit.makeEntry("u", in: window)
        let pass = toolkit.makeEntry("p", in: window)
        let t1 = toolkit.coordinator.register(node: user.entry, state: state.storage, equals: .username)
        let t2 = toolkit.coordinator.register(node: pass.entry, state: state.storage, equals: .password)
        toolkit.show(window)
        #expect(state.wrappedValue == .password)
        _ = (t1, t2)
    }
}
