/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes, as SwiftUI's `ObservedObject`.
///
/// Add `@ObservedObject` to a parameter of a view when the object is created elsewhere (by an
/// ancestor's ``StateObject``, or a model the app owns):
///
/// ```swift
/// struct MySubView: View {
///     @ObservedObject var model: DataModel
///
///     var body: some View {
///         Toggle("Enabled", isOn: $model.isEnabled)
///     }
/// }
/// ```
///
/// The view's window renders again after the object sends `objectWillChange`. Given another
/// object by its parent, the view observes that one instead. Do not create the object in the
/// declaration (`@ObservedObject var model = DataModel()`): as in SwiftUI, it would be made
/// again on every evaluation of the parent; use ``StateObject``.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value (the older spelling).
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// A projection of the observed object that creates bindings to its properties
    /// (`$model.name`).
    public var projectedValue: Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties, as SwiftUI's `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Gets a binding to the value of a specified key path.
        @MainActor
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        let subscription =
            attachment.slot.storages[attachment.label] as? ObjectWillChangeSubscription
            ?? ObjectWillChangeSubscription()
        attachment.slot.storages[attachment.label] = subscription
        subscription.observe(wrappedValue, invalidate: attachment.invalidate)
    }
}
