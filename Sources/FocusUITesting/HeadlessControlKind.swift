/// What a ``HeadlessControl`` is, by the view that made it.
public enum HeadlessControlKind: Sendable, Equatable, CustomStringConvertible {
    /// A `TextField`.
    case textField
    /// A `SecureField`.
    case secureField
    /// The search field of `.searchable` (found by its prompt, "Search" by default).
    case searchField
    /// A `Button`.
    case button
    /// A `Text`.
    case text
    /// A `Toggle`, whatever its style.
    case toggle
    /// A `Picker`.
    case picker
    /// A `Stepper`.
    case stepper
    /// A `Link`.
    case link
    /// A `Slider` (found by its label's text).
    case slider
    /// A `TextEditor` (found by its `.accessibilityLabel`).
    case textEditor
    /// A `Menu`.
    case menu
    /// An `Image` (found by its icon name, file name or `.accessibilityLabel`).
    case image
    /// A `ProgressView` (found by its label).
    case progressView
    /// A `DisclosureGroup`'s header (found by its label's text).
    case disclosureGroup

    /// The view's name, as written in Swift.
    public var description: String {
        switch self {
        case .textField: return "TextField"
        case .secureField: return "SecureField"
        case .searchField: return "searchable"
        case .button: return "Button"
        case .text: return "Text"
        case .toggle: return "Toggle"
        case .picker: return "Picker"
        case .stepper: return "Stepper"
        case .link: return "Link"
        case .slider: return "Slider"
        case .textEditor: return "TextEditor"
        case .menu: return "Menu"
        case .image: return "Image"
        case .progressView: return "ProgressView"
        case .disclosureGroup: return "DisclosureGroup"
        }
    }
}
