/// The value one window of a `WindowGroup(for:)` presents: given by `openWindow(value:)`, `nil`
/// for a window opened without one (at launch, New Window), writable by the window's content
/// through its binding. Owned by the window's entry in the ``AppHost``.
@MainActor
final class PresentedWindowValue {
    /// The presented value.
    var value: AnyHashable? {
        didSet { if value != oldValue, !isSettingDefault { didChange() } }
    }
    private var isSettingDefault = false
    /// Re-renders the window after its content wrote the value.
    var didChange: @MainActor () -> Void = {}

    init(value: AnyHashable?) {
        self.value = value
    }

    /// A binding to the value as its declared type.
    func binding<Data: Hashable>(as type: Data.Type) -> Binding<Data?> {
        let (read, wrap) = (Self.reader(of: type), Self.wrapper(of: type))
        return Binding(get: { read(self.value) }, set: { self.value = $0.map(wrap) })
    }

    /// A binding to the value as its declared type, which is never `nil`: a window opened
    /// without a value starts from `defaultValue`, stored at once.
    func binding<Data: Hashable>(as type: Data.Type, defaultValue: @escaping () -> Data)
        -> Binding<Data>
    {
        let (read, wrap) = (Self.reader(of: type), Self.wrapper(of: type))
        if read(value) == nil {
            // Stored while the window renders: no second render for it.
            isSettingDefault = true
            value = wrap(defaultValue())
            isSettingDefault = false
        }
        return Binding(get: { read(self.value) ?? defaultValue() }, set: { self.value = wrap($0) })
    }

    /// Reads a presented value as `type`; made outside the main actor, so that the bindings'
    /// closures do not capture the type.
    private nonisolated static func reader<Data>(of type: Data.Type) -> (AnyHashable?) -> Data? {
        { $0?.base as? Data }
    }

    /// Wraps a value of `type` for storage; made outside the main actor, as ``reader(of:)``.
    private nonisolated static func wrapper<Data: Hashable>(of type: Data.Type) -> (Data) -> AnyHashable {
        { AnyHashable($0) }
    }
}

/// What a `WindowGroup(for:)` declares about the values its windows present.
struct ScenePresentation {
    /// The type of the values (`D` of `WindowGroup(for: D.self)`).
    let valueType: ObjectIdentifier
    /// The type's name, for messages.
    let typeName: String
    /// Builds a window's content for its value.
    let makeContent: @MainActor (PresentedWindowValue) -> AnyView
}

/// The content of a window of a `WindowGroup(for:)`: the group's view for the window's
/// presented value, as SwiftUI's `PresentedWindowContent`.
public struct PresentedWindowContent<Data, Content: View>: View {
    let box: PresentedWindowValue
    let content: @MainActor (PresentedWindowValue) -> Content

    /// The group's view for this window's value.
    public var body: some View {
        content(box)
    }
}
