/// A title with an icon, as SwiftUI's `Label`: the icon before the title in a row. The title
/// is what screen readers read; the icon is decoration.
///
/// ```swift
/// Section {
///     Label("Notifications", systemImage: "bell")
///     Label { Text("Storage").bold() } icon: { Image(systemName: "internaldrive") }
/// }
/// .labelStyle(.titleAndIcon)
/// ```
///
/// `.labelStyle(.titleOnly)` and `.labelStyle(.iconOnly)` show one of the two; with the icon
/// only, the title still names it for screen readers. In a toolbar button (a ``Button`` in a
/// ``ToolbarItem``, GTK: the window's header bar) the automatic style is the icon only, as
/// SwiftUI's toolbars on macOS and GNOME's header bars show it; the button shows its title as
/// its tooltip.
public struct Label<Title: View, Icon: View>: View {
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon

    /// A label made of a title view and an icon view, as SwiftUI's `Label(title:icon:)`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon, then the title, as the environment's label style shows them.
    public var body: some View {
        LabelPrimitive(title: AnyView(title), icon: AnyView(icon))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with the icon nearest to the SF Symbol `systemImage`
    /// (``Image/init(systemName:)``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label titled with a localized key with the icon nearest to the SF Symbol
    /// `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// A label titled `title` with the freedesktop icon `iconName` (FocusKit addition).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, iconName: String) {
        self.init(title: { Text(title) }, icon: { Image(iconName: iconName) })
    }

    /// A label titled `title` with the image `name` from the app's resources
    /// (`Image(_:)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// What a ``Label`` shows, as SwiftUI's label styles.
public enum LabelStyle: Hashable, Sendable {
    /// The context's choice: the icon only in a toolbar button, else the title and the icon.
    case automatic
    /// The title and the icon.
    case titleAndIcon
    /// The title only.
    case titleOnly
    /// The icon only; the title names it for screen readers.
    case iconOnly
}

struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyle { .automatic }
}

extension EnvironmentValues {
    /// The label style here (``View/labelStyle(_:)``).
    var labelStyle: LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the ``Label``s in this view show, as SwiftUI's `labelStyle(_:)`: `.titleOnly`,
    /// `.iconOnly`, `.titleAndIcon` or `.automatic`.
    public func labelStyle(_ style: LabelStyle) -> some View {
        modified(.environment { $0.labelStyle = style })
    }
}

/// The row a ``Label`` is: its icon and its title as the label style says.
struct LabelPrimitive: View {
    let title: AnyView
    let icon: AnyView
    @Environment(\.labelStyle) private var style

    var body: some View {
        switch style {
        case .titleOnly:
            AnyView(title)
        case .iconOnly:
            AnyView(LabelIconOnly(title: title, icon: icon))
        case .automatic, .titleAndIcon:
            AnyView(
                HStack(spacing: 6) {
                    icon
                    title
                })
        }
    }
}

/// A label showing its icon only, named by its title.
struct LabelIconOnly: View, PrimitiveView {
    typealias Body = Never
    let title: AnyView
    let icon: AnyView

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var context = context
        if context.node.accessibilityLabel == nil {
            context.node.accessibilityLabel = evaluation.labelText(title, at: path, context: context)
        }
        evaluation.expand(icon, at: path.appending(.content), context: context, into: &output)
    }
}
