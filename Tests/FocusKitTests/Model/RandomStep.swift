import FocusKitTestSupport

/// One random operation, described by raw numbers that are resolved against the world when it
/// runs, so that any sub-list of a failing run can be replayed while shrinking it.
struct RandomStep: CustomStringConvertible {
    enum Kind: CaseIterable {
        case click, tab, shiftTab, write, writeReset, activate, deactivate, closeWindow, openWindow
        case addField, addNestedField, removeNode, reattachNode, hide, unhide, disable, enable
        case destroyNode, frame, toggleObserver, showWindow
    }

    let kind: Kind
    let a: Int
    let b: Int
    let c: Int

    static func random(using rng: inout SeededRandom) -> RandomStep {
        // Weighted so that focus moves and writes dominate, as in real use.
        let weighted: [Kind] = [
            .click, .click, .click, .tab, .tab, .shiftTab, .write, .write, .write, .write, .writeReset,
            .activate, .activate, .deactivate, .closeWindow, .openWindow, .addField, .addField,
            .addNestedField, .removeNode, .reattachNode, .hide, .unhide, .disable, .enable, .destroyNode,
            .frame, .frame, .frame, .toggleObserver, .showWindow,
        ]
        return RandomStep(
            kind: weighted[Int(rng.next() % UInt64(weighted.count))],
            a: Int(rng.next() % 1_000), b: Int(rng.next() % 1_000), c: Int(rng.next() % 1_000))
    }

    var description: String { "\(kind)(\(a), \(b), \(c))" }
}
