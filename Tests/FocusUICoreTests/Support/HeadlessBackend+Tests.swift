import FocusKit
import FocusUICore
import Foundation

@testable import FocusKitTestSupport
@testable import FocusUITesting

/// The view layer's own tests run on the testing product's headless backend, the one users
/// get (issue 21): these are the shortcuts they drive it with.
extension HeadlessBackend {
    /// A backend whose coordinator logs nowhere.
    convenience init() {
        self.init(logger: SilentFocusLogger())
    }

    /// Makes a window, renders `view` into it and shows it, as `WindowGroup` would; the window
    /// manager activates it, and the operations so far are forgotten.
    func mount<V: View>(_ view: V, title: String = "Test") -> ViewHost<HeadlessBackend> {
        let made = makeWindow(for: WindowRequest(title: title, sceneID: nil, isSingleton: false))
        let host = ViewHost(rootView: view, window: made.context, rootWidget: made.root, backend: self)
        host.render()
        present(made.context)
        toolkit.deliverActivations()
        operations.removeAll()
        return host
    }

    /// Runs scheduled re-renders, as GTK does before its next event; returns how many ran.
    @discardableResult
    func runUpdates() -> Int {
        runScheduledUpdates()
    }

    /// The first widget of `kind` whose name mentions `title` (`textField(Name)`).
    func widget(_ kind: HeadlessNodeKind, _ title: String, in window: FocusWindowID) -> HeadlessWidget? {
        widgets(in: window).first { $0.kind == kind && $0.name == "\(kind.rawValue)(\(title))" }
    }

    /// The user types: the widget's text becomes `text`, then its `changed` signal reaches the
    /// binding.
    func type(_ text: String, into widget: HeadlessWidget) {
        toolkit.moveCaret(in: widget.node, to: 0, selectingAll: true)
        toolkit.type(text, into: widget.node)
        widget.capability((any HeadlessTextInput).self)?.textDidChange(to: text)
    }

    /// The user presses Return in a field.
    func pressReturn(in widget: HeadlessWidget) {
        _ = widget.renderer?.pressKey(DesktopKeyChord(.return), HeadlessActionContext(backend: self))
    }

    /// The user clicks a button: GTK focuses it, then emits `clicked`.
    func click(_ widget: HeadlessWidget) {
        toolkit.click(widget.node)
        if widget.isSensitive { widget.renderer?.click(HeadlessActionContext(backend: self)) }
    }
}

/// What the view layer's tests read of an element, by component: its text, title, value.
extension Element {
    /// A `Text`'s string, a field's or editor's text.
    var text: String? {
        if let text = component(as: TextComponent.self) { return text.content }
        if let field = component(as: TextFieldComponent.self) { return field.text }
        if let secure = component(as: SecureFieldComponent.self) { return secure.field.text }
        if let editor = component(as: TextEditorComponent.self) { return editor.text }
        return nil
    }

    /// A control's title.
    var title: String? {
        let described = component.describedTitle
        return component is TextComponent || described.isEmpty ? nil : described
    }

    /// A field's or editor's binding.
    var textBinding: Binding<String>? {
        if let field = component(as: TextFieldComponent.self) { return field.binding.value }
        if let secure = component(as: SecureFieldComponent.self) { return secure.field.binding.value }
        return component(as: TextEditorComponent.self)?.binding.value
    }

    /// A toggle's state.
    var isOn: Bool {
        if let toggle = component(as: CheckboxComponent.self) { return toggle.toggle.isOn }
        if let toggle = component(as: SwitchComponent.self) { return toggle.toggle.isOn }
        return component(as: ToggleButtonComponent.self)?.toggle.isOn ?? false
    }

    /// A picker's options and selection.
    var picker: PickerComponent? {
        if let picker = component(as: DropDownPickerComponent.self) { return picker.picker }
        if let picker = component(as: SegmentedPickerComponent.self) { return picker.picker }
        return component(as: RadioGroupPickerComponent.self)?.picker
    }

    /// A picker's option labels.
    var options: [String] { picker?.options ?? [] }

    /// A picker's selected index.
    var selectedIndex: Int? { picker?.selectedIndex }

    /// A stepper's or slider's value.
    var value: Double {
        if let stepper = component(as: StepperComponent.self) { return stepper.value.value }
        return component(as: SliderComponent.self)?.value.value ?? 0
    }

    /// Whether it is disabled.
    var isDisabled: Bool { modifiers.isDisabled }
}

