/// How a button looks: one of GNOME's (``ButtonLook``), or the view of a style of the app's own.
public enum ButtonLook: Hashable, Sendable {
    /// GNOME's default button.
    case automatic
    /// No frame and no background, not even on hover (`.buttonStyle(.plain)`; GTK: `flat` and
    /// FocusUI's `focusui-plain`).
    case plain
    /// No frame, a background on hover (`.buttonStyle(.borderless)`; GTK: `flat`).
    case borderless
    /// GNOME's default button (`.buttonStyle(.bordered)`).
    case bordered
    /// The suggested action (`.buttonStyle(.borderedProminent)`; GTK: `suggested-action`).
    case borderedProminent
    /// A link (`.buttonStyle(.link)`; GTK: `link`).
    case link
    /// A style of the app's own draws it: no frame, no padding, the style's view.
    case custom

    /// GNOME's style classes of the look, as FocusUI's GTK button carries them and its headless
    /// twin reports them.
    package var styleClasses: [String] {
        switch self {
        case .automatic, .bordered: return []
        case .plain, .custom: return ["flat", "focusui-plain"]
        case .borderless: return ["flat"]
        case .borderedProminent: return ["suggested-action"]
        case .link: return ["link"]
        }
    }

    /// Whether a button of this look is GNOME's suggested action: a prominent one, the default
    /// action (`.keyboardShortcut(.defaultAction)`), or one tinted with the accent colour
    /// (`.tint(.tint)`, whose `suggested-action` class its modifiers carry).
    package func isSuggestedAction(shortcut: KeyboardShortcut?, isAccentTinted: Bool) -> Bool {
        shortcut == .defaultAction || self == .borderedProminent || isAccentTinted
    }
}

/// A style that draws a button's look while the button keeps its behaviour (focus, Space,
/// Return, shortcuts), as SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .background { Capsule().fill(configuration.isPressed ? .blue : .gray) }
///     }
/// }
/// ```
///
/// On GTK the button is a flat `GtkButton` without padding holding the style's view;
/// `isPressed` is true while the pointer or the keyboard holds it down (its `:active` state).
public protocol ButtonStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration

    /// The button's look for `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws from, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is held down.
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?
}

/// A style that makes the whole button, behaviour included, as SwiftUI's
/// `PrimitiveButtonStyle`: its view runs ``PrimitiveButtonStyleConfiguration/trigger()`` when
/// the button should act. The standard styles (`.plain`, `.bordered`…) are primitive styles
/// too.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The button for `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` makes a button from, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

/// A standard style: it sets GNOME's look (``ButtonLook``).
public struct StandardButtonStyle: PrimitiveButtonStyle {
    let look: ButtonLook

    /// The standard button of this look (the view layer draws it itself).
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension PrimitiveButtonStyle where Self == StandardButtonStyle {
    /// The platform's default.
    public static var automatic: StandardButtonStyle { StandardButtonStyle(look: .automatic) }
    /// No frame, no background.
    public static var plain: StandardButtonStyle { StandardButtonStyle(look: .plain) }
    /// No frame; a background on hover.
    public static var borderless: StandardButtonStyle { StandardButtonStyle(look: .borderless) }
    /// A framed button.
    public static var bordered: StandardButtonStyle { StandardButtonStyle(look: .bordered) }
    /// A prominent (suggested) button.
    public static var borderedProminent: StandardButtonStyle { StandardButtonStyle(look: .borderedProminent) }
    /// A link.
    public static var link: StandardButtonStyle { StandardButtonStyle(look: .link) }
}

/// A ``ButtonStyle`` type-erased.
struct AnyButtonStyle {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
}

/// A ``PrimitiveButtonStyle`` type-erased.
struct AnyPrimitiveButtonStyle {
    let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView
}

/// The button style of a subtree.
enum ButtonStyleChoice {
    case standard(ButtonLook)
    case custom(AnyButtonStyle)
    case primitive(AnyPrimitiveButtonStyle)
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice { .standard(.automatic) }
}

extension EnvironmentValues {
    /// The button style here (``View/buttonStyle(_:)-(S)``).
    var buttonStyle: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons in this view to one of your own, as SwiftUI's
    /// `buttonStyle(_:)` taking a ``ButtonStyle``.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) }
        return modified(.environment { $0.buttonStyle = .custom(erased) })
    }

    /// Sets the style of the buttons in this view, as SwiftUI's `buttonStyle(_:)` taking a
    /// ``PrimitiveButtonStyle``: `.plain`, `.borderless`, `.bordered`, `.borderedProminent`,
    /// `.link`, `.automatic` (GNOME's looks, ``ButtonLook``), or one of your own.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        if let standard = style as? StandardButtonStyle {
            return modified(.environment { $0.buttonStyle = .standard(standard.look) })
        }
        let erased = AnyPrimitiveButtonStyle { AnyView(style.makeBody(configuration: $0)) }
        return modified(.environment { $0.buttonStyle = .primitive(erased) })
    }
}

/// The size of controls, as SwiftUI's `ControlSize`. On GTK `.small` and `.mini` are
/// FocusUI's compact style (less padding, smaller text); `.large` and `.extraLarge` more
/// padding; `.regular` GNOME's size.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Compact.
    case small
    /// GNOME's size.
    case regular
    /// Larger.
    case large
    /// Largest.
    case extraLarge

    /// The style class of the size; `nil` for GNOME's.
    package var styleClass: String? {
        switch self {
        case .mini, .small: return "focusui-size-small"
        case .regular: return nil
        case .large, .extraLarge: return "focusui-size-large"
        }
    }
}

struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of controls here (``View/controlSize(_:)``).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view, as SwiftUI's `controlSize(_:)` (see
    /// ``ControlSize``): buttons, toggle buttons, menus and fields.
    public func controlSize(_ size: ControlSize) -> some View {
        modified(.environment { $0.controlSize = size })
    }
}
