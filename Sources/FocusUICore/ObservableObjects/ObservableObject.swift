import Foundation

/// A type of object with a publisher that emits before the object has changed, as Combine's
/// `ObservableObject`.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits the
/// changed value before any of its ``Published`` properties changes:
///
/// ```swift
/// final class Contact: ObservableObject {
///     @Published var name: String
///     @Published var age: Int
///
///     init(name: String, age: Int) {
///         self.name = name
///         self.age = age
///     }
/// }
///
/// struct ContactView: View {
///     @ObservedObject var contact: Contact
///
///     var body: some View {
///         TextField("Name", text: $contact.name)
///         Stepper("Age \(contact.age)", value: $contact.age)
///     }
/// }
/// ```
///
/// Combine is not available on Linux: FocusUI brings this protocol, ``Published`` and a
/// minimal ``Publisher`` without operators. A view holding the object with ``StateObject``,
/// ``ObservedObject`` or ``EnvironmentObject`` renders its window again after the object sent
/// `objectWillChange` (once per main-loop turn). Send from the main thread, as SwiftUI asks; a
/// change sent from another thread still renders, on the main thread.
///
/// For new code, the toolchain's `@Observable` macro (Observation) is lighter: views re-render
/// when a property they read changes, with no wrapper.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: the same publisher for the
    /// object's lifetime, which its ``Published`` properties send.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangeRegistry.publisher(for: self)
    }
}

/// Finds or makes the synthesized `objectWillChange` of an object: kept in its `@Published`
/// properties' storage (found once with `Mirror`), or, for an object without any, in a side
/// table that forgets objects that went away.
enum ObjectWillChangeRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sideTable: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var sweepThreshold = 64

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        var storages: [any PublishedStorageInstalling] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any PublishedStorageProviding {
                    storages.append(published.installingStorage)
                }
            }
            mirror = current.superclassMirror
        }
        if storages.isEmpty {
            return sideTablePublisher(for: object)
        }
        if let existing = storages.lazy.compactMap(\.objectWillChange).first {
            return existing
        }
        let made = ObservableObjectPublisher()
        for storage in storages { storage.objectWillChange = made }
        return made
    }

    private static func sideTablePublisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let entry = sideTable[key], entry.object === object {
            return entry.publisher
        }
        if sideTable.count >= sweepThreshold {
            sideTable = sideTable.filter { $0.value.object != nil }
            sweepThreshold = max(64, sideTable.count * 2)
        }
        let made = ObservableObjectPublisher()
        sideTable[key] = Entry(object: object, publisher: made)
        return made
    }
}
