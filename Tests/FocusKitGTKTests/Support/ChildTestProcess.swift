import CGtk
import Foundation

/// Runs one test of this test bundle in a child process (XCTest takes `Suite/test` as its
/// argument) and returns what it wrote to standard output and standard error, or nil when it
/// could not be started or failed.
@MainActor
enum ChildTestProcess {
    static func run(_ test: String, environment extra: [String: String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [test]
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
