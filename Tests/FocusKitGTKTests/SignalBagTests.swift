import CGtk
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// `SignalBag`: an owner's handlers never outlive it.
final class SignalBagTests: XCTestCase {
    func testDisconnectAllReleasesEveryBoxAndIsIdempotent() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            let action = g_simple_action_new("bag", nil)!
            defer {
                g_object_unref(cancellable)
                g_object_unref(UnsafeMutableRawPointer(action))
            }
            let counter = LifetimeCounter()
            let tracker = LifetimeTracker(counter)
            let bag = SignalBag()
            bag.connect(cancellable, signal: "cancelled") { _ in tracker.touch() }
            bag.connectNotify(action, property: "enabled") { _, _ in tracker.touch() }
            bag.connectBoolean(cancellable, signal: "cancelled") { _ in false }
            XCTAssertEqual(bag.connections.count, 3)
            let connections = bag.connections
            let messages = GLibMessageRecorder.record {
                bag.disconnectAll()
                bag.disconnectAll()
            }
            XCTAssertEqual(messages, [])
            XCTAssertTrue(bag.connections.isEmpty)
            XCTAssertTrue(connections.allSatisfy { !$0.isConnected && !$0.isHandlerRetained })
        }
    }

    func testDeinitDisconnects() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            defer { g_object_unref(cancellable) }
            let counter = LifetimeCounter()
            var bag: SignalBag? = SignalBag()
            let connection = makeTrackedBagConnection(bag!, cancellable, counter: counter)
            XCTAssertTrue(connection.isConnected)
            bag = nil
            XCTAssertFalse(connection.isConnected)
            XCTAssertEqual(counter.released, 1)
        }
    }

    func testBagOutlivingItsObjectsIsSafe() {
        MainActor.assumeIsolated {
            let counter = LifetimeCounter()
            let bag = SignalBag()
            let cancellable = g_cancellable_new()!
            _ = makeTrackedBagConnection(bag, cancellable, counter: counter)
            g_object_unref(cancellable)
            XCTAssertEqual(counter.released, 1)
            XCTAssertEqual(GLibMessageRecorder.record { bag.disconnectAll() }, [])
        }
    }
}

@MainActor
private func makeTrackedBagConnection(
    _ bag: SignalBag, _ instance: some GObjectPointerConvertible, counter: LifetimeCounter
) -> SignalConnection {
    let tracker = LifetimeTracker(counter)
    return bag.connect(instance, signal: "cancelled") { _ in tracker.touch() }
}
