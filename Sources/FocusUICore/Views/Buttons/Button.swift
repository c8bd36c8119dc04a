/// A control that runs an action when the user clicks it or presses Space or Return on it, as
/// SwiftUI's `Button` (GTK: `GtkButton`, the window's default widget with
/// `.keyboardShortcut(.defaultAction)`).
///
/// ```swift
/// Button("Sign In") { signIn() }
/// Button("Delete", role: .destructive) { delete() }
/// Button("Add", systemImage: "plus") { add() }
/// Button { share() } label: {
///     Label("Share", systemImage: "square.and.arrow.up")
/// }
/// ```
///
/// A button with a label view holds it (GTK: the button's child); its accessible name and its
/// title in menus and tests are the label's text. `.buttonStyle(_:)` chooses how it looks:
/// GNOME's styles for the standard ones, your ``ButtonStyle``'s or ``PrimitiveButtonStyle``'s
/// view for your own. A button is a Tab stop and a focus field (`.focused`, contract rule 20).
public struct Button<Label: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The button's title: the text it shows, or its label view's text.
    let title: String?
    /// What the button is for (``ButtonRole``), if anything in particular.
    public let role: ButtonRole?
    /// What a click does.
    public let action: @MainActor () -> Void
    /// The label view; `nil` for a titled button.
    let label: Label?

    /// A button showing `label`, as SwiftUI's `init(action:label:)`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.role = nil
        self.action = action
        self.label = label()
    }

    /// A button with a role showing `label`, as SwiftUI's `init(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.role = role
        self.action = action
        self.label = label()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        if let pass = context.environment.alertButtonPass, (role == .cancel) != (pass == .cancel) {
            // An alert's button row keeps this button in its other pass (``AlertButtonRow``).
            return
        }
        ButtonExpansion(title: title, role: role, action: action, label: label.map(AnyView.init))
            .expand(at: path, context: context, in: evaluation, into: &output)
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key running `action`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.plainText, action: action)
    }

    /// A button titled with a localized key with a role running `action`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.plainText, role: role, action: action)
    }

    /// A button titled `title` that runs `action` when clicked.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        self.role = nil
        self.action = action
        self.label = nil
    }

    /// A button titled `title` with a role, as SwiftUI's `init(_:role:action:)`: in an alert or
    /// confirmation dialog Escape runs the ``ButtonRole/cancel`` one; a
    /// ``ButtonRole/destructive`` one is drawn as dangerous.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        self.role = role
        self.action = action
        self.label = nil
    }
}

extension Button where Label == FocusUICore.Label<Text, Image> {
    /// A button with an icon and a title, as SwiftUI's `init(_:systemImage:action:)`: on GTK
    /// the icon (from the icon theme, see ``Image/init(systemName:)``) before the title.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.title = String(title)
        self.role = nil
        self.action = action
        self.label = FocusUICore.Label(title, systemImage: systemImage)
    }

    /// A button with a role, an icon and a title, as SwiftUI's `init(_:systemImage:role:action:)`.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.title = String(title)
        self.role = role
        self.action = action
        self.label = FocusUICore.Label(title, systemImage: systemImage)
    }
}

