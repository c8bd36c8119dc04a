/// A type that publishes a property marked with an attribute, as Combine's `Published`.
///
/// Publishing a property with the `@Published` attribute creates a publisher of this type; you
/// access it with the `$` operator:
///
/// ```swift
/// final class Weather: ObservableObject {
///     @Published var temperature: Double
///     init(temperature: Double) { self.temperature = temperature }
/// }
///
/// Text("\(weather.temperature)°")
///     .onReceive(weather.$temperature) { newValue in
///         lastReading = newValue
///     }
/// ```
///
/// When the property changes, publishing occurs in the property's `willSet` block, as in
/// Combine: the enclosing ``ObservableObject``'s `objectWillChange` emits first, then
/// subscribers of `$property` receive the new value, before it is set on the property. The
/// `$property` publisher also sends the current value to each new subscriber.
///
/// `@Published` is only available on properties of classes.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(value: wrappedValue)
    }

    /// Creates the published instance with an initial value (the older spelling).
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// `@Published` is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        // swift-format-ignore: NoEmptyClosureBody
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's publisher: sends the current value to a new subscriber, then each new
    /// value before it is set.
    public var projectedValue: Publisher {
        Publisher(storage: storage)
    }

    /// Reads and writes the property of an enclosing class instance, sending its
    /// `objectWillChange` and the `$property` publisher before a write.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if let publisher = storage.objectWillChange {
                publisher.send()
            } else if let observable = object as? any ObservableObject {
                sendObjectWillChange(of: observable)
            }
            storage.subscribers.send(newValue)
            storage.value = newValue
        }
    }

    /// A publisher for properties marked with the `@Published` attribute, as Combine's
    /// `Published.Publisher`.
    public struct Publisher: FocusUICore.Publisher, PublisherIdentifying {
        /// The property's value type.
        public typealias Output = Value
        /// Never fails.
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        /// Sends the property's current value to `receiveValue` at once, then every new value
        /// before it is set, until the subscription is cancelled.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let subscription = storage.subscribers.add(receiveValue)
            receiveValue(storage.value)
            return subscription
        }

        var publisherIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
    }
}

/// Sends an observable object's `objectWillChange` when it is FocusUI's own publisher.
private func sendObjectWillChange<Object: ObservableObject>(of object: Object) {
    (object.objectWillChange as? ObservableObjectPublisher)?.send()
}

/// The storage of one `@Published` property: its value, the `$property` subscribers and the
/// enclosing object's `objectWillChange`, installed on first use.
final class PublishedStorage<Value>: PublishedStorageInstalling {
    var value: Value
    let subscribers = SubscriberList<Value>()
    var objectWillChange: ObservableObjectPublisher?

    init(value: Value) {
        self.value = value
    }
}

/// A `@Published` property's storage, where the enclosing object's publisher is kept.
protocol PublishedStorageInstalling: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get set }
}

/// A `@Published` property as `Mirror` finds it in an object.
protocol PublishedStorageProviding {
    var installingStorage: any PublishedStorageInstalling { get }
}

extension Published: PublishedStorageProviding {
    var installingStorage: any PublishedStorageInstalling { storage }
}

/// A publisher whose identity is an object: a new one at the same place in a view is another
/// subscription (``View/onReceive(_:perform:)``).
protocol PublisherIdentifying {
    var publisherIdentity: ObjectIdentifier { get }
}

extension ObservableObjectPublisher: PublisherIdentifying {
    var publisherIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}
