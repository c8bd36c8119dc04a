import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

private enum Field: Hashable {
    case name, detail
}

/// An action that changes the views and writes focus in one go, as forms do.
private struct RevealAndFocus: View {
    @State var showsDetail = false
    @State var hint = ""
    @FocusState var focus: Field?

    var body: some View {
        VStack {
            TextField("Name", text: .constant(""))
                .focused($focus, equals: .name)
            if showsDetail {
                TextField("Detail", text: .constant(""))
                    .focused($focus, equals: .detail)
                    .accessibilityHint(hint)
            }
            Button("Reveal") {
                showsDetail = true
                focus = .detail
            }
            Button("Complain") {
                hint = "That is not right."
                focus = .detail
            }
        }
    }
}

/// A `@FocusState` write first applies the updates the program made before it, so the write sees
/// the views as the program left them (FocusUI's choice, README "Choices"): no pending write for
/// a field shown by the same action, and a hint set by the action is in place before focus moves
/// (a screen reader says it once, with the field).
@MainActor
@Suite("A focus write applies pending view updates first")
struct WriteAppliesPendingUpdatesTests {
    let backend = HeadlessBackend()

    fileprivate func state(_ host: ViewHost<HeadlessBackend>) -> FocusStateStorage<Field?> {
        host.properties.storages(named: "_focus").first as! FocusStateStorage<Field?>
    }

    @Test func aFieldShownByTheSameActionTakesFocusAtOnce() throws {
        let host = backend.mount(RevealAndFocus())
        let window = host.window.id
        let focus = state(host)
        #expect(backend.widget(.textField, "Detail", in: window) == nil)
        backend.click(try #require(backend.widget(.button, "Reveal", in: window)))
        // Read right after the action, before the main loop runs the scheduled render.
        let detail = try #require(backend.widget(.textField, "Detail", in: window))
        #expect(focus.value == .detail)
        #expect(backend.focusedWidget(in: window) === detail)
        // The render that the focus change schedules keeps the same field, still focused.
        backend.runUpdates()
        #expect(backend.widget(.textField, "Detail", in: window) === detail)
        #expect(focus.value == .detail)
    }

    @Test func aHintSetByTheSameActionIsInPlaceWhenFocusMoves() throws {
        let host = backend.mount(RevealAndFocus())
        let window = host.window.id
        let focus = state(host)
        backend.click(try #require(backend.widget(.button, "Reveal", in: window)))
        backend.runUpdates()
        let detail = try #require(backend.widget(.textField, "Detail", in: window))
        #expect(detail.element?.accessibilityHint == "")
        var hintWhenFocused: [String?] = []
        let observation = focus.observe { _, new in
            if new == .detail { hintWhenFocused.append(detail.element?.accessibilityHint) }
        }
        defer { observation.cancel() }
        // Clicking the button focuses it (GTK does), then its action sets the hint and writes.
        backend.click(try #require(backend.widget(.button, "Complain", in: window)))
        #expect(focus.value == .detail)
        #expect(hintWhenFocused == ["That is not right."])
    }
}