/// A button's expansion: a button of the standard styles, or the view of the app's
/// ``ButtonStyle`` or ``PrimitiveButtonStyle``.
@MainActor
struct ButtonExpansion {
    let title: String?
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: AnyView?

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var action = action
        var context = context
        if let alert = context.environment.alertButtonHandling {
            // In an alert every button closes it; the first plain one is the default (Return).
            let adopted = alert.adopt(role: role, action: action, shortcut: context.node.keyboardShortcut)
            action = adopted.action
            if adopted.isDefault { context.node.keyboardShortcut = .defaultAction }
            if let focus = adopted.focus { context.node.focusBindings.append(focus) }
            // A response of the alert, whatever the button style: the alert draws its buttons.
            emitResponse(action: action, at: path, context: context, in: evaluation, into: &output)
            return
        }
        let labelView = label ?? AnyView(Text(title ?? ""))
        switch context.environment.buttonStyle {
        case .custom(let style):
            evaluation.expand(
                StyledButton(title: title, role: role, action: action, label: labelView, style: style),
                at: path,
                context: context, into: &output)
            return
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(
                label: .init(content: labelView), role: role, action: action)
            evaluation.expand(style.makeBody(configuration), at: path, context: context, into: &output)
            return
        case .standard(let look):
            emit(
                look: look, action: action, labelView: labelView, pressed: nil, at: path, context: context,
                in: evaluation, into: &output)
        }
    }

    /// Emits an alert's response (``AlertResponseComponent``), titled by the title or by the
    /// label view's text.
    private func emitResponse(
        action: @escaping @MainActor () -> Void, at path: ViewPath, context: ExpansionContext,
        in evaluation: Evaluation, into output: inout [RenderSpec]
    ) {
        var text = title
        if text == nil, let label {
            var children: [RenderSpec] = []
            evaluation.expand(
                label, at: path.appending(.content), context: context.forChildren, into: &children)
            text = Evaluation.texts(in: children).joined(separator: " ")
        }
        evaluation.emit(
            AlertResponseComponent(title: text ?? "", role: role, action: ComponentAction(action)), at: path,
            context: context, into: &output)
    }

    /// Emits the button component; a label view becomes its children.
    func emit(
        look: ButtonLook, action: @escaping @MainActor () -> Void, labelView: AnyView,
        pressed: Binding<Bool>?,
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var children: [RenderSpec] = []
        if label != nil || pressed != nil {
            var labelContext = context.forChildren
            if context.environment.toolbarItemPlacement != nil,
                labelContext.environment.labelStyle == .automatic
            {
                // A header bar's buttons are icons (GNOME HIG, "Header Bars"), as SwiftUI's
                // toolbar buttons on macOS are.
                labelContext.environment.labelStyle = .iconOnly
            }
            evaluation.expand(labelView, at: path.appending(.content), context: labelContext, into: &children)
        }
        let shownTexts = Evaluation.texts(in: children)
        let showsOnlyIcon =
            !children.isEmpty && shownTexts.isEmpty
            && Evaluation.first(ImageComponent.self, in: children) != nil
        let text =
            title
            ?? (showsOnlyIcon ? Evaluation.spokenTexts(in: children) : shownTexts).joined(separator: " ")
        var context = context
        if context.environment.toolbarItemPlacement != nil, showsOnlyIcon, !text.isEmpty,
            context.node.help == nil
        {
            // An icon in a header bar shows its title as its tooltip, as GNOME's header-bar
            // buttons do.
            context.node.help = text
        }
        let component = ButtonComponent(
            title: text, role: role, look: look, hasLabelView: !children.isEmpty,
            action: ComponentAction(action),
            pressed: ComponentAction(pressed), controlSize: context.environment.controlSize)
        var element = context.finish(component)
        if showsOnlyIcon {
            // GTK's class of a button showing an icon only (`gtk_button_set_icon_name`): square,
            // and flat in a header bar as libadwaita draws its icon buttons.
            element.modifiers.styleClasses.append("image-button")
        }
        switch (role, context.environment.toolbarItemPlacement) {
        case (.destructive, nil), (_, .destructiveAction?):
            element.modifiers.styleClasses.append("destructive-action")
        case (.destructive, _?) where !showsOnlyIcon:
            element.modifiers.styleClasses.append("destructive-action")
        case (.destructive, _?):
            // A header bar's icon (a trash can) stays flat, as GNOME's and SwiftUI's toolbars
            // draw it: filled red, and pink while disabled, it would outshout the window.
            break
        case (_, .confirmationAction?):
            // GNOME's dialogs draw the confirming header-bar button as the suggested action, as
            // SwiftUI on macOS gives it the accent colour.
            element.modifiers.styleClasses.append("suggested-action")
        default: break
        }
        output.append(
            RenderSpec(
                path: path, element: element, focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag, children: children))
    }
}

/// A button drawn by the app's ``ButtonStyle``: its `isPressed` is state the button's widget
/// writes while the pointer or the keyboard holds it down.
struct StyledButton: View {
    let title: String?
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: AnyView
    let style: AnyButtonStyle
    @State private var isPressed = false

    var body: some View {
        StyledButtonPrimitive(
            expansion: ButtonExpansion(title: title, role: role, action: action, label: label),
            body: style.makeBody(
                ButtonStyleConfiguration(label: .init(content: label), isPressed: isPressed, role: role)),
            pressed: $isPressed)
    }
}

/// The button component of a ``StyledButton``, holding the style's view.
struct StyledButtonPrimitive: View, PrimitiveView {
    typealias Body = Never

    let expansion: ButtonExpansion
    let body: AnyView
    let pressed: Binding<Bool>

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        expansion.emit(
            look: .custom, action: expansion.action, labelView: body, pressed: pressed, at: path,
            context: context,
            in: evaluation, into: &output)
    }
}

/// A ``Button`` as the toolkit draws it.
public struct ButtonComponent: ViewComponent {
    /// What a backend says once when a command of the app has the button's keyboard shortcut:
    /// the command takes the key while it is enabled (GTK applies an application's accelerators
    /// before a window's shortcuts), so the button runs by it only while the command is disabled.
    package static func shortcutTakenByCommandWarning(
        button: String, shortcut: KeyboardShortcut, command: String
    ) -> String {
        "button \"\(button)\": its keyboard shortcut \(shortcut.desktopChord) is also the shortcut of the "
            + "app's command \"\(command)\", which runs instead while it is enabled (an app's commands take "
            + "their keys first); give one of them another key"
    }

    /// The title, or the label view's text: its accessible name.
    public var title: String
    /// Its role (``ButtonRole``), if any.
    public var role: ButtonRole?
    /// How it looks (`.buttonStyle`).
    public var look: ButtonLook
    /// Whether its label is a view (the node's children) rather than the title.
    public var hasLabelView: Bool
    /// What a click does.
    public var action: ComponentAction<@MainActor () -> Void>
    /// Where a custom style's `isPressed` is written while the button is held down.
    public var pressed: ComponentAction<Binding<Bool>?>
    /// Its size (`.controlSize`).
    public var controlSize: ControlSize

    /// Tinted as GNOME's button styles.
    public static var tintKind: ComponentTintKind { .action }
    /// The title.
    public var accessibleName: String? { title.isEmpty ? nil : title }
    /// The title.
    public var describedTitle: String { title }
    /// A button.
    public static var accessibilityTraits: AccessibilityTraits { .isButton }
    /// A label view is a box in the button.
    public var structureKey: AnyHashable? { hasLabelView }

    /// The user held the button down or let it go: written to a custom style's `isPressed`.
    @MainActor public func sendPressed(_ isPressed: Bool) {
        guard let binding = pressed.value, binding.wrappedValue != isPressed else { return }
        binding.wrappedValue = isPressed
    }
}
