/// A piece of user interface, described as a value, as in SwiftUI.
///
/// A view is cheap and short-lived: the reconciler re-creates it on every evaluation of its
/// parent's `body`. What must persist (`@State`, `@FocusState`) lives in storage that the
/// reconciler keeps per structural position and re-attaches to each new instance.
///
/// Primitive views (``Text``, ``TextField``, ``VStack``, …) have `Body == Never`; the
/// reconciler turns them into render nodes instead of asking for their body.
@MainActor
@preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view; evaluated by the reconciler whenever a state it may read
    /// changes.
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    /// Never called: primitive views have no body.
    public var body: Never {
        fatalError("Never has no body")
    }
}

extension View where Body == Never {
    /// Primitive views have no body; the reconciler never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
