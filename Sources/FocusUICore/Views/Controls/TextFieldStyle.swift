/// How text fields look, as SwiftUI's `TextFieldStyle`: `.automatic`, `.roundedBorder`,
/// `.squareBorder`, `.plain`, or a style of your own.
///
/// A style of your own is written as in SwiftUI, around the field it is given:
///
/// ```swift
/// struct CapsuleFieldStyle: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration
///             .textFieldStyle(.plain)
///             .padding(8)
///             .background(Capsule().fill(Color.gray.opacity(0.15)))
///     }
/// }
/// ```
///
/// It applies to ``TextField`` and ``SecureField``. The field inside the style draws with the
/// standard look unless the style sets another.
public protocol TextFieldStyle {
    /// The view the style makes.
    associatedtype _Body: View
    /// The field the style is given.
    typealias _Label = _TextFieldStyleLabel

    /// The styled field, as SwiftUI's `TextFieldStyle._body(configuration:)`.
    @MainActor func _body(configuration: TextField<_Label>) -> _Body
}

/// The standard looks of a text field on GTK.
public enum TextFieldLook: Hashable, Sendable {
    /// GNOME's entry: a rounded, filled field.
    case automatic
    /// No frame or background (GTK: `gtk_entry_set_has_frame(false)`), as SwiftUI's `.plain`.
    case plain
}

/// The platform's text field, as SwiftUI's `DefaultTextFieldStyle` (a GNOME entry).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The standard style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field with a rounded border, as SwiftUI's `RoundedBorderTextFieldStyle`: GNOME's entry,
/// which is rounded.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field with a square border, as SwiftUI's macOS `SquareBorderTextFieldStyle`: GNOME's
/// entry (GNOME has no square one).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field without a frame or background, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's field.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded field (GNOME's entry).
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A square-bordered field (GNOME's entry).
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A field without a frame.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A text field style as the environment holds it.
enum TextFieldStyleChoice {
    case standard(TextFieldLook)
    case custom(AnyTextFieldStyle)
}

/// A custom ``TextFieldStyle``, type-erased.
@MainActor
struct AnyTextFieldStyle {
    let body: (TextField<_TextFieldStyleLabel>) -> AnyView

    init<S: TextFieldStyle>(_ style: S) {
        body = { AnyView(style._body(configuration: $0)) }
    }
}

struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldStyleChoice { .standard(.automatic) }
}

extension EnvironmentValues {
    /// The text field style here (``View/textFieldStyle(_:)``).
    var textFieldStyle: TextFieldStyleChoice {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the text fields and secure fields in this view, as SwiftUI's
    /// `textFieldStyle(_:)`. `.plain` draws the field without a frame; `.automatic`,
    /// `.roundedBorder` and `.squareBorder` are GNOME's entry.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let choice: TextFieldStyleChoice
        switch style {
        case is PlainTextFieldStyle: choice = .standard(.plain)
        case is DefaultTextFieldStyle, is RoundedBorderTextFieldStyle, is SquareBorderTextFieldStyle:
            choice = .standard(.automatic)
        default: choice = .custom(AnyTextFieldStyle(style))
        }
        return modified(.environment { $0.textFieldStyle = choice })
    }
}
