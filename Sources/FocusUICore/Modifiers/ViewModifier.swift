/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value, as SwiftUI's `ViewModifier`.
///
/// Adopt the protocol when you want to create a reusable modifier that you can apply to any
/// view, and apply it with ``View/modifier(_:)``:
///
/// ```swift
/// struct BorderedCaption: ViewModifier {
///     func body(content: Content) -> some View {
///         content
///             .font(.caption)
///             .padding(10)
///             .border(.blue)
///     }
/// }
///
/// extension View {
///     func borderedCaption() -> some View {
///         modifier(BorderedCaption())
///     }
/// }
/// ```
///
/// A modifier may declare its own `@State`, `@FocusState`, `@Environment`, `@AppStorage`,
/// `@StateObject` and the other dynamic properties: they are kept per identity of the view it
/// modifies, exactly as a view's are (its place in the window, its type, its `.id`), and go
/// when that view leaves the window. `content` stands for the modified view; use it once.
@MainActor
@preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller: `content` with this modifier's changes.
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; the reconciler never asks for it.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`: this
    /// one applies first, then `modifier`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The view a ``ViewModifier``'s `body(content:)` receives: the view being modified, as
/// SwiftUI's `_ViewModifier_Content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// The body of the placeholder is never evaluated.
    public typealias Body = Never

    let expandContent: @MainActor (ViewPath, ExpansionContext, Evaluation, inout [RenderSpec]) -> Void

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        expandContent(path.appending(.content), context, evaluation, &output)
    }
}

/// A value with a modifier applied to it, as SwiftUI's `ModifiedContent`: a view with a
/// ``ViewModifier`` (``View/modifier(_:)``), or two modifiers concatenated.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// The body of a modified view is the modifier's body, evaluated by the reconciler.
    public typealias Body = Never

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        if let primitive = modifier as? any PrimitiveViewModifier {
            primitive.expand(modifying: content, at: path, context: context, in: evaluation, into: &output)
            return
        }
        // The modifier is a view of its own at this place: its type is part of its identity and
        // its dynamic properties are kept here, as a composite view's.
        let modifierPath = path.appending(.type(ObjectIdentifier(Modifier.self)))
        evaluation.attachProperties(of: modifier, at: modifierPath, context: context)
        let content = content
        let placeholder = _ViewModifier_Content<Modifier>(expandContent: {
            contentPath, context, evaluation, output in
            evaluation.expand(content, at: contentPath, context: context, into: &output)
        })
        evaluation.expand(
            modifier.body(content: placeholder), at: modifierPath, context: context, into: &output)
    }
}

extension ModifiedContent: ViewModifier, PrimitiveViewModifier
where Content: ViewModifier, Modifier: ViewModifier {
    func expand<Modified: View>(
        modifying view: Modified, at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let inner = ModifiedContent<Modified, Content>(content: view, modifier: content)
        let outer = ModifiedContent<ModifiedContent<Modified, Content>, Modifier>(
            content: inner, modifier: modifier)
        evaluation.expand(outer, at: path, context: context, into: &output)
    }
}

/// An empty, or identity, modifier, used during development to switch modifiers at compile
/// time, as SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier, PrimitiveViewModifier {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates an empty modifier.
    public init() {}

    /// The body of an empty modifier is never evaluated.
    public typealias Body = Never

    func expand<Modified: View>(
        modifying view: Modified, at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.expand(view, at: path, context: context, into: &output)
    }
}

/// A modifier the reconciler applies itself instead of asking for its body.
@MainActor
protocol PrimitiveViewModifier {
    func expand<Modified: View>(
        modifying view: Modified, at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec])
}

extension View {
    /// Applies a modifier to a view and returns a new view, as SwiftUI's `modifier(_:)`.
    ///
    /// ```swift
    /// Text("Downtown Bus")
    ///     .modifier(BorderedCaption())
    /// ```
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
