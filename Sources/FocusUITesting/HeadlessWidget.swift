import FocusKit
import FocusKitTestSupport
import FocusUICore

/// One node of the view layer in the headless backend: its renderer (which made its fake-toolkit
/// nodes), the element it shows now, and what the shared modifiers set on it, as a GTK widget
/// remembers them.
@MainActor
final class HeadlessWidget {
    /// The renderer; `nil` for a window's root container.
    let renderer: (any AnyHeadlessRenderer)?
    /// The node registered for `.focused` and inserted into the parent.
    let node: FocusNodeID
    /// The node's name in diagnostics: its kind and title when it was made (`textField(Name)`).
    let name: String
    /// Children in order, as the reconciler inserted them.
    var children: [HeadlessWidget] = []
    /// The newest element the reconciler gave this widget.
    var element: Element?
    /// Whether the widget accepts input (`gtk_widget_get_sensitive`).
    var isSensitive = true
    /// Whether it is hidden (`.hidden()`; `gtk_widget_set_visible(false)`).
    var isHidden = false
    /// The window a toolbar item belongs to (its node is in the window's header bar).
    var window: FocusWindowID?
    /// Whether the reconciler removed it.
    var isRemoved = false
    /// How many times an update had to set the text the widget shows because the element
    /// differed (must stay zero while the user types: no echo).
    var textSetCount = 0
    /// How many times an update had to set a toggle's, picker's or stepper's value because the
    /// element differed (must stay zero while the user operates the control).
    var valueSetCount = 0
    /// The text last set on a widget without editable text.
    var text = ""

    init(renderer: (any AnyHeadlessRenderer)?, node: FocusNodeID, name: String) {
        self.renderer = renderer
        self.node = node
        self.name = name
    }

    /// What it is, by the name it was made with (`textField`, `vStack`, `button`…); `nil` for
    /// a window's root.
    var kind: HeadlessNodeKind? {
        renderer == nil ? nil : HeadlessNodeKind(rawValue: String(name.prefix { $0 != "(" }))
    }

    /// This widget and its descendants, depth first.
    var subtree: [HeadlessWidget] { [self] + children.flatMap(\.subtree) }

    /// Whether the widget contains the node (the entry itself or its inner text node, a
    /// picker's segment).
    func contains(_ focus: FocusNodeID?) -> Bool {
        guard let focus else { return false }
        return renderer?.contains(focus) ?? (node == focus)
    }

    /// The node `.focused` registers and text is edited through: the renderer's
    /// ``HeadlessComponentRenderer/focusNode`` (a search bar's entry), else ``node``.
    var focusNode: FocusNodeID { renderer?.focusNode ?? node }

    /// The node holding a field's or editor's editable text.
    var textNode: FocusNodeID? { (renderer?.base as? any HeadlessTextInput)?.textNode }

    /// The renderer as a capability (``HeadlessToggleState``, ``HeadlessChoice``…).
    func capability<T>(_ type: T.Type) -> T? { renderer?.base as? T }
}

/// What a headless node is, by the name it was made with; for the repository's own tests.
package struct HeadlessNodeKind: RawRepresentable, Hashable, Sendable {
    package let rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let text = HeadlessNodeKind(rawValue: "text")
    package static let textField = HeadlessNodeKind(rawValue: "textField")
    package static let secureField = HeadlessNodeKind(rawValue: "secureField")
    package static let searchField = HeadlessNodeKind(rawValue: "searchField")
    package static let button = HeadlessNodeKind(rawValue: "button")
    package static let checkbox = HeadlessNodeKind(rawValue: "checkbox")
    package static let toggleSwitch = HeadlessNodeKind(rawValue: "toggleSwitch")
    package static let toggleButton = HeadlessNodeKind(rawValue: "toggleButton")
    package static let picker = HeadlessNodeKind(rawValue: "picker")
    package static let segmentedPicker = HeadlessNodeKind(rawValue: "segmentedPicker")
    package static let radioGroupPicker = HeadlessNodeKind(rawValue: "radioGroupPicker")
    package static let stepper = HeadlessNodeKind(rawValue: "stepper")
    package static let slider = HeadlessNodeKind(rawValue: "slider")
    package static let textEditor = HeadlessNodeKind(rawValue: "textEditor")
    package static let link = HeadlessNodeKind(rawValue: "link")
    package static let menu = HeadlessNodeKind(rawValue: "menu")
    package static let image = HeadlessNodeKind(rawValue: "image")
    package static let vStack = HeadlessNodeKind(rawValue: "vStack")
    package static let hStack = HeadlessNodeKind(rawValue: "hStack")
    package static let form = HeadlessNodeKind(rawValue: "form")
    package static let section = HeadlessNodeKind(rawValue: "section")
    package static let scrollView = HeadlessNodeKind(rawValue: "scrollView")
    package static let grid = HeadlessNodeKind(rawValue: "grid")
    package static let gridRow = HeadlessNodeKind(rawValue: "gridRow")
    package static let toolbarItem = HeadlessNodeKind(rawValue: "toolbarItem")
    package static let divider = HeadlessNodeKind(rawValue: "divider")
    package static let spacer = HeadlessNodeKind(rawValue: "spacer")
}
