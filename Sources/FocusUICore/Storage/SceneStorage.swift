import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage, as SwiftUI's
/// `SceneStorage`.
///
/// ```swift
/// struct NoteEditor: View {
///     @SceneStorage("draft") private var draft = ""
///
///     var body: some View {
///         TextEditor(text: $draft)
///     }
/// }
/// ```
///
/// Each window has its own storage, shared by the views in it (and the sheets and alerts it
/// presents), kept for the window's life: a view that leaves and comes back reads what was
/// stored, another window of the same scene starts empty. The same types as ``AppStorage`` are
/// supported.
///
/// **What differs on GTK.** SwiftUI restores scene storage when the system restores the app's
/// windows after a relaunch. GNOME does not restore windows; FocusUI keeps scene storage in
/// memory only, so it starts empty at every launch. Keep what must survive in ``AppStorage``.
@propertyWrapper
public struct SceneStorage<Value> {
    let stored: StoredValue<Value>

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        stored = StoredValue(key: key, defaultValue: defaultValue, codec: codec)
    }

    /// The value stored for the key in this window, or the default value.
    @MainActor public var wrappedValue: Value {
        get { stored.read() }
        nonmutating set { stored.write(newValue) }
    }

    /// A binding to the stored value.
    @MainActor public var projectedValue: Binding<Value> { stored.binding }
}

extension SceneStorage {
    /// Creates a property that can save and restore a Boolean value.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }

    /// Creates a property that can save and restore an integer value.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }

    /// Creates a property that can save and restore a double value.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }

    /// Creates a property that can save and restore a string value.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }

    /// Creates a property that can save and restore a URL value.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }

    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }

    /// Creates a property that can save and restore an integer, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int))
    }

    /// Creates a property that can save and restore a string, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string))
    }

    /// Creates a property that can save and restore an optional Boolean value.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool))
    }

    /// Creates a property that can save and restore an optional integer value.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int))
    }

    /// Creates a property that can save and restore an optional double value.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double))
    }

    /// Creates a property that can save and restore an optional string value.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string))
    }

    /// Creates a property that can save and restore an optional URL value.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url))
    }

    /// Creates a property that can save and restore optional data.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.data))
    }

    /// Creates a property that can save and restore an optional string, transforming it to an
    /// optional `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)))
    }

    /// Creates a property that can save and restore an optional integer, transforming it to
    /// an optional `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)))
    }
}

extension SceneStorage: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        stored.attach(to: attachment.environment.sceneStorage, attachment)
    }
}
