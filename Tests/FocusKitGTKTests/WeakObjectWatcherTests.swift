import CGtk
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// `WeakObjectWatcher` (contract rule 11: a destroyed field notifies its owner, and nothing
/// keeps a dangling pointer). Each path must release the weak-reference box exactly once;
/// a `LifetimeTracker` captured by the callback dies exactly when the box does.
final class WeakObjectWatcherTests: XCTestCase {
    func testFiresOnceWhenObjectIsFinalizedAndReleasesBox() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            let counter = LifetimeCounter()
            let fired = Shared(0)
            let watcher = makeTrackedWatcher(cancellable, counter: counter, fired: fired)
            XCTAssertTrue(watcher.isWatching)
            XCTAssertEqual(watcher.object, cancellable.gObjectPointer)
            g_object_unref(cancellable)
            XCTAssertEqual(fired.value, 1)
            XCTAssertEqual(counter.released, 1, "notifier path releases the box")
            XCTAssertFalse(watcher.isWatching)
            XCTAssertNil(watcher.object, "no dangling pointer after disposal")
            XCTAssertEqual(GLibMessageRecorder.record { watcher.cancel() }, [], "cancel after death is safe")
            XCTAssertEqual(counter.released, 1)
        }
    }

    func testCancelReleasesBoxOnceAndSuppressesCallback() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            let counter = LifetimeCounter()
            let fired = Shared(0)
            let watcher = makeTrackedWatcher(cancellable, counter: counter, fired: fired)
            let messages = GLibMessageRecorder.record {
                watcher.cancel()
                XCTAssertEqual(counter.released, 1, "cancel path releases the box")
                watcher.cancel()
                g_object_unref(cancellable)
            }
            XCTAssertEqual(messages, [])
            XCTAssertEqual(fired.value, 0)
            XCTAssertEqual(counter.released, 1)
            XCTAssertNil(watcher.object)
        }
    }

    func testCallbackMayCancelItsOwnWatcher() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            let counter = LifetimeCounter()
            let holder = Shared<WeakObjectWatcher?>(nil)
            let fired = Shared(0)
            holder.value = makeTrackedWatcher(cancellable, counter: counter, fired: fired) {
                holder.value?.cancel()  // re-entrant: must neither unref nor release again
            }
            let messages = GLibMessageRecorder.record { g_object_unref(cancellable) }
            XCTAssertEqual(messages, [])
            XCTAssertEqual(fired.value, 1)
            XCTAssertEqual(counter.released, 1)
            holder.value = nil
        }
    }

    func testDeinitCancels() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            let counter = LifetimeCounter()
            let fired = Shared(0)
            var watcher: WeakObjectWatcher? = makeTrackedWatcher(cancellable, counter: counter, fired: fired)
            XCTAssertTrue(watcher?.isWatching ?? false)
            watcher = nil
            XCTAssertEqual(counter.released, 1, "deinit cancelled and released the box")
            g_object_unref(cancellable)
            XCTAssertEqual(fired.value, 0)
        }
    }

    func testFiresWhenWidgetIsDestroyed() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let window = gtk_window_new()!
            let fired = Shared(0)
            let watcher = WeakObjectWatcher(window) { fired.value += 1 }
            gtk_window_destroy(focuskit_as_window(window))
            XCTAssertEqual(fired.value, 1)
            XCTAssertNil(watcher.object)
        }
    }
}

/// A watcher whose callback captures a tracker counted by `counter`, bumps `fired`, then runs
/// `action`.
@MainActor
private func makeTrackedWatcher(
    _ instance: some GObjectPointerConvertible, counter: LifetimeCounter, fired: Shared<Int>,
    then action: @escaping @MainActor () -> Void = {}
) -> WeakObjectWatcher {
    let tracker = LifetimeTracker(counter)
    return WeakObjectWatcher(instance) {
        tracker.touch()
        fired.value += 1
        action()
    }
}
