/// What a ``HeadlessControl`` is, by the view that made it.
public enum HeadlessControlKind: Sendable, Equatable, CustomStringConvertible {
    /// A `TextField`.
    case textField
    /// A `SecureField`.
    case secureField
    /// A `Button`.
    case button
    /// A `Text`.
    case text

    /// The view's name, as written in Swift.
    public var description: String {
        switch self {
        case .textField: return "TextField"
        case .secureField: return "SecureField"
        case .button: return "Button"
        case .text: return "Text"
        }
    }
}
