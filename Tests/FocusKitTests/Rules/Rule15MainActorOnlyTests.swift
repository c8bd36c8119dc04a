import Foundation
import Testing

/// Rule 15: every state, field and the coordinator are `@MainActor`; a write from another
/// isolation domain does not compile in Swift 6 language mode. Checked by type-checking the
/// core's sources together with a snippet, with the toolchain's own compiler.
@Suite("Rule 15: main actor only")
struct Rule15MainActorOnlyTests {
    static let coreSources: [String] = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FocusKit")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.path)
        return (files ?? []).sorted()
    }()

    /// Type-checks the core plus `snippet` as one module; returns the exit status and output.
    static func typecheck(_ snippet: String) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rule15-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippet.swift")
        try snippet.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "FocusKit", "-package-name",
                "focuskit",
            ] + coreSources + [
                file.path
            ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func aWriteFromANonisolatedContextDoesNotCompile() throws {
        #expect(!Self.coreSources.isEmpty)
        let result = try Self.typecheck(
            """
            enum Field: Hashable { case name }
            nonisolated func writeFromAnywhere(_ state: FocusState<Field?>) {
                state.wrappedValue = .name
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("main actor-isolated"), "\(result.output)")
    }

    @Test func theSameWriteOnTheMainActorCompiles() throws {
        let result = try Self.typecheck(
            """
            enum Field: Hashable { case name }
            @MainActor func writeOnTheMainActor(_ state: FocusState<Field?>) {
                state.wrappedValue = .name
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }
}
