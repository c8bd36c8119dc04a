/// What ``AppStorage`` and ``SceneStorage`` share: a key, a default value, how the value is
/// written as text, and the store the reconciler points them at.
struct StoredValue<Value> {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    let location = StoredValueLocation()

    /// The stored value, or the default when the key has none (or one of another type).
    @MainActor func read() -> Value {
        location.store.value(forKey: key, codec: codec) ?? defaultValue
    }

    /// Stores `value`; an optional set to `nil` removes the key.
    @MainActor func write(_ value: Value) {
        location.store.setText(codec.encode(value), forKey: key)
    }

    /// A binding to the stored value.
    @MainActor var binding: Binding<Value> {
        Binding(get: { read() }, set: { write($0) })
    }

    /// Points the value at `store` and, once per view identity and store, subscribes the owner
    /// to the key.
    @MainActor func attach(to store: AppStorageStore, _ attachment: PropertyAttachment) {
        location.attached = store
        if let existing = attachment.slot.storages[attachment.label] as? StorageKeySubscription,
            existing.isObserving(key, in: store)
        {
            return
        }
        attachment.slot.storages[attachment.label] = StorageKeySubscription(
            key: key, store: store, invalidate: attachment.invalidate)
    }
}

/// The class-typed handle inside ``AppStorage`` and ``SceneStorage`` that the reconciler
/// points at a store.
final class StoredValueLocation {
    /// The store of the view's environment, once attached.
    var attached: AppStorageStore?
    /// The store given in the declaration (`@AppStorage("key", store: …)`), which wins.
    var explicit: AppStorageStore?

    /// Where the value is read and written; before its view is mounted, a store in memory.
    @MainActor var store: AppStorageStore {
        explicit ?? attached ?? .detached
    }
}

/// A view's subscription to one key of a store: kept in the view's property slot, so it ends
/// when the view leaves the tree.
@MainActor
final class StorageKeySubscription {
    private let key: String
    private weak var store: AppStorageStore?

    init(key: String, store: AppStorageStore, invalidate: @escaping @MainActor () -> Void) {
        self.key = key
        self.store = store
        store.addObserver(self, forKey: key, action: invalidate)
    }

    func isObserving(_ key: String, in store: AppStorageStore) -> Bool {
        self.key == key && self.store === store
    }

    isolated deinit {
        store?.removeObserver(ObjectIdentifier(self), forKey: key)
    }
}
