/// A property wrapper type for an observable object that a parent or ancestor view supplies,
/// as SwiftUI's `EnvironmentObject`.
///
/// An environment object invalidates the current view whenever the observable object changes.
/// Supply it with ``View/environmentObject(_:)`` on an ancestor:
///
/// ```swift
/// struct LibraryView: View {
///     @EnvironmentObject var library: Library
///
///     var body: some View {
///         Text("\(library.books.count) books")
///     }
/// }
///
/// ContentView()
///     .environmentObject(library)
/// ```
///
/// If no ancestor supplied an object of this type, reading it stops the program with
/// SwiftUI's message naming the type. Sheets, alerts and dialogs see the objects of the view
/// that presents them; other windows (scenes) need their own `.environmentObject(_:)`, as in
/// SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    let location = EnvironmentObjectLocation<ObjectType>()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    @MainActor public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError(Self.missingMessage)
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties
    /// (`$library.title`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject {
    /// What reading a missing object says, in SwiftUI's words.
    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
            + "\(ObjectType.self) may be missing as an ancestor of this view."
    }
}

/// The class-typed handle inside an ``EnvironmentObject`` that the reconciler fills in.
final class EnvironmentObjectLocation<ObjectType: ObservableObject> {
    var object: ObjectType?
}

extension EnvironmentObject: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        let object =
            attachment.environment.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        location.object = object
        let subscription =
            attachment.slot.storages[attachment.label] as? ObjectWillChangeSubscription
            ?? ObjectWillChangeSubscription()
        attachment.slot.storages[attachment.label] = subscription
        if let object {
            subscription.observe(object, invalidate: attachment.invalidate)
        } else {
            subscription.stop()
        }
    }
}

/// The environment key of the objects supplied with `.environmentObject(_:)`, by type.
struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// The objects supplied with `.environmentObject(_:)` here, by their type.
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Supplies an observable object to a view's hierarchy, as SwiftUI's
    /// `environmentObject(_:)`: every ``EnvironmentObject`` of type `T` in this view and its
    /// descendants (and in the sheets and alerts they present) reads `object`.
    ///
    /// ```swift
    /// WindowGroup("Library") {
    ///     LibraryView()
    ///         .environmentObject(library)
    /// }
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modified(.environment { $0.environmentObjects[ObjectIdentifier(T.self)] = object })
    }
}
