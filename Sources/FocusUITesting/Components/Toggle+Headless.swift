import FocusKit
import FocusUICore

extension CheckboxComponent: HeadlessRenderable {
    /// A check button.
    public typealias HeadlessRenderer = ToggleHeadlessRenderer<CheckboxComponent>
}

extension SwitchComponent: HeadlessRenderable {
    /// A switch.
    public typealias HeadlessRenderer = ToggleHeadlessRenderer<SwitchComponent>
}

extension ToggleButtonComponent: HeadlessRenderable {
    /// A toggle button.
    public typealias HeadlessRenderer = ToggleHeadlessRenderer<ToggleButtonComponent>
}

/// A component that is a `Toggle` in some style.
public protocol ToggleStyledComponent: ViewComponent {
    /// The toggle.
    var toggle: ToggleComponent { get }
    /// The node's name in the twin's diagnostics.
    static var nodeName: String { get }
}

extension CheckboxComponent: ToggleStyledComponent {
    /// `checkbox`.
    public static var nodeName: String { "checkbox" }
}

extension SwitchComponent: ToggleStyledComponent {
    /// `toggleSwitch`.
    public static var nodeName: String { "toggleSwitch" }
}

extension ToggleButtonComponent: ToggleStyledComponent {
    /// `toggleButton`.
    public static var nodeName: String { "toggleButton" }
}

/// A toggle's renderer: a click or Space flips it, as on a `GtkToggleButton`, `GtkCheckButton`
/// or `GtkSwitch`.
@MainActor
public protocol HeadlessFlipping: HeadlessComponentRenderer {
    /// Flips the toggle and acts on it.
    func flip()
}

extension HeadlessFlipping {
    /// Flips it.
    public func click(_ context: HeadlessActionContext) { flip() }

    /// Space flips it.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.space) else { return false }
        flip()
        return true
    }
}

/// Draws a `Toggle` of any style headlessly: a focusable node and the state its widget shows;
/// a click or Space flips it, and the flip reaches the newest binding.
@MainActor
public final class ToggleHeadlessRenderer<Component: ToggleStyledComponent>: HeadlessFlipping,
    HeadlessToggleState
{
    /// The toggle's node.
    public let node: FocusNodeID
    private var component: Component
    /// Whether it is on, as the widget shows it.
    public private(set) var isOn = false

    /// A focusable node.
    public init(_ component: Component, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("\(Component.nodeName)(\(component.toggle.title))", focusable: true)
    }

    /// A toggle.
    public var controlKind: HeadlessControlKind? { .toggle }
    /// Its title.
    public var title: String { component.toggle.title }

    /// Sets the state only when the widget shows the other.
    public func update(from old: Component?, to new: Component) {
        component = new
        if isOn != new.toggle.isOn { isOn = new.toggle.isOn }
    }

    /// Flips the widget, then the binding.
    public func flip() {
        // GTK flips the widget, then `toggled` / `notify::active` reaches the binding.
        isOn.toggle()
        component.toggle.sendToggle(isOn)
    }
}
