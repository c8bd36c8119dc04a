import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

private struct NoteKey: FocusedValueKey {
    typealias Value = String
}

private struct AccountKey: FocusedValueKey {
    typealias Value = String
}

private struct CountKey: FocusedValueKey {
    typealias Value = Binding<Int>
}

extension FocusedValues {
    fileprivate var note: String? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }

    fileprivate var account: String? {
        get { self[AccountKey.self] }
        set { self[AccountKey.self] = newValue }
    }

    fileprivate var count: Binding<Int>? {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
}

/// What a reader saw, one entry per evaluation of its body.
@MainActor
private final class ReadLog {
    var notes: [String?] = []
    var accounts: [String?] = []
    var counts: [Int?] = []
}

/// A window that publishes: a field with a note, nested publishers, plain fields, a scene value.
private struct Publisher: View {
    let name: String
    @State var showsNoted = true
    @State var signedIn = true
    @State var count = 0
    @FocusState var focus: String?

    var body: some View {
        VStack {
            if showsNoted {
                TextField("\(name)-Noted", text: .constant(""))
                    .focusedValue(\.note, "note-\(name)")
            }
            TextField("\(name)-Plain", text: .constant(""))
                .focused($focus, equals: "plain")
            TextField("\(name)-Plain2", text: .constant(""))
            VStack {
                TextField("\(name)-Middle", text: .constant(""))
                VStack {
                    TextField("\(name)-Inner", text: .constant(""))
                        .focused($focus, equals: "inner")
                }
                .focusedValue(\.note, "inner-\(name)")
            }
            .focusedValue(\.note, "outer-\(name)")
            Text("Count \(count)")
        }
        .focusedSceneValue(\.account, signedIn ? name : nil)
        .focusedSceneValue(\.count, $count)
    }
}

/// A window that only reads, counting its evaluations.
private struct Reader: View {
    let log: ReadLog
    @FocusedValue(\.note) var note
    @FocusedValue(\.account) var account

    var body: some View {
        log.notes.append(note)
        log.accounts.append(account)
        return Text("\(note ?? "-") \(account ?? "-")")
    }
}

/// Reads and writes a published binding.
private struct CountReader: View {
    let log: ReadLog
    @FocusedBinding(\.count) var count

    var body: some View {
        log.counts.append(count)
        return Button("Increment") { count = (count ?? 0) + 1 }
    }
}

@MainActor
@Suite("Rule 19: focused values follow the key window's focus")
struct Rule19FocusedValuesTests {
    let backend = HeadlessBackend()
    fileprivate let log = ReadLog()
    /// Keeps the view hosts alive for the whole test (nothing else owns a mounted host here).
    private let hosts = HostKeeper()

    private func field(_ title: String, in host: ViewHost<HeadlessBackend>) -> HeadlessWidget {
        backend.widget(.textField, title, in: host.window.id)!
    }

    private func click(_ title: String, in host: ViewHost<HeadlessBackend>) {
        backend.click(field(title, in: host))
        backend.runUpdates()
    }

    private func box<T>(_ name: String, in host: ViewHost<HeadlessBackend>) -> StateBox<T> {
        host.properties.storages(named: "_" + name).first as! StateBox<T>
    }

    /// A reader window, then a publisher window "A" (key, focus on its first field).
    private func mountReaderAndA() -> (reader: ViewHost<HeadlessBackend>, a: ViewHost<HeadlessBackend>) {
        let reader = hosts.keep(backend.mount(Reader(log: log), title: "Reader"))
        let a = hosts.keep(backend.mount(Publisher(name: "A"), title: "A"))
        backend.runUpdates()
        return (reader, a)
    }

    private var registry: FocusedValueRegistry {
        FocusedValueRegistry.shared(on: backend.focusCoordinator)
    }

    @Test func aFocusedValueIsVisibleWhileFocusIsInsideItsPublisher() {
        let (_, a) = mountReaderAndA()
        // Showing A focused its first Tab stop, the noted field.
        #expect(log.notes.last == "note-A")
        click("A-Plain", in: a)
        #expect(log.notes.last == .some(nil))
        click("A-Noted", in: a)
        #expect(log.notes.last == "note-A")
    }

    @Test func theInnermostPublisherContainingFocusWins() {
        let (_, a) = mountReaderAndA()
        click("A-Inner", in: a)
        #expect(log.notes.last == "inner-A")
        click("A-Middle", in: a)
        #expect(log.notes.last == "outer-A")
    }

    @Test func aSceneValueIsVisibleWhereverFocusIsInItsWindowIncludingNowhere() {
        let (_, a) = mountReaderAndA()
        #expect(log.accounts.last == "A")
        click("A-Plain", in: a)
        #expect(log.accounts.last == "A")
        backend.toolkit.clearFocus(in: a.window.id)
        backend.runUpdates()
        #expect(backend.toolkit.windows[a.window.id]?.focus == nil)
        #expect(log.notes.last == .some(nil))
        #expect(log.accounts.last == "A")
    }

