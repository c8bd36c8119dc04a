import FocusUITesting
import Foundation
import Testing

private enum SortOrder: String {
    case byDate, byTitle
}

private enum Density: Int {
    case compact = 1, comfortable = 2
}

/// Every kind of value an app keeps in `@AppStorage`.
private struct PreferencesView: View {
    @AppStorage("showsPreview") private var showsPreview = true
    @AppStorage("fontSize") private var fontSize = 13.0
    @AppStorage("recentCount") private var recentCount = 5
    @AppStorage("signature") private var signature = "Sent from FocusUI"
    @AppStorage("sortOrder") private var sortOrder = SortOrder.byDate
    @AppStorage("density") private var density = Density.comfortable
    @AppStorage("homePage") private var homePage: URL?
    @AppStorage("token") private var token: Data?
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("lastSort") private var lastSort: SortOrder?

    var body: some View {
        VStack {
            Toggle("Show Preview", isOn: $showsPreview)
            Stepper("Recent \(recentCount)", value: $recentCount, in: 0...20)
            TextField("Signature", text: $signature)
            Text("Font \(fontSize)")
            Text("Sort \(sortOrder.rawValue)")
            Text("Density \(density.rawValue)")
            Text("Home \(homePage?.absoluteString ?? "none")")
            Text("Token \(token?.count ?? 0)")
            Text("Nickname \(nickname ?? "none")")
            Button("Bigger") { fontSize += 1 }
            Button("By Title") { sortOrder = .byTitle }
            Button("Compact") { density = .compact }
            Button("Set Home") { homePage = URL(string: "https://example.org/start") }
            Button("Set Token") { token = Data([1, 2, 3]) }
            Button("Set Nickname") { nickname = "Ada" }
            Button("Forget Nickname") { nickname = nil }
            Button("Remember Sort") { lastSort = .byTitle }
        }
    }
}

/// Another view, in another window, reading one of the keys.
private struct PreviewStatus: View {
    @AppStorage("showsPreview") private var showsPreview = true

    var body: some View {
        Text(showsPreview ? "Preview on" : "Preview off")
    }
}

private struct StorageApp: App {
    @AppStorage("launches") private var launches = 0

    var body: some Scene {
        WindowGroup("Preferences", id: "preferences") {
            PreferencesView()
        }
        WindowGroup("Status", id: "status") {
            VStack {
                PreviewStatus()
                Text("Launches \(launches)")
            }
        }
    }
}

@MainActor
@Suite("@AppStorage")
struct AppStorageHeadlessTests {
    @Test func everyViewReadingAKeyUpdatesWhenAnyWindowWritesIt() throws {
        let store = AppStorageStore()
        let app = HeadlessApp(StorageApp(), appStorage: store)
        try app.openWindow(id: "status")
        let preferences = try app.window(titled: "Preferences")
        let status = try app.window(titled: "Status")
        #expect(try status.text("Preview on").exists)
        try preferences.activate()
        try preferences.toggle("Show Preview").click()
        #expect(try status.text("Preview off").exists)
        #expect(store.bool(forKey: "showsPreview") == false)
        #expect(store.string(forKey: "showsPreview") == "false")
    }

