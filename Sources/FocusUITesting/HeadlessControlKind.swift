/// What a ``HeadlessControl`` is, by the view that made it: the name you find a control by in a
/// test, as in `window.control(.toggle, "Wi-Fi")`.
///
/// A kind is the view's name as written in Swift (`"TextField"`, `"Toggle"`), so two kinds are
/// the same kind exactly when their names are equal, and `"\(kind)"` prints that name in a
/// test's failure message. FocusUI's own views have the kinds below. A package that adds a view
/// of its own (see FocusUI's "Adding a control" article) declares its kind next to the view's
/// headless renderer and returns it from the renderer's `controlKind`:
///
/// ```swift
/// extension HeadlessControlKind {
///     public static let colorWell = HeadlessControlKind("ColorWell")
/// }
/// ```
///
/// Its tests then find the view as any built-in one: `window.control(.colorWell, "Accent")`.
/// Pick the name of your view, not one of FocusUI's: a kind named `"Button"` is ``button``.
public struct HeadlessControlKind: Hashable, Sendable, CustomStringConvertible {
    /// The view's name, as written in Swift (`"TextField"`; `"searchable"` for the search field
    /// of `.searchable`).
    public let name: String

    /// The kind of the view named `name`, as written in Swift (`"ColorWell"`).
    public init(_ name: String) {
        self.name = name
    }

    /// The view's name, as written in Swift.
    public var description: String { name }

    /// A `TextField`.
    public static let textField = HeadlessControlKind("TextField")
    /// A `SecureField`.
    public static let secureField = HeadlessControlKind("SecureField")
    /// The search field of `.searchable` (found by its prompt, "Search" by default).
    public static let searchField = HeadlessControlKind("searchable")
    /// A `Button`.
    public static let button = HeadlessControlKind("Button")
    /// A `Text`.
    public static let text = HeadlessControlKind("Text")
    /// A `Toggle`, whatever its style.
    public static let toggle = HeadlessControlKind("Toggle")
    /// A `Picker`.
    public static let picker = HeadlessControlKind("Picker")
    /// A `Stepper`.
    public static let stepper = HeadlessControlKind("Stepper")
    /// A `Link`.
    public static let link = HeadlessControlKind("Link")
    /// A `Slider` (found by its label's text).
    public static let slider = HeadlessControlKind("Slider")
    /// A `TextEditor` (found by its `.accessibilityLabel`).
    public static let textEditor = HeadlessControlKind("TextEditor")
    /// A `Menu`.
    public static let menu = HeadlessControlKind("Menu")
    /// An `Image` (found by its icon name, file name or `.accessibilityLabel`).
    public static let image = HeadlessControlKind("Image")
    /// A `ProgressView` (found by its label).
    public static let progressView = HeadlessControlKind("ProgressView")
    /// A `DisclosureGroup`'s header (found by its label's text).
    public static let disclosureGroup = HeadlessControlKind("DisclosureGroup")
}
