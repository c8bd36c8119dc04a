import FocusUITesting
import Observation
import Testing

@MainActor
@Observable
private final class Inbox {
    var owner = "Ada"
    var unread = 0
    var isMuted = false
}

private struct InboxBadge: View {
    @Environment(Inbox.self) private var inbox

    var body: some View {
        Text("\(inbox.owner) has \(inbox.unread)")
    }
}

private struct InboxSettings: View {
    @Bindable var inbox: Inbox

    var body: some View {
        VStack {
            TextField("Owner", text: $inbox.owner)
            Toggle("Muted", isOn: $inbox.isMuted)
        }
    }
}

private struct InboxFromEnvironmentEditor: View {
    @Environment(Inbox.self) private var inbox

    var body: some View {
        @Bindable var inbox = inbox
        Stepper("Unread", value: $inbox.unread, in: 0...99)
    }
}

private struct OptionalInboxReader: View {
    @Environment(Inbox.self) private var inbox: Inbox?

    var body: some View {
        Text(inbox.map { "Inbox of \($0.owner)" } ?? "No inbox")
    }
}

private struct InboxScreen: View {
    @State private var inbox = Inbox()

    var body: some View {
        VStack {
            InboxBadge()
            InboxSettings(inbox: inbox)
            InboxFromEnvironmentEditor()
            OptionalInboxReader()
            Button("Receive") { inbox.unread += 1 }
        }
        .environment(inbox)
    }
}

@MainActor
@Suite("@Observable models in the environment, @Bindable")
struct ObservationEnvironmentHeadlessTests {
    @Test func environmentObservableIsReadAndItsChangesRender() throws {
        let window = HeadlessApp(rendering: InboxScreen()).windows[0]
        #expect(try window.text("Ada has 0").exists)
        try window.button("Receive").click()
        #expect(try window.text("Ada has 1").exists)
        #expect(try window.text("Inbox of Ada").exists)
    }

    @Test func bindableBindsControlsToTheModel() throws {
        let window = HeadlessApp(rendering: InboxScreen()).windows[0]
        try window.textField("Owner").type("Grace")
        #expect(try window.text("Grace has 0").exists)
        try window.toggle("Muted").click()
        #expect(try window.toggle("Muted").isOn)
    }

    @Test func bindableDeclaredInsideABodyBindsAnEnvironmentModel() throws {
        let window = HeadlessApp(rendering: InboxScreen()).windows[0]
        try window.stepper("Unread").click()
        try window.stepper("Unread").increment()
        #expect(try window.text("Ada has 1").exists)
        #expect(try window.stepper("Unread").value == 1)
    }

    @Test func anOptionalEnvironmentObservableReadsNilWhenNoneIsSupplied() throws {
        let window = HeadlessApp(rendering: OptionalInboxReader()).windows[0]
        #expect(try window.text("No inbox").exists)
    }
}
