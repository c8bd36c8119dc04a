import Foundation

/// A property wrapper type that reflects a value from the app's settings and invalidates a view
/// on a change in value in that store, as SwiftUI's `AppStorage`.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showsPreview") private var showsPreview = true
///     @AppStorage("fontSize") private var fontSize = 13.0
///     @AppStorage("sortOrder") private var sortOrder = SortOrder.byDate
///
///     var body: some View {
///         Form {
///             Toggle("Show Preview", isOn: $showsPreview)
///             Slider(value: $fontSize, in: 9...24) { Text("Font Size") }
///         }
///     }
/// }
/// ```
///
/// Supported types: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, types that are
/// `RawRepresentable` with a `String` or `Int` raw value, and the optionals of each (`nil`
/// removes the key). A key without a value, or with a value of another type, reads as the
/// default value. Every view that reads a key renders again when any view (in any window)
/// writes it.
///
/// **Where it is kept.** SwiftUI keeps these values in `UserDefaults`; on GTK, FocusUI keeps them
/// in one GLib key file per app, `$XDG_CONFIG_HOME/<application id>/app-storage.ini`
/// (`~/.config/<application id>/app-storage.ini` when `XDG_CONFIG_HOME` is unset or not
/// absolute), group `[AppStorage]`. It is read at launch and rewritten atomically (a temporary
/// file renamed over it) once per main-loop turn in which a value changed. A file that cannot be
/// parsed is reported once on standard error and renamed aside
/// (`app-storage.ini.damaged-<date>`), never overwritten; the app then starts from the default
/// values. A file that exists but cannot be read is reported and left alone, and nothing is
/// written during that run. The application is single-instance (`GApplication`), so one process
/// writes the file.
///
/// In `FocusUITesting`, every `HeadlessApp` has its own store in memory (see
/// ``AppStorageStore``); ``View/defaultAppStorage(_:)`` and `store:` choose another.
@propertyWrapper
public struct AppStorage<Value> {
    let stored: StoredValue<Value>

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>, store: AppStorageStore?) {
        stored = StoredValue(key: key, defaultValue: defaultValue, codec: codec)
        stored.location.explicit = store
    }

    /// The value stored for the key, or the default value; writing it stores it and renders
    /// every view that reads the key.
    @MainActor public var wrappedValue: Value {
        get { stored.read() }
        nonmutating set { stored.write(newValue) }
    }

    /// A binding to the stored value.
    @MainActor public var projectedValue: Binding<Value> { stored.binding }
}

extension AppStorage {
    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool, store: store)
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int, store: store)
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double, store: store)
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string, store: store)
    }

    /// Creates a property that can read and write to a URL user default.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url, store: store)
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data, store: store)
    }

    /// Creates a property that can read and write to an integer user default, transforming
    /// that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int), store: store)
    }

    /// Creates a property that can read and write to a string user default, transforming
    /// that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string), store: store)
    }
}

extension AppStorage {
    /// Creates a property that can read and write an optional Boolean user default.
    public init(_ key: String, store: AppStorageStore? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool), store: store)
    }

    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: AppStorageStore? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int), store: store)
    }

    /// Creates a property that can read and write an optional double user default.
    public init(_ key: String, store: AppStorageStore? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double), store: store)
    }

    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: AppStorageStore? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string), store: store)
    }

    /// Creates a property that can read and write an optional URL user default.
    public init(_ key: String, store: AppStorageStore? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url), store: store)
    }

    /// Creates a property that can read and write an optional data user default.
    public init(_ key: String, store: AppStorageStore? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.data), store: store)
    }

    /// Creates a property that can save and restore an optional string, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String, store: AppStorageStore? = nil)
    where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)), store: store)
    }

    /// Creates a property that can save and restore an optional integer, transforming it to
    /// an optional `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String, store: AppStorageStore? = nil)
    where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)), store: store)
    }
}

extension AppStorage: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        stored.attach(to: attachment.environment.appStorage, attachment)
    }
}
