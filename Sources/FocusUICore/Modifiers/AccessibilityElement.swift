/// How a view made an accessibility element treats the views it holds, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case ignore, contain, combine
    }

    private let kind: Kind

    /// The element stands alone: screen readers do not see the texts and images it holds. Name
    /// it with `.accessibilityLabel`.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The element holds its views, which screen readers see one by one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The element is named by the texts it holds, in order, joined by commas ("Alan Turing,
    /// alan@example.org"); screen readers do not see them one by one.
    public static let combine = AccessibilityChildBehavior(kind: .combine)

    /// Whether the texts and images inside are left out of the accessibility tree.
    var mergesChildren: Bool { kind != .contain }
    /// Whether the element is named by the texts inside.
    var combinesNames: Bool { kind == .combine }
}

extension View {
    /// Makes the view one element for screen readers, as SwiftUI's
    /// `accessibilityElement(children:)`: `.combine` names it by the texts it holds, `.ignore`
    /// leaves them out (give it an `.accessibilityLabel`), `.contain` keeps them.
    ///
    /// ```swift
    /// HStack {
    ///     Image(systemName: "person.circle")
    ///     Text(contact.name)
    ///     Text(contact.email)
    /// }
    /// .accessibilityElement(children: .combine)
    /// ```
    ///
    /// On GTK the view's widget (a stack's `GtkBox`) takes the name; the texts and images
    /// inside get the accessible state `HIDDEN`, so AT-SPI leaves them out. A list row named by
    /// its texts is named by the element's name. Different on GTK: a control inside (a button,
    /// a toggle) stays its own element, because it takes keyboard focus on its own and a screen
    /// reader must say it when it does; SwiftUI would fold its action into the element. A
    /// label given with `.accessibilityLabel` wins over the combined texts.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        AccessibilityElementView(content: self, behavior: children)
    }
}

/// The primitive behind ``View/accessibilityElement(children:)``: the content's primitive
/// carries the behaviour (its children are merged through the environment), then takes the
/// combined name of what it holds.
struct AccessibilityElementView<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let behavior: AccessibilityChildBehavior

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var context = context
        context.node.accessibilityChildren = behavior
        let start = output.count
        evaluation.expand(content, at: path.appending(.modifier), context: context, into: &output)
        guard behavior.combinesNames else { return }
        for index in output.indices.dropFirst(start) {
            // Read once into a copy (see `NavigationColumnComponent.centre`).
            var modifiers = output[index].element.modifiers
            guard modifiers.accessibilityLabel == nil else { continue }
            let name = Evaluation.spokenTexts(in: output[index].children).joined(separator: ", ")
            guard !name.isEmpty else { continue }
            modifiers.accessibilityLabel = name
            output[index].element.modifiers = modifiers
        }
    }
}

/// The environment key behind the merging of ``View/accessibilityElement(children:)``.
struct IsMergedIntoAccessibilityElementKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views here are inside a view made one accessibility element whose texts and
    /// images screen readers do not see one by one.
    var isMergedIntoAccessibilityElement: Bool {
        get { self[IsMergedIntoAccessibilityElementKey.self] }
        set { self[IsMergedIntoAccessibilityElementKey.self] = newValue }
    }
}
