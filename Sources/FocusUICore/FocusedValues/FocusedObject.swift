import Observation

/// A property wrapper type for an observable object supplied by the focused view or one of its
/// ancestors, as SwiftUI's `FocusedObject`.
///
/// ```swift
/// struct DocumentCommands: Commands {
///     @FocusedObject private var document: Document?
///
///     var body: some Commands {
///         CommandGroup(after: .saveItem) {
///             Button("Save") { document?.save() }
///                 .keyboardShortcut("s")
///                 .disabled(document == nil || document?.isSaved == true)
///         }
///     }
/// }
///
/// // In the editor:
/// TextEditor(text: $document.text)
///     .focusedObject(document)
/// ```
///
/// The object is `nil` when no view in the key window publishes one of this type
/// (``View/focusedObject(_:)``, or ``View/focusedSceneObject(_:)`` for the whole window).
/// The view, app or commands that declare it are re-evaluated when focus brings another object
/// (contract rule 19) and after the object sends `objectWillChange`.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject> {
    let location = FocusedValueLocation()

    /// A new property wrapper for the given object type.
    public init() {}

    /// The underlying value referenced by the focused object, or `nil`.
    @MainActor public var wrappedValue: ObjectType? {
        location.registry?.values[FocusedObjectKey<ObjectType>.self]
    }

    /// A projection of the focused object that creates bindings to its properties, or `nil`.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
        wrappedValue.map { ObservedObject<ObjectType>.Wrapper(object: $0) }
    }
}

extension FocusedObject: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        let keyPath = FocusedValues.keyPath(for: FocusedObjectKey<ObjectType>.self)
        attachFocusedValueReader(keyPath: keyPath, location: location, attachment: attachment)
        // The object the reader sees now is observed; another one (focus moved) replaces it.
        let label = attachment.label + ".object"
        let subscription =
            attachment.slot.storages[label] as? ObjectWillChangeSubscription ?? ObjectWillChangeSubscription()
        attachment.slot.storages[label] = subscription
        if let object = wrappedValue {
            subscription.observe(object, invalidate: attachment.invalidate)
        } else {
            subscription.stop()
        }
    }
}

extension FocusedValue {
    /// A reader of the `@Observable` object of type `objectType` published by the focused view
    /// or one of its ancestors with ``View/focusedValue(_:)``, as SwiftUI's `init(_:)` for
    /// observable objects:
    ///
    /// ```swift
    /// @FocusedValue(Document.self) private var document
    /// ```
    ///
    /// Readers are re-evaluated when focus brings another object (contract rule 19), and, in a
    /// view, when a property the view read changes (Observation).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(FocusedValues.keyPath(for: FocusedObservableKey<Value>.self))
    }
}

extension View {
    /// Supplies an observable object to the focused view hierarchy (`@FocusedObject` readers),
    /// as SwiftUI's `focusedObject(_:)`: visible while focus is in this view, in the key window.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        focusedValue(FocusedValues.keyPath(for: FocusedObjectKey<T>.self), object)
    }

    /// Supplies an observable object to `@FocusedObject` readers while this view's window is
    /// the key window, wherever focus is in it, as SwiftUI's `focusedSceneObject(_:)`.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        focusedSceneValue(FocusedValues.keyPath(for: FocusedObjectKey<T>.self), object)
    }

    /// Supplies an `@Observable` object to `@FocusedValue(T.self)` readers while focus is in
    /// this view, as SwiftUI's `focusedValue(_:)` for observable objects.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        focusedValue(FocusedValues.keyPath(for: FocusedObservableKey<T>.self), object)
    }

    /// Supplies an `@Observable` object to `@FocusedValue(T.self)` readers while this view's
    /// window is the key window, as SwiftUI's `focusedSceneValue(_:)` for observable objects.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        focusedSceneValue(FocusedValues.keyPath(for: FocusedObservableKey<T>.self), object)
    }
}