/// The shared modifiers, and the component's own values, under the names the tests use.
extension Element {
    var accessibilityHint: String? { modifiers.accessibilityHint }
    var accessibilityLabel: String? { modifiers.accessibilityLabel }
    var help: String? { modifiers.help }
    var isHidden: Bool { modifiers.isHidden }
    var opacity: Double { modifiers.opacity }
    var padding: EdgeInsets { modifiers.padding }
    var frameLayout: FrameLayout { modifiers.frame }
    var frameWidth: CGFloat? { modifiers.frame.width }
    var frameHeight: CGFloat? { modifiers.frame.height }
    var styleClasses: [String] { modifiers.styleClasses }
    var keyboardShortcut: KeyboardShortcut? { modifiers.keyboardShortcut }
    var isDefaultAction: Bool { modifiers.isDefaultAction }
    var isAlert: Bool { modifiers.isAlert }
    var isInvalid: Bool { modifiers.isInvalid }
    var isFocusable: Bool? { modifiers.isFocusable }
    var focusesOnClick: Bool { modifiers.focusesOnClick }
    var isFocusEffectDisabled: Bool { modifiers.isFocusEffectDisabled }
    var onExitCommand: (@MainActor () -> Void)? { actions.onExitCommand }
    var lineLimit: Int? {
        component(as: TextComponent.self)?.lineLimit ?? component(as: TextFieldComponent.self)?.lineLimit
    }
    var textAlignment: TextAlignment {
        if let text = component(as: TextComponent.self) { return text.alignment }
        if let field = component(as: TextFieldComponent.self) { return field.alignment }
        if let secure = component(as: SecureFieldComponent.self) { return secure.field.alignment }
        return component(as: TextEditorComponent.self)?.alignment ?? .leading
    }
    var acceptsTab: Bool { component(as: TextEditorComponent.self)?.acceptsTab ?? false }
    var iconName: String? { component(as: ImageComponent.self)?.iconName }
    var destination: String? { component(as: LinkComponent.self)?.destination.absoluteString }
    var menuItems: [MenuItem] { component(as: MenuComponent.self)?.items.items ?? [] }
    var spacing: CGFloat? { component(as: StackComponent.self)?.spacing }
    var verticalAlignment: VerticalAlignment {
        component(as: StackComponent.self)?.verticalAlignment ?? .center
    }
    var horizontalAlignment: HorizontalAlignment {
        component(as: StackComponent.self)?.horizontalAlignment ?? .center
    }
    var toolbarPlacement: ToolbarItemPlacement? { component(as: ToolbarItemComponent.self)?.placement }
    var scrollAxes: Axis.Set { component(as: ScrollViewComponent.self)?.axes ?? [] }
    var showsIndicators: Bool { component(as: ScrollViewComponent.self)?.showsIndicators ?? true }

    /// A stepper's or slider's number.
    var valueModel: ValueComponent? {
        component(as: StepperComponent.self)?.value ?? component(as: SliderComponent.self)?.value
    }
    var valueRange: ClosedRange<Double> { valueModel?.range ?? 0...0 }
    var step: Double { valueModel?.step ?? 1 }
    var keyboardStep: Double { valueModel?.keyboardStep ?? 0 }

    @MainActor func sendAction() { component(as: ButtonComponent.self)?.action() }
    @MainActor func sendSubmit() { component(as: TextFieldComponent.self)?.sendSubmit() }
    @MainActor func sendTextChange(_ text: String) {
        component(as: TextFieldComponent.self)?.sendTextChange(text)
        component(as: TextEditorComponent.self)?.sendTextChange(text)
    }
    @MainActor func sendToggle(_ isOn: Bool) {
        component(as: CheckboxComponent.self)?.toggle.sendToggle(isOn)
        component(as: SwitchComponent.self)?.toggle.sendToggle(isOn)
        component(as: ToggleButtonComponent.self)?.toggle.sendToggle(isOn)
    }
    @MainActor func sendSelection(_ index: Int) { picker?.sendSelection(index) }
    @MainActor func sendValue(_ value: Double) { valueModel?.sendValue(value) }
}

/// What a widget shows, as its renderer keeps it.
extension HeadlessWidget {
    var isOn: Bool { capability((any HeadlessToggleState).self)?.isOn ?? false }
    var selectedIndex: Int? { capability((any HeadlessChoice).self)?.selectedIndex }
    var value: Double { capability((any HeadlessAdjustable).self)?.value ?? 0 }
}
