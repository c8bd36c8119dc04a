import FocusUITesting
import Testing

/// A model as apps written for Combine declare it.
private final class Library: ObservableObject {
    /// How many libraries were made, to check that `@StateObject` makes one per identity.
    @MainActor static var made = 0

    @Published var title = "Books"
    @Published var count = 0
    /// Not published: changes are announced by hand.
    var note = "" {
        willSet { objectWillChange.send() }
    }

    @MainActor init() {
        Library.made += 1
    }
}

private struct LibraryCounter: View {
    @ObservedObject var library: Library

    var body: some View {
        VStack {
            Text("\(library.title): \(library.count)")
            TextField("Title", text: $library.title)
            Button("Add") { library.count += 1 }
        }
    }
}

private struct LibraryScreen: View {
    @StateObject private var library = Library()
    @State private var generation = 0
    @State private var unrelated = 0

    var body: some View {
        VStack {
            LibraryCounter(library: library)
                .id(generation)
            Text("Note \(library.note)")
            Button("Note") { library.note = "written" }
            Button("Unrelated") { unrelated += 1 }
            Text("Unrelated \(unrelated)")
            Button("New Generation") { generation += 1 }
        }
    }
}

private struct ShelfView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        VStack {
            Text("Shelf of \(library.title)")
            Toggle("Big", isOn: Binding(get: { library.count > 2 }, set: { library.count = $0 ? 3 : 0 }))
            TextField("Shelf Title", text: $library.title)
        }
    }
}

private struct ShelfScreen: View {
    @StateObject private var library = Library()
    @State private var showsSheet = false

    var body: some View {
        VStack {
            Group {
                ShelfView()
            }
            Button("Show Sheet") { showsSheet = true }
            Button("Add") { library.count += 1 }
        }
        .sheet(isPresented: $showsSheet) {
            ShelfView()
        }
        .environmentObject(library)
    }
}

/// An object without `@Published` properties, which announces its changes by hand.
private final class Ticker: ObservableObject {
    var ticks = 0 {
        willSet { objectWillChange.send() }
    }
}

private struct TickerView: View {
    @ObservedObject var ticker: Ticker

    var body: some View {
        Button("Tick \(ticker.ticks)") { ticker.ticks += 1 }
    }
}

@MainActor
@Suite("ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject")
struct ObservableObjectHeadlessTests {
    @Test func aStateObjectIsMadeOncePerIdentityAndKeptAcrossRenders() throws {
        Library.made = 0
        let window = HeadlessApp(rendering: LibraryScreen()).windows[0]
        #expect(Library.made == 1)
        try window.button("Add").click()
        try window.button("Unrelated").click()
        try window.button("Add").click()
        _ = try window.text("Unrelated 1")
        #expect(try window.text("Books: 2").exists)
        // The screen re-rendered; its object was not made again.
        #expect(Library.made == 1)
    }

    @Test func publishedChangesRenderTheObservingViewOnce() throws {
        let app = HeadlessApp(rendering: LibraryScreen())
        let window = app.windows[0]
        try window.textField("Title").type("Novels")
        #expect(try window.text("Novels: 0").exists)
        try window.button("Add").click()
        #expect(try window.text("Novels: 1").exists)
    }

    @Test func objectWillChangeSentByHandRendersToo() throws {
        let window = HeadlessApp(rendering: LibraryScreen()).windows[0]
        try window.button("Note").click()
        #expect(try window.text("Note written").exists)
    }

    @Test func anObservedObjectChildSeesTheParentsObjectAfterItsIdentityChanges() throws {
        let window = HeadlessApp(rendering: LibraryScreen()).windows[0]
        try window.button("Add").click()
        try window.button("New Generation").click()
        // The child is a new view, observing the same object the parent keeps.
        #expect(try window.text("Books: 1").exists)
        try window.button("Add").click()
        #expect(try window.text("Books: 2").exists)
    }

    @Test func environmentObjectsReachDescendantsAndSheets() throws {
        let app = HeadlessApp(rendering: ShelfScreen())
        let window = app.windows[0]
        #expect(try window.text("Shelf of Books").exists)
        try window.textField("Shelf Title").click()
        try window.textField("Shelf Title").clearText()
        try window.textField("Shelf Title").type("Atlases")
        #expect(try window.text("Shelf of Atlases").exists)
        try window.button("Show Sheet").click()
        let sheet = try #require(app.activeWindow)
        #expect(sheet != window)
        #expect(try sheet.text("Shelf of Atlases").exists)
        try sheet.toggle("Big").click()
        #expect(try window.toggle("Big").isOn, "the sheet wrote the shared object")
    }

    @Test func publishedProjectedValuesPublishBeforeTheChange() {
        let library = Library()
        var received: [(published: String, stored: String)] = []
        let subscription = library.$title.sink { value in received.append((value, library.title)) }
        library.title = "Maps"
        #expect(received.map(\.published) == ["Books", "Maps"])
        #expect(received.last?.stored == "Books", "willSet order, as Combine")
        subscription.cancel()
        library.title = "Atlases"
        #expect(received.count == 2)
    }

    @Test func objectWillChangeIsOnePublisherPerObject() {
        let library = Library()
        var count = 0
        let subscription = library.objectWillChange.sink { count += 1 }
        library.count = 4
        library.title = "Maps"
        library.note = "x"
        #expect(count == 3)
        #expect(library.objectWillChange === library.objectWillChange)
        withExtendedLifetime(subscription) {}
    }

    @Test func anObjectWithoutPublishedPropertiesHasOnePublisherToo() throws {
        let ticker = Ticker()
        #expect(ticker.objectWillChange === ticker.objectWillChange)
        let window = HeadlessApp(rendering: TickerView(ticker: ticker)).windows[0]
        try window.button("Tick 0").click()
        #expect(try window.button("Tick 1").exists)
    }
}
