/// A control that pushes a page onto the ``NavigationStack`` it is in, as SwiftUI's
/// `NavigationLink`.
///
/// ```swift
/// NavigationLink("Sync", value: Settings.sync)          // the stack's destination for Settings
/// NavigationLink(value: note.id) { Label(note.title, systemImage: "doc") }
/// NavigationLink("About") { AboutView() }               // a destination view
/// ```
///
/// A link with a value appends it to the stack's path, and the stack shows the view of the
/// ``View/navigationDestination(for:destination:)`` registered for its type; a link with a
/// destination view pushes that view. In a ``NavigationSplitView``'s sidebar (or content
/// column), a link shows its destination in the next column instead.
///
/// On GTK it is a `GtkButton` holding the label and GNOME's `go-next-symbolic` chevron, drawn
/// in the environment's button style; its accessible name is the label's text. A link outside
/// any stack or split view, or whose value is `nil`, is disabled, as in SwiftUI; one whose value
/// has no destination in its stack does nothing when activated, with a warning.
///
/// In a ``List``'s row the row is the link, as in SwiftUI and GNOME's activatable rows: the
/// row shows the label, then a `.badge` after the link and the chevron at its trailing end (no
/// chevron in a `.sidebar` list), and no button; Return on the focused row or a click on it
/// (which focuses and selects the row first) pushes the page. Only a link that is the row's own
/// view is drawn so; one inside a stack of the row, or in a sheet or popover opened from it,
/// is a button.
///
/// - **Focus:** it is a Tab stop and a focus field like a `Button` (contract rule 20); in a list
///   row the row is the Tab stop and the focus target instead. Activating it moves focus into
///   the pushed page (its `defaultFocus` field, else its first Tab stop); going back returns
///   focus to the link (to the row).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    private enum Target {
        case value(AnyHashable?)
        case destination(Destination, isActive: Binding<Bool>?)
    }

    private let target: Target
    private let label: Label

    private init(target: Target, label: Label) {
        self.target = target
        self.label = label
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let navigation = context.environment.navigationContext
        var linkContext = context
        let action: @MainActor () -> Void
        switch target {
        case .value(let value):
            action = { if let value { navigation?.push(value) } }
            if navigation == nil || value == nil { linkContext.environment.isEnabled = false }
        case .destination(let destination, let isActive):
            let link = AnyHashable(path)
            if let isActive {
                // The deprecated `isActive:` form: the binding says whether the page is pushed.
                if isActive.wrappedValue {
                    navigation?.present(
                        NavigationContext.Presented(
                            key: link, view: AnyView(destination), dismiss: { isActive.wrappedValue = false })
                    )
                }
                action = { isActive.wrappedValue = true }
            } else {
                navigation?.register(link: link, destination: AnyView(destination))
                action = { navigation?.pushLink(link) }
            }
            if navigation == nil { linkContext.environment.isEnabled = false }
        }
        let label = label
        if let rowLink = context.environment.listRowLink, linkContext.environment.isEnabled {
            // In a list's row the row is the link, as in SwiftUI and GNOME's activatable rows:
            // a click or Return on the row pushes; a chevron at its trailing end (none in a
            // sidebar).
            var rowContext = linkContext
            rowContext.environment.listRowLink = nil
            let badge = context.environment.navigationLinkBadge
            rowContext.environment.navigationLinkBadge = nil
            evaluation.expand(
                HStack(spacing: 6) {
                    label
                    Spacer(minLength: 6)
                    if let badge { badge.badgeLook }
                    if rowLink.showsChevron { Image(iconName: "go-next-symbolic") }
                }
                .onRowLinkTap(perform: action)
                .onKeyPress(.return) {
                    action()
                    return .handled
                },
                at: path, context: rowContext, into: &output)
            return
        }
        // A disabled link in a list row keeps the row's `.badge`, before its chevron.
        let badge = context.environment.navigationLinkBadge
        linkContext.environment.navigationLinkBadge = nil
        evaluation.expand(
            Button(action: action) {
                HStack(spacing: 6) {
                    label
                    if let badge { badge.badgeLook }
                    Image(iconName: "go-next-symbolic")
                }
            },
            at: path, context: linkContext, into: &output)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, showing `label`, as SwiftUI's `init(value:label:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(target: .value(value.map { AnyHashable($0) }), label: label())
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized key that pushes `value`, as SwiftUI's `init(_:value:)`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(target: .value(value.map { AnyHashable($0) }), label: Text(titleKey))
    }

    /// A link titled `title` that pushes `value`, as SwiftUI's `init(_:value:)`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(target: .value(value.map { AnyHashable($0) }), label: Text(title))
    }
}

extension NavigationLink {
    /// A link that pushes the destination view, showing `label`, as SwiftUI's
    /// `init(destination:label:)`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(target: .destination(destination(), isActive: nil), label: label())
    }

    /// A link that pushes `destination`, showing `label`, as SwiftUI's (deprecated)
    /// `init(destination:label:)`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(target: .destination(destination, isActive: nil), label: label())
    }

    /// A link whose page is pushed while `isActive` is true, as SwiftUI's deprecated
    /// `init(destination:isActive:label:)`: activating it sets `isActive`, going back clears it.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(target: .destination(destination, isActive: isActive), label: label())
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key that pushes the destination view, as SwiftUI's
    /// `init(_:destination:)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(target: .destination(destination(), isActive: nil), label: Text(titleKey))
    }

    /// A link titled `title` that pushes the destination view, as SwiftUI's
    /// `init(_:destination:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(target: .destination(destination(), isActive: nil), label: Text(title))
    }

    /// A link titled with a localized key that pushes `destination`, as SwiftUI's (deprecated)
    /// `init(_:destination:)`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(target: .destination(destination, isActive: nil), label: Text(titleKey))
    }

    /// A link titled `title` that pushes `destination`, as SwiftUI's (deprecated)
    /// `init(_:destination:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(target: .destination(destination, isActive: nil), label: Text(title))
    }
}

/// A ``NavigationLink`` of any label and destination, for `.badge` to recognise one.
protocol NavigationLinkView {}

extension NavigationLink: NavigationLinkView {}

/// The environment key of the badge of the navigation link in a list row; `nil` without one.
struct NavigationLinkBadgeKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

extension EnvironmentValues {
    /// The `.badge` of the navigation link in a list row, shown before its chevron.
    var navigationLinkBadge: Text? {
        get { self[NavigationLinkBadgeKey.self] }
        set { self[NavigationLinkBadgeKey.self] = newValue }
    }
}
