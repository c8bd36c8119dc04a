import CGtk
import FocusKitGTK
import Foundation
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

struct StoredSettingsView: View {
    @AppStorage("showsPreview") private var showsPreview = true

    var body: some View {
        Toggle("Show Preview", isOn: $showsPreview)
    }
}

struct StoredSettingsApp: App {
    var body: some Scene {
        WindowGroup("Stored Settings") {
            StoredSettingsView()
        }
    }
}

/// `@AppStorage` kept in a GLib key file (`GtkKeyFileAppStorage`): atomic writes, damaged and
/// unreadable files, and a real app's settings surviving a relaunch.
final class AppStorageGtkTests: XCTestCase {
    /// A directory of its own for each test, removed after it, and the reports the storage
    /// made.
    @MainActor private final class Fixture {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "focusui-appstorage-\(UUID().uuidString)", isDirectory: true)
        var reports: [String] = []

        var filePath: String { directory.appendingPathComponent("app-storage.ini").path }

        func makeStorage() -> GtkKeyFileAppStorage {
            GtkKeyFileAppStorage(directory: directory) { [unowned self] in self.reports.append($0) }
        }

        func fileExists() -> Bool { FileManager.default.fileExists(atPath: filePath) }

        func removeDirectory() { try? FileManager.default.removeItem(at: directory) }
    }

    func testValuesRoundTripThroughAnAtomicallyWrittenKeyFile() throws {
        try MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.removeDirectory() }
            let store = AppStorageStore(persistence: fixture.makeStorage())
            store.set(true, forKey: "showsPreview")
            store.set(14.5, forKey: "fontSize")
            store.set("line one\nline two", forKey: "signature")
            store.set("odd", forKey: "a=b [c] 100%")
            store.set("hash", forKey: "#comment-like")
            store.set("spaced", forKey: " padded ")
            store.set("ünïcode", forKey: "naïve")
            // Written at the end of the main-loop turn, not at once.
            XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.filePath))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.fileExists() })
            let text = try String(contentsOfFile: fixture.filePath, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("[AppStorage]\n"), text)
            XCTAssertTrue(text.contains("showsPreview=true\n"), text)
            XCTAssertTrue(text.contains("fontSize=14.5\n"), text)
            XCTAssertTrue(text.contains("signature=line one\\nline two\n"), text)
            XCTAssertTrue(text.contains("a%3Db %5Bc%5D 100%25=odd\n"), text)
            XCTAssertTrue(text.contains("%23comment-like=hash\n"), text)
            XCTAssertTrue(text.contains("%20padded%20=spaced\n"), text)
            let attributes = try FileManager.default.attributesOfItem(atPath: fixture.filePath)
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path),
                ["app-storage.ini"],
                "no temporary file is left")

            let reread = AppStorageStore(persistence: fixture.makeStorage())
            XCTAssertEqual(reread.keys, store.keys)
            for key in store.keys {
                XCTAssertEqual(reread.string(forKey: key), store.string(forKey: key), key)
            }
            XCTAssertEqual(reread.double(forKey: "fontSize"), 14.5)
            XCTAssertEqual(fixture.reports, [])
        }
    }

    func testOtherGroupsAndCommentsAreKeptAndRemovedKeysGo() throws {
        try MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.removeDirectory() }
            try FileManager.default.createDirectory(at: fixture.directory, withIntermediateDirectories: true)
            try "# kept\n[Other]\nname=value\n\n[AppStorage]\nold=1\nkeep=2\n".write(
                toFile: fixture.filePath, atomically: true, encoding: .utf8)
            let storage = fixture.makeStorage()
            let store = AppStorageStore(persistence: storage)
            XCTAssertEqual(store.keys, ["keep", "old"])
            store.removeObject(forKey: "old")
            storage.flush()
            let text = try String(contentsOfFile: fixture.filePath, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("# kept\n"), text)
            XCTAssertTrue(text.contains("[Other]\nname=value\n"), text)
            XCTAssertTrue(text.contains("keep=2"), text)
            XCTAssertFalse(text.contains("old="), text)
        }
    }

    func testADamagedFileIsReportedOnceAndSetAsideNeverOverwritten() throws {
        try MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.removeDirectory() }
            try FileManager.default.createDirectory(at: fixture.directory, withIntermediateDirectories: true)
            let damaged = "this is not a key file\n[AppStorage\nx=1\n"
            try damaged.write(toFile: fixture.filePath, atomically: true, encoding: .utf8)
            let storage = fixture.makeStorage()
            let store = AppStorageStore(persistence: storage)
            XCTAssertEqual(store.keys, [])
            XCTAssertEqual(fixture.reports.count, 1)
            XCTAssertTrue(fixture.reports[0].contains("\(fixture.filePath) is damaged"), fixture.reports[0])
            XCTAssertTrue(
                fixture.reports[0].contains("it was kept as \(fixture.filePath).damaged-"), fixture.reports[0]
            )
            let aside = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path)
                .filter { $0.hasPrefix("app-storage.ini.damaged-") }
            XCTAssertEqual(aside.count, 1)
            XCTAssertEqual(
                try String(
                    contentsOfFile: fixture.directory.appendingPathComponent(aside[0]).path, encoding: .utf8),
                damaged)
            store.set(false, forKey: "showsPreview")
            storage.flush()
            XCTAssertEqual(
                try String(contentsOfFile: fixture.filePath, encoding: .utf8),
                "[AppStorage]\nshowsPreview=false\n")
            XCTAssertEqual(fixture.reports.count, 1)
        }
    }

    func testAFileThatCannotBeReadIsLeftAloneAndNothingIsWritten() throws {
        try MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.removeDirectory() }
            // A directory where the file should be: it exists and cannot be read as a file.
            try FileManager.default.createDirectory(
                atPath: fixture.filePath, withIntermediateDirectories: true)
            let storage = fixture.makeStorage()
            let store = AppStorageStore(persistence: storage)
            XCTAssertEqual(fixture.reports.count, 1)
            XCTAssertTrue(
                fixture.reports[0].contains("\(fixture.filePath) is not a regular file"), fixture.reports[0])
            XCTAssertTrue(
                fixture.reports[0].contains("does not save them during this run"), fixture.reports[0])
            store.set(true, forKey: "showsPreview")
            storage.flush()
            var isDirectory: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.filePath, isDirectory: &isDirectory))
            XCTAssertTrue(isDirectory.boolValue)
            XCTAssertEqual(fixture.reports.count, 1)
        }
    }

    func testTheDefaultDirectoryFollowsXDGConfigHome() {
        MainActor.assumeIsolated {
            XCTAssertEqual(
                GtkKeyFileAppStorage.defaultDirectory(
                    applicationID: "org.example.Notes",
                    environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"]
                ).path, "/cfg/org.example.Notes")
            XCTAssertEqual(
                GtkKeyFileAppStorage.defaultDirectory(
                    applicationID: "org.example.Notes",
                    environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"]
                ).path, "/home/u/.config/org.example.Notes")
            XCTAssertEqual(
                GtkKeyFileAppStorage.defaultDirectory(
                    applicationID: "org.example.Notes", environment: ["HOME": "/home/u"]
                )
                .path, "/home/u/.config/org.example.Notes")
        }
    }

    /// A real app: the user turns a setting off, the app exits, and the next launch shows it off.
    func testARealAppKeepsItsSettingsAcrossLaunches() throws {
        try MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.removeDirectory() }
            guard try requireDisplay() else { return }
            let storage = fixture.makeStorage()
            let first = try GtkAppHarness(
                StoredSettingsApp(), id: "appstorage1", appStorage: AppStorageStore(persistence: storage))
            let check = try XCTUnwrap(
                first.widget { focuskit_is_check_button(UnsafeMutableRawPointer($0)) != 0 })
            let button = focuskit_as_check_button(UnsafeMutableRawPointer(check))
            XCTAssertEqual(gtk_check_button_get_active(button), 1)
            XCTAssertNotEqual(gtk_widget_activate(check), 0)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.fileExists() })
            first.close()
            XCTAssertEqual(
                try String(contentsOfFile: fixture.filePath, encoding: .utf8),
                "[AppStorage]\nshowsPreview=false\n")

            let second = try GtkAppHarness(
                StoredSettingsApp(), id: "appstorage2",
                appStorage: AppStorageStore(persistence: fixture.makeStorage()))
            defer { second.close() }
            let reread = try XCTUnwrap(
                second.widget { focuskit_is_check_button(UnsafeMutableRawPointer($0)) != 0 })
            XCTAssertEqual(
                gtk_check_button_get_active(focuskit_as_check_button(UnsafeMutableRawPointer(reread))), 0)
            XCTAssertEqual(fixture.reports, [])
        }
    }
}