    @Test func storedValuesAreReadAtLaunchAndDefaultsWhereThereAreNone() throws {
        let store = AppStorageStore()
        store.set(false, forKey: "showsPreview")
        store.set(9, forKey: "recentCount")
        store.set("byTitle", forKey: "sortOrder")
        store.set(URL(string: "https://example.org"), forKey: "homePage")
        let window = HeadlessApp(StorageApp(), appStorage: store).windows[0]
        #expect(try !window.toggle("Show Preview").isOn)
        #expect(try window.stepper("Recent 9").value == 9)
        #expect(try window.text("Sort byTitle").exists)
        #expect(try window.text("Home https://example.org").exists)
        #expect(try window.textField("Signature").text == "Sent from FocusUI")
        #expect(try window.text("Font 13.0").exists)
        #expect(
            store.keys == ["homePage", "recentCount", "showsPreview", "sortOrder"], "defaults are not written"
        )
    }

    @Test func eachTypeIsWrittenAsTheKeyFileHoldsIt() throws {
        let store = AppStorageStore()
        let window = HeadlessApp(StorageApp(), appStorage: store).windows[0]
        try window.button("Bigger").click()
        try window.button("By Title").click()
        try window.button("Compact").click()
        try window.button("Set Home").click()
        try window.button("Set Token").click()
        try window.button("Set Nickname").click()
        try window.button("Remember Sort").click()
        try window.stepper("Recent 5").click()
        try window.stepper("Recent 5").increment()
        try window.textField("Signature").click()
        try window.textField("Signature").clearText()
        try window.textField("Signature").type("Ada")
        #expect(store.string(forKey: "fontSize") == "14.0")
        #expect(store.string(forKey: "sortOrder") == "byTitle")
        #expect(store.string(forKey: "density") == "1")
        #expect(store.string(forKey: "homePage") == "https://example.org/start")
        #expect(store.string(forKey: "token") == "AQID")
        #expect(store.data(forKey: "token") == Data([1, 2, 3]))
        #expect(store.string(forKey: "nickname") == "Ada")
        #expect(store.string(forKey: "lastSort") == "byTitle")
        #expect(store.integer(forKey: "recentCount") == 6)
        #expect(store.string(forKey: "signature") == "Ada")
        #expect(try window.text("Font 14.0").exists)
        #expect(try window.text("Density 1").exists)
        #expect(try window.text("Token 3").exists)
        try window.button("Forget Nickname").click()
        #expect(!store.keys.contains("nickname"), "nil removes the key")
        #expect(try window.text("Nickname none").exists)
    }

    @Test func aValueOfAnotherTypeReadsAsTheDefault() throws {
        let store = AppStorageStore()
        store.set("many", forKey: "recentCount")
        store.set("sideways", forKey: "sortOrder")
        store.set("maybe", forKey: "showsPreview")
        let window = HeadlessApp(StorageApp(), appStorage: store).windows[0]
        #expect(try window.stepper("Recent 5").value == 5)
        #expect(try window.text("Sort byDate").exists)
        #expect(try window.toggle("Show Preview").isOn)
    }

    @Test func theAppsOwnAppStorageIsTheSameStore() throws {
        let store = AppStorageStore()
        store.set(3, forKey: "launches")
        let app = HeadlessApp(StorageApp(), appStorage: store)
        try app.openWindow(id: "status")
        let status = try app.window(titled: "Status")
        #expect(try status.text("Launches 3").exists)
        store.set(4, forKey: "launches")
        app.settle()
        #expect(try status.text("Launches 4").exists, "a write through the store renders readers")
    }

    @Test func eachHeadlessAppHasItsOwnStore() throws {
        let first = HeadlessApp(rendering: PreferencesView()).windows[0]
        try first.toggle("Show Preview").click()
        let second = HeadlessApp(rendering: PreferencesView()).windows[0]
        #expect(try second.toggle("Show Preview").isOn)
    }

    @Test func defaultAppStorageAndAnExplicitStoreChooseTheStore() throws {
        let injected = AppStorageStore()
        injected.set(false, forKey: "showsPreview")
        let explicit = AppStorageStore()
        let app = HeadlessApp(
            rendering: VStack {
                PreviewStatus()
                ExplicitStoreToggle(store: explicit)
            }
            .defaultAppStorage(injected))
        let window = app.windows[0]
        #expect(try window.text("Preview off").exists)
        injected.set(true, forKey: "showsPreview")
        app.settle()
        #expect(try window.text("Preview on").exists)
        try window.toggle("Explicit").click()
        #expect(explicit.bool(forKey: "showsPreview"))
        #expect(injected.bool(forKey: "showsPreview"), "the explicit store wins over the environment's")
        #expect(try window.text("Preview on").exists)
    }
}

/// `@AppStorage` with a `store:`, declared in `init` as apps do.
private struct ExplicitStoreToggle: View {
    @AppStorage private var isOn: Bool

    init(store: AppStorageStore) {
        _isOn = AppStorage(wrappedValue: false, "showsPreview", store: store)
    }

    var body: some View {
        Toggle("Explicit", isOn: $isOn)
    }
}
