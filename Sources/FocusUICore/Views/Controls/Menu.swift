/// A control that shows a menu of actions when clicked, as SwiftUI's `Menu` (GTK: a
/// `GtkMenuButton` labelled with the title, whose popover lists the items).
///
/// ```swift
/// @FocusState private var focusedControl: Control?
///
/// Menu("Export") {
///     Button("As PDF") { exportPDF() }
///     Button("As HTML") { exportHTML() }
///     Divider()
///     Menu("More") {
///         Button("As Plain Text") { exportText() }
///     }
/// }
/// .focused($focusedControl, equals: .export)
/// ```
///
/// The content is read as menu items: a ``Button`` is an item that runs its action (greyed out
/// with `.disabled(true)`), a ``Text`` a label that cannot be chosen, a ``Divider`` starts a new
/// section, a nested `Menu` is a submenu. Other views cannot be shown in a GTK menu: each is
/// reported once as a warning and left out. Modifiers on the items other than `.disabled`
/// (`.focused`, `.help`, …) have nothing to act on there.
///
/// The menu is a Tab stop and a focus field as a button is (contract rule 20):
/// - **Focus in:** Tab or a click focuses it; a `.focused` state bound to it reads its value,
///   and keeps it while the menu is open (the popover belongs to the button).
/// - **Focus out:** the state becomes `nil` when focus leaves, or when the menu is removed,
///   hidden or disabled while focused.
/// - **Write:** assigning its value focuses the button without opening the menu; Space or
///   Return opens it.
///
/// The title is its accessible name.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let title: String?
    let label: Label?
    /// The items.
    public let content: Content

    /// A menu whose button shows `label`, as SwiftUI's `Menu(content:label:)`. The button
    /// shows the label's text and the icon of an ``Image`` in it (an image alone gives an
    /// icon button, as GNOME's header bars have); the text names it for screen readers. In a
    /// toolbar a label with an icon shows the icon alone, its text being the tooltip, as the
    /// toolbar's buttons and SwiftUI's toolbar menus on macOS.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let shown = evaluation.labelTextAndIcon(label, at: path, context: context)
        let text = title ?? shown.text
        let icon = shown.icon
        var items: [RenderSpec] = []
        evaluation.expand(content, at: path.appending(.content), context: context.forChildren, into: &items)
        var component = MenuComponent(
            title: text, iconName: icon, items: MenuItems(MenuItem.items(from: items)))
        component.unmappedSystemName = shown.unmappedSystemName
        var context = context
        if icon != nil, context.environment.toolbarItemPlacement != nil,
            context.environment.labelStyle == .automatic
        {
            // A header bar's buttons are icons (GNOME HIG, "Header Bars"), as SwiftUI's toolbar
            // menus on macOS are; the title is the tooltip, as for a toolbar's buttons.
            component.showsIconOnly = true
            if context.node.help == nil, !text.isEmpty { context.node.help = text }
        }
        evaluation.emit(component, at: path, context: context, into: &output)
    }
}

extension Menu where Label == Text {
    /// A menu titled `title` with the built items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        label = nil
        self.content = content()
    }

    /// A menu titled with a localized key with the built items.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.plainText, content: content)
    }
}

extension Menu where Label == FocusUICore.Label<Text, Image> {
    /// A menu titled `title` with an icon, as SwiftUI's `Menu(_:systemImage:content:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FocusUICore.Label(title, systemImage: systemImage) }
    }
}

/// A ``Menu`` (GTK: `GtkMenuButton` with a menu model of its items).
public struct MenuComponent: ViewComponent {
    /// The title.
    public var title: String
    /// The freedesktop icon its button shows, from an ``Image`` in its label.
    public var iconName: String?
    /// Whether its button has a frame (`.menuStyle(.borderlessButton)` has none).
    public var hasFrame: Bool = true
    /// Whether its button shows the icon alone, the title being its tooltip and its name (in a
    /// toolbar, as a header bar's buttons are).
    public var showsIconOnly = false
    /// The SF Symbol of an `Image(systemName:)` in its label when no freedesktop icon is close
    /// to it (the button shows `image-missing`); `nil` otherwise.
    package var unmappedSystemName: String?

    /// The warning the renderers give once for an SF Symbol without a close icon, if any.
    package var unmappedSymbolWarning: String? {
        unmappedSystemName.map {
            ImageComponent.unmappedSymbolWarning(
                shownBy: "Menu \"\(title)\": its label's Image(systemName: \"\($0)\")",
                remedy: "use Label(_:iconName:) with a name from the icon theme")
        }
    }
    /// The items, in order.
    public var items: MenuItems
    /// Tinted as GNOME's button styles.
    public static var tintKind: ComponentTintKind { .action }
    /// The title.
    public var accessibleName: String? { title }
    /// The title.
    public var describedTitle: String { title }
}

/// A menu's items, equal when they have the same shape (kinds, titles, enabled states,
/// submenus), whatever their actions.
public struct MenuItems: Equatable {
    /// The items.
    public var items: [MenuItem]

    /// Wraps `items`.
    public init(_ items: [MenuItem]) {
        self.items = items
    }

    /// Same shape.
    public static func == (lhs: MenuItems, rhs: MenuItems) -> Bool {
        lhs.items.map(\.shape) == rhs.items.map(\.shape)
    }
}

/// How menus look, as SwiftUI's menu styles.
public enum MenuStyle: Hashable, Sendable {
    /// The platform's: GNOME's menu button.
    case automatic
    /// A button (GNOME's menu button).
    case button
    /// A button without a frame, as header bars show them (GTK: `has-frame` off).
    case borderlessButton
}

struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: MenuStyle { .automatic }
}

extension EnvironmentValues {
    /// The style of the menus here (``View/menuStyle(_:)``).
    var menuStyle: MenuStyle {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the menus in this view, as SwiftUI's `menuStyle(_:)`: `.button` and
    /// `.automatic` are GNOME's menu button, `.borderlessButton` one without a frame.
    public func menuStyle(_ style: MenuStyle) -> some View {
        modified(.environment { $0.menuStyle = style })
    }
}
