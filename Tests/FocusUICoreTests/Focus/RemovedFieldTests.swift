import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

private enum Field: Hashable {
    case first, second
}

private struct Removable: View {
    @State var showsFirst = true
    @State var binding = Field.first
    @FocusState var focus: Field?

    var body: some View {
        VStack {
            if showsFirst {
                TextField("First", text: .constant(""))
                    .focused($focus, equals: .first)
            }
            TextField("Second", text: .constant(""))
                .focused($focus, equals: .second)
            TextField("Rebound", text: .constant(""))
                .focused($focus, equals: binding == .first ? Field.first : Field.second)
            Button("Remove") { showsFirst = false }
        }
    }
}

@MainActor
@Suite("Focus registrations follow the render tree")
struct RemovedFieldTests {
    let backend = HeadlessBackend()

    fileprivate func state(_ host: ViewHost<HeadlessBackend>) -> FocusStateStorage<Field?> {
        host.properties.storages(named: "_focus").first as! FocusStateStorage<Field?>
    }

    @Test func removingTheFocusedFieldCancelsItsRegistrationAndClearsTheState() {
        let host = backend.mount(Removable())
        let window = host.window.id
        let focus = state(host)
        let first = backend.widget(.textField, "First", in: window)!
        #expect(focus.value == .first)
        #expect(backend.focusCoordinator.fieldCount == 3)
        // Remove it from code that does not move focus first (a button would take focus).
        let view = host.properties.storages(named: "_showsFirst").first as! StateBox<Bool>
        view.value = false
        backend.runUpdates()
        #expect(backend.operations == [.remove("textField(First)")])
        #expect(!backend.focusCoordinator.isRegistered(first.node))
        #expect(backend.focusCoordinator.fieldCount == 2)
        #expect(focus.value == nil)
        #expect(backend.toolkit.windows[window]?.focus == nil)
        // GTK's after-paint fallback must not land in another bound field.
        backend.toolkit.runFrame()
        #expect(focus.value == nil)
    }

    @Test func changingTheMatchValueReRegistersWithoutTransientNil() {
        let host = backend.mount(Removable())
        let window = host.window.id
        let focus = state(host)
        let rebound = backend.widget(.textField, "Rebound", in: window)!
        backend.toolkit.click(rebound.node)
        #expect(focus.value == .first)
        var changes: [String] = []
        let observation = focus.observe { old, new in
            changes.append("\(String(describing: old)) -> \(String(describing: new))")
        }
        let binding = host.properties.storages(named: "_binding").first as! StateBox<Field>
        binding.value = .second
        backend.runUpdates()
        #expect(focus.value == .second)
        #expect(changes.count == 1)
        observation.cancel()
    }

    @Test func unmountingCancelsEveryRegistration() {
        let host = backend.mount(Removable())
        let focus = state(host)
        #expect(focus.value == .first)
        host.unmount()
        #expect(backend.focusCoordinator.fieldCount == 0)
        #expect(focus.value == nil)
        #expect(!host.isMounted)
    }

    /// A pending write that a re-render makes possible (a field's match value changes to it)
    /// is applied after the whole re-render: one change, never the field's old value first
    /// (found by the exhaustive explorer, issue 15).
    @Test func aPendingWriteAppliedByARebindIsOneChange() {
        let host = backend.mount(Removable())
        let focus = state(host)
        let showsFirst = host.properties.storages(named: "_showsFirst").first as! StateBox<Bool>
        let binding = host.properties.storages(named: "_binding").first as! StateBox<Field>
        binding.value = .second
        showsFirst.value = false
        backend.runUpdates()
        backend.toolkit.setFocus(host.window.id, nil, origin: .user)
        #expect(focus.value == nil)
        focus.write(AnyHashable(Field?.some(.first)))
        #expect(focus.value == nil)
        var changes: [String] = []
        let observation = focus.observe { old, new in
            changes.append("\(String(describing: old)) -> \(String(describing: new))")
        }
        binding.value = .first
        backend.runUpdates()
        #expect(focus.value == .first)
        #expect(changes.count == 1, "one change nil -> first, saw \(changes)")
        observation.cancel()
    }
}
