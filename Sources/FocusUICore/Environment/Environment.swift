import Observation

/// Reads a value from the view's environment: `@Environment(\.dismiss) var dismiss`, or an
/// `@Observable` model an ancestor supplied with `.environment(model)`:
/// `@Environment(Library.self) private var library`.
///
/// The reconciler points the wrapper at the environment of the view's position each time the
/// view is evaluated; outside a mounted view it reads default values.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value
    let location = EnvironmentLocation()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of type `objectType` that an ancestor supplied with
    /// ``View/environment(_:)``, as SwiftUI's `init(_:)` for observable objects.
    ///
    /// ```swift
    /// @Observable final class Library { var books: [Book] = [] }
    ///
    /// struct LibraryView: View {
    ///     @Environment(Library.self) private var library
    ///
    ///     var body: some View {
    ///         Text("\(library.books.count) books")
    ///     }
    /// }
    /// ```
    ///
    /// If no ancestor supplied one, reading it stops the program with SwiftUI's message naming
    /// the type; declare the property optional (`Library?`) to read `nil` instead. The view's
    /// window renders again when a property it read changes (Observation).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.observableObjects[ObjectIdentifier(objectType)] as? Value else {
                fatalError(missingObservableMessage(objectType))
            }
            return object
        }
    }

    /// Reads the `@Observable` object of type `objectType` that an ancestor supplied with
    /// ``View/environment(_:)``, or `nil` when none did.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.observableObjects[ObjectIdentifier(objectType)] as? T }
    }

    /// The current value.
    @MainActor public var wrappedValue: Value {
        read(location.values ?? EnvironmentValues())
    }
}

/// What reading a missing `@Environment(Model.self)` says, in SwiftUI's words.
func missingObservableMessage(_ type: Any.Type) -> String {
    "No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as "
        + "an ancestor of this view."
}

/// The class-typed handle inside an ``Environment`` that the reconciler fills in.
final class EnvironmentLocation {
    var values: EnvironmentValues?
}

extension Environment: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        location.values = attachment.environment
    }
}

/// The environment key of the `@Observable` objects supplied with `.environment(_:)`, by type.
struct ObservableObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// The `@Observable` objects supplied with `.environment(_:)` here, by their type.
    var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }
}

extension View {
    /// Places an observable object in the view's environment, as SwiftUI's `environment(_:)`:
    /// every `@Environment(T.self)` in this view and its descendants (and in the sheets and
    /// alerts they present) reads `object`; `nil` removes it.
    ///
    /// ```swift
    /// ContentView()
    ///     .environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modified(.environment { $0.observableObjects[ObjectIdentifier(T.self)] = object })
    }
}
