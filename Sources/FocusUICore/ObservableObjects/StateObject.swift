/// A property wrapper type that instantiates an observable object, as SwiftUI's
/// `StateObject`.
///
/// Use a state object as the single source of truth for a reference type that conforms to
/// ``ObservableObject`` that a view creates:
///
/// ```swift
/// final class DataModel: ObservableObject {
///     @Published var name = "Some Name"
///     @Published var isEnabled = false
/// }
///
/// struct MyView: View {
///     @StateObject private var model = DataModel()
///
///     var body: some View {
///         Text(model.name)
///         MySubView()
///             .environmentObject(model)
///     }
/// }
/// ```
///
/// The object is created once, when the view first appears at its place in the window (its
/// identity), and kept across every evaluation of the view; the expression is not evaluated
/// again. It goes when the view leaves the window (or its `.id` changes), as in SwiftUI. The
/// view's window renders again after the object sends `objectWillChange`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    let location: StateObjectLocation<ObjectType>

    /// Creates a new state object with an initial wrapped value; `thunk` runs once per view
    /// identity, when the view is first mounted.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(make: thunk)
    }

    /// The underlying value referenced by the state object.
    @MainActor public var wrappedValue: ObjectType {
        location.object
    }

    /// A projection of the state object that creates bindings to its properties
    /// (`$model.name`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: location.object)
    }
}

/// The class-typed handle inside a ``StateObject`` that the reconciler points at the object
/// kept for the view's position.
final class StateObjectLocation<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var current: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    /// The kept object, or, outside a mounted view, one made on first use.
    var object: ObjectType {
        get {
            if let current { return current }
            let made = make()
            current = made
            return made
        }
        set { current = newValue }
    }

    /// Whether the object was already made (attached or read).
    var hasObject: Bool { current != nil }
}

/// The object a ``StateObject`` keeps for one view identity, and the view's subscription to it.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectWillChangeSubscription()

    init(object: ObjectType) {
        self.object = object
    }
}

extension StateObject: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        if let existing = attachment.slot.storages[attachment.label] as? StateObjectStorage<ObjectType> {
            location.object = existing.object
            return
        }
        // First mount: the object is made now, once for this view identity.
        let storage = StateObjectStorage(object: location.object)
        storage.subscription.observe(storage.object, invalidate: attachment.invalidate)
        attachment.slot.storages[attachment.label] = storage
    }
}
