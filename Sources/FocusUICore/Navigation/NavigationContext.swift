/// What the views inside one ``NavigationStack`` (or one column of a ``NavigationSplitView``)
/// reach during one render: the destinations registered by `.navigationDestination`, the
/// destination views of `NavigationLink(destination:)`, and how to push a page. Made afresh
/// for every render; a link's action keeps the context of the render it was made in, whose
/// registrations are then complete.
@MainActor
final class NavigationContext {
    /// A destination shown while a binding says so (`navigationDestination(isPresented:)`,
    /// `navigationDestination(item:)`).
    struct Presented {
        /// The modifier's identity.
        let key: AnyHashable
        /// The page's view.
        let view: AnyView
        /// Sets the binding back (`false`, `nil`).
        let dismiss: @MainActor () -> Void
    }

    /// The destinations of `navigationDestination(for:)`, by the type of value they show.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// The destination views of `NavigationLink(destination:)`s, by the link's identity.
    private(set) var linkDestinations: [AnyHashable: AnyView] = [:]
    /// The presented destinations, in the order the tree declares them.
    private(set) var presented: [Presented] = []
    /// Pushes a value: `false` when the stack's path cannot hold it.
    private let pushValue: @MainActor (AnyHashable) -> Bool
    /// Pushes the destination of the link with this identity.
    private let pushLinkAction: @MainActor (AnyHashable) -> Void
    /// Reports a mistake in the app's navigation, once per message.
    let warn: @MainActor (String) -> Void

    init(
        pushValue: @escaping @MainActor (AnyHashable) -> Bool,
        pushLink: @escaping @MainActor (AnyHashable) -> Void,
        warn: @escaping @MainActor (String) -> Void
    ) {
        self.pushValue = pushValue
        self.pushLinkAction = pushLink
        self.warn = warn
    }

    /// `navigationDestination(for: type)`: the last one for a type wins, as in SwiftUI.
    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(destination) }
    }

    /// `NavigationLink(destination:)`: its destination view, for the page it pushes.
    func register(link: AnyHashable, destination: AnyView) {
        linkDestinations[link] = destination
    }

    /// `navigationDestination(isPresented:)` or `(item:)` that is presented now.
    func present(_ presented: Presented) {
        self.presented.append(presented)
    }

    /// The page for `value`, or `nil` when no destination shows its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }

    /// A `NavigationLink(value:)` was activated: pushes the value's page, or says why not.
    func push(_ value: AnyHashable) {
        let typeName = String(describing: type(of: value.base))
        guard destinations[ObjectIdentifier(type(of: value.base))] != nil else {
            warn(
                "a NavigationLink presents a value of type \(typeName), but no navigationDestination(for: "
                    + "\(typeName).self) is in its stack; the link does nothing")
            return
        }
        if !pushValue(value) {
            warn(
                "a NavigationLink presents a value of type \(typeName), which its stack's path cannot hold; "
                    + "the link does nothing")
        }
    }

    /// A `NavigationLink(destination:)` was activated: pushes its destination.
    func pushLink(_ link: AnyHashable) {
        pushLinkAction(link)
    }
}

/// The environment key of the ``NavigationContext`` of the nearest stack or split view column.
struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation context links and destinations inside this view reach; `nil` outside any
    /// `NavigationStack` or `NavigationSplitView`.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
