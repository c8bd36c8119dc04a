/// A two-way reference to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// Made from a `@State` (`$username`), from closures, or as a constant; `$model.name` reaches
/// into a bound value through dynamic member lookup. Also a property wrapper:
/// `@Binding var text: String` in a child view.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
    }

    /// Lets a child view declare `@Binding var text: String` and be passed `$text`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    @MainActor public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value; writing it writes the source of truth.
    @MainActor public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, so that `$text` works inside a child view.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value: `$model.name`.
    @MainActor public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
        Subject
    > {
        let base = self
        return Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = base.wrappedValue
                value[keyPath: keyPath] = newValue
                base.wrappedValue = value
            })
    }
}
