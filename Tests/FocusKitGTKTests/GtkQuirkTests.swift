import Foundation
import XCTest

@testable import FocusKitGTK

/// The registry of GTK's quirks (`GtkQuirk`): each names the test that shows it, which exists;
/// each applies to the GTK this machine runs (4.8.3, where every one was measured) and stops
/// applying from the release it names as fixed.
final class GtkQuirkTests: XCTestCase {
    /// The repository's Tests folder, from this file's path.
    private var testsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    }

    func testEveryQuirkNamesATestThatExists() throws {
        let sources = try FileManager.default.subpathsOfDirectory(atPath: testsFolder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: testsFolder.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        for quirk in GtkQuirk.allCases {
            XCTAssertFalse(quirk.source.isEmpty, "\(quirk) names its GTK source")
            guard let test = quirk.test else { continue }
            if test.hasPrefix("Tests/") {
                let path = testsFolder.deletingLastPathComponent().appendingPathComponent(test).path
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(quirk): \(test)")
                continue
            }
            let parts = test.split(separator: ".")
            XCTAssertEqual(parts.count, 2, "\(quirk): a test is Class.method")
            XCTAssertTrue(sources.contains("class \(parts[0]):"), "\(quirk): class \(parts[0]) exists")
            XCTAssertTrue(sources.contains("func \(parts[1])("), "\(quirk): test \(parts[1]) exists")
        }
    }

    func testEveryQuirkAppliesToTheGtkEachWasMeasuredOn() {
        XCTAssertEqual(GtkVersion.running.major, 4)
        for quirk in GtkQuirk.allCases {
            XCTAssertTrue(quirk.applies(to: GtkVersion(4, 8, 3)), "\(quirk) was measured on GTK 4.8.3")
        }
        // This machine's GTK is the one of Debian 12, below every known fix.
        if GtkVersion.running < GtkVersion(4, 10) {
            XCTAssertTrue(GtkQuirk.allCases.allSatisfy(\.applies))
        }
    }

    func testAQuirkStopsApplyingAtTheReleaseThatFixedIt() {
        XCTAssertFalse(GtkQuirk.invalidStateReportedAsDefunct.applies(to: GtkVersion(4, 12, 0)))
        XCTAssertTrue(GtkQuirk.invalidStateReportedAsDefunct.applies(to: GtkVersion(4, 11, 9)))
        XCTAssertFalse(GtkQuirk.waylandGLRendererLeaksHiddenSurfaces.applies(to: GtkVersion(4, 10, 1)))
        XCTAssertFalse(GtkQuirk.invalidStateReportedAsDefunct.applies(to: GtkVersion(5, 0)))
        // No release without it was checked: it stays on.
        XCTAssertTrue(GtkQuirk.passwordTextSentOverTheBus.applies(to: GtkVersion(4, 99)))
        XCTAssertLessThan(GtkVersion(4, 8, 3), GtkVersion(4, 10))
        XCTAssertLessThan(GtkVersion(4, 8, 3), GtkVersion(4, 8, 4))
    }
}