    @Test func valuesFollowTheKeyWindowAcrossWindowsPublishingTheSameKey() {
        let (reader, a) = mountReaderAndA()
        click("A-Inner", in: a)
        let b = hosts.keep(backend.mount(Publisher(name: "B"), title: "B"))
        backend.runUpdates()
        #expect(backend.focusCoordinator.keyWindow == b.window.id)
        #expect(log.notes.last == "note-B")
        #expect(log.accounts.last == "B")
        // Back to A: its focus widget was kept while inactive.
        backend.toolkit.activate(a.window.id)
        backend.runUpdates()
        #expect(log.notes.last == "inner-A")
        #expect(log.accounts.last == "A")
        // A window that publishes nothing is key: nothing is visible.
        backend.toolkit.activate(reader.window.id)
        backend.runUpdates()
        #expect(log.notes.last == .some(nil))
        #expect(log.accounts.last == .some(nil))
    }

    @Test func aFocusWriteThatMovesFocusChangesTheValueAtOnce() {
        let (_, a) = mountReaderAndA()
        let focus = a.properties.storages(named: "_focus").first as! FocusStateStorage<String?>
        focus.write(AnyHashable("inner" as String?))
        #expect(registry.values.note == "inner-A")
        backend.runUpdates()
        #expect(log.notes.last == "inner-A")
    }

    @Test func aRemovedPublisherTakesItsValueWithIt() {
        let (_, a) = mountReaderAndA()
        #expect(log.notes.last == "note-A")
        let shows: StateBox<Bool> = box("showsNoted", in: a)
        shows.value = false
        backend.runUpdates()
        #expect(log.notes.last == .some(nil))
        // A scene value withdrawn by its publisher goes too.
        let signedIn: StateBox<Bool> = box("signedIn", in: a)
        signedIn.value = false
        backend.runUpdates()
        #expect(log.accounts.last == .some(nil))
        // A closed window takes all of its values with it.
        backend.close(a.window)
        a.unmount()
        backend.runUpdates()
        #expect(registry.publisherCount == 0)
        #expect(registry.values.storage.isEmpty)
    }

    @Test func readersAreReEvaluatedExactlyWhenAValueTheyReadChanges() {
        let (_, a) = mountReaderAndA()
        let before = log.notes.count
        // Focus moves between fields outside every `.focusedValue`: nothing they read changes.
        click("A-Plain", in: a)
        let afterFirstMove = log.notes.count
        #expect(afterFirstMove == before + 1)
        click("A-Plain2", in: a)
        click("A-Plain", in: a)
        #expect(log.notes.count == afterFirstMove)
        // The publisher re-renders with the same values: no re-evaluation.
        let count: StateBox<Int> = box("count", in: a)
        let changesBefore = registry.changeCount
        shows(in: a).value = true
        backend.runUpdates()
        #expect(log.notes.count == afterFirstMove)
        // A change of a value the reader does not read (the bound count) does not re-evaluate it.
        count.value = 5
        backend.runUpdates()
        #expect(registry.changeCount == changesBefore + 1)
        #expect(log.notes.count == afterFirstMove)
        // Two changes in one turn: one re-evaluation, with the final value.
        click("A-Inner", in: a)
        #expect(log.notes.count == afterFirstMove + 1)
        #expect(log.notes.last == "inner-A")
    }

    private func shows(in host: ViewHost<HeadlessBackend>) -> StateBox<Bool> { box("showsNoted", in: host) }

    @Test func aFocusedBindingReadsAndWritesThePublishersState() {
        let a = hosts.keep(backend.mount(Publisher(name: "A"), title: "A"))
        let reader = hosts.keep(backend.mount(CountReader(log: log), title: "Counter"))
        backend.runUpdates()
        // The counter window is key and publishes nothing.
        #expect(log.counts.last == .some(nil))
        backend.toolkit.activate(a.window.id)
        backend.runUpdates()
        #expect(log.counts.last == 0)
        let count: StateBox<Int> = box("count", in: a)
        count.value = 3
        backend.runUpdates()
        #expect(log.counts.last == 3)
        // The reader writes through the binding it reads while A is key.
        let button = backend.widget(.button, "Increment", in: reader.window.id)!
        button.element?.sendAction()
        backend.runUpdates()
        #expect(count.value == 4)
        #expect(log.counts.last == 4)
    }

    @Test func aReaderInTheSameWindowSeesItsOwnWindowsValues() {
        struct Both: View {
            let log: ReadLog
            var body: some View {
                VStack {
                    Publisher(name: "S")
                    Reader(log: log)
                }
            }
        }
        let host = hosts.keep(backend.mount(Both(log: log), title: "S"))
        backend.runUpdates()
        #expect(log.accounts.last == "S")
        click("S-Inner", in: host)
        #expect(log.notes.last == "inner-S")
    }
}

@MainActor
private final class HostKeeper {
    private var hosts: [ViewHost<HeadlessBackend>] = []

    func keep(_ host: ViewHost<HeadlessBackend>) -> ViewHost<HeadlessBackend> {
        hosts.append(host)
        return host
    }
}
