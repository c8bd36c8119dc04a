import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects, as SwiftUI's `Bindable`.
///
/// Use it for an `@Observable` model a view receives, to bind its properties to controls:
///
/// ```swift
/// @Observable final class Book {
///     var title = "Sample Book Title"
///     var isAvailable = true
/// }
///
/// struct BookEditView: View {
///     @Bindable var book: Book
///
///     var body: some View {
///         Form {
///             TextField("Title", text: $book.title)
///             Toggle("Book is available", isOn: $book.isAvailable)
///         }
///     }
/// }
/// ```
///
/// Inside a `body`, `@Bindable var library = library` makes bindings to a model read from the
/// environment. The view renders again when a property it read changes (Observation); the
/// wrapper itself keeps no state.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Returns a binding to the value of a given key path.
    @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
