import Foundation

/// The key-value store behind ``AppStorage`` (and, one per window, ``SceneStorage``): what
/// SwiftUI keeps in `UserDefaults`.
///
/// An app run by `App.main()` on GTK has one store, kept in
/// `$XDG_CONFIG_HOME/<application id>/app-storage.ini` (`~/.config/…` when the variable is
/// unset), a GLib key file written atomically after each change; see ``AppStorage``. A
/// `HeadlessApp` has its own store in memory, so tests never touch the user's settings; give
/// one to `HeadlessApp(_:appStorage:)` or to ``View/defaultAppStorage(_:)`` to start from
/// chosen values and read what the app wrote:
///
/// ```swift
/// let settings = AppStorageStore()
/// settings.set(true, forKey: "showsPreview")
/// let app = HeadlessApp(NotesApp(), appStorage: settings)
/// try app.windows[0].toggle("Show Preview").click()
/// #expect(settings.bool(forKey: "showsPreview") == false)
/// ```
///
/// Values are kept as text, as the key file holds them: `true`/`false`, decimal numbers, a
/// URL's absolute string, `Data` in Base64. Reading a key as another type than it was written
/// gives that type's default (`bool(forKey:)` gives `false`, an ``AppStorage`` its default
/// value), as `UserDefaults` does. Every view reading a key renders again when any view, or
/// this API, writes it. Use it on the main actor.
@MainActor
public final class AppStorageStore {
    private var values: [String: String]
    private var observers: [String: [ObjectIdentifier: @MainActor () -> Void]] = [:]
    private let persistence: (any AppStoragePersistence)?

    /// An empty store in memory.
    public init() {
        values = [:]
        persistence = nil
    }

    /// A store that starts from, and writes every change to, `persistence`.
    package init(persistence: any AppStoragePersistence) {
        self.persistence = persistence
        values = persistence.load()
    }

    /// The keys that have a value, sorted.
    public var keys: [String] { values.keys.sorted() }

    // MARK: Writing, as UserDefaults

    /// Sets the value of the specified key to a Boolean value.
    public func set(_ value: Bool, forKey key: String) {
        setText(StorageCodec.bool.encode(value), forKey: key)
    }

    /// Sets the value of the specified key to an integer value.
    public func set(_ value: Int, forKey key: String) {
        setText(StorageCodec.int.encode(value), forKey: key)
    }

    /// Sets the value of the specified key to a double-precision floating-point value.
    public func set(_ value: Double, forKey key: String) {
        setText(StorageCodec.double.encode(value), forKey: key)
    }

    /// Sets the value of the specified key to a string; `nil` removes it.
    public func set(_ value: String?, forKey key: String) {
        setText(value, forKey: key)
    }

    /// Sets the value of the specified key to a URL; `nil` removes it.
    public func set(_ value: URL?, forKey key: String) {
        setText(value.flatMap(StorageCodec.url.encode), forKey: key)
    }

    /// Sets the value of the specified key to data; `nil` removes it.
    public func set(_ value: Data?, forKey key: String) {
        setText(value.flatMap(StorageCodec.data.encode), forKey: key)
    }

    /// Removes the value of the specified key.
    public func removeObject(forKey key: String) {
        setText(nil, forKey: key)
    }

    // MARK: Reading, as UserDefaults

    /// The Boolean value of the key, or `false`.
    public func bool(forKey key: String) -> Bool { value(forKey: key, codec: .bool) ?? false }

    /// The integer value of the key, or 0.
    public func integer(forKey key: String) -> Int { value(forKey: key, codec: .int) ?? 0 }

    /// The double value of the key, or 0.
    public func double(forKey key: String) -> Double { value(forKey: key, codec: .double) ?? 0 }

    /// The string value of the key, or `nil`.
    public func string(forKey key: String) -> String? { values[key] }

    /// The URL value of the key, or `nil`.
    public func url(forKey key: String) -> URL? { value(forKey: key, codec: .url) }

    /// The data value of the key, or `nil`.
    public func data(forKey key: String) -> Data? { value(forKey: key, codec: .data) }

    // MARK: For the property wrappers

    /// The key's value decoded with `codec`, or `nil` when absent or not of that type.
    func value<Value>(forKey key: String, codec: StorageCodec<Value>) -> Value? {
        values[key].flatMap(codec.decode)
    }

    /// Sets the key's text (`nil` removes it); tells the key's observers and the persistence
    /// when it changed.
    func setText(_ text: String?, forKey key: String) {
        guard values[key] != text else { return }
        values[key] = text
        persistence?.store(values)
        guard let current = observers[key] else { return }
        for action in current.values { action() }
    }

    /// Calls `action` after every change of `key`, while `observer` lives.
    func addObserver(_ observer: AnyObject, forKey key: String, action: @escaping @MainActor () -> Void) {
        observers[key, default: [:]][ObjectIdentifier(observer)] = action
    }

    /// Stops calling `observer`'s action for `key`.
    func removeObserver(_ observer: ObjectIdentifier, forKey key: String) {
        observers[key]?[observer] = nil
        if observers[key]?.isEmpty == true { observers[key] = nil }
    }

    /// How many observers the key has, for tests.
    package func observerCount(forKey key: String) -> Int { observers[key]?.count ?? 0 }

    /// Where `@AppStorage` reads before its view is mounted, and where an `EnvironmentValues`
    /// made outside a host points: a store in memory, shared by such reads.
    static let detached = AppStorageStore()
}

/// Where an ``AppStorageStore`` keeps its values between launches (GTK: a GLib key file).
@MainActor
package protocol AppStoragePersistence: AnyObject {
    /// The values stored by the last launch; a damaged store is reported and set aside here,
    /// and reads as empty.
    func load() -> [String: String]
    /// Keeps `values`, all of them, now or soon (before the app exits).
    func store(_ values: [String: String])
}
