/// An alert's or confirmation dialog's content (``View/alert(_:isPresented:actions:message:)``):
/// its heading, its message, any other views among its actions (a text field), and its
/// buttons as responses. GTK: the views libadwaita's `AdwMessageDialog` shows below its body
/// (its extra child), which is hidden while there are none; the heading, body and responses are
/// the dialog's own.
public struct AlertComponent: ViewComponent {
    /// An alert.
    public init() {}

    /// It holds the heading, the message and the responses.
    public static var isContainer: Bool { true }
}

/// An alert's heading (its title) or body (its message when that is a ``Text``). GTK: the
/// `AdwMessageDialog`'s heading or body, the body also the dialog's accessible description,
/// which screen readers say with its name.
public struct AlertTextComponent: ViewComponent {
    /// Which of the alert's texts it is.
    public enum Kind: Hashable, Sendable {
        /// The title, in large type at the top.
        case heading
        /// The message below it.
        case body
    }

    /// Which text.
    public var kind: Kind
    /// The text.
    public var text: String
    /// Whether the dialog shows it: a confirmation dialog's heading is not shown with
    /// `titleVisibility: .hidden` (the window keeps the title as its name for screen readers).
    public var isShown: Bool

    /// A heading or body showing `text`, or, not `isShown`, holding it unseen.
    public init(kind: Kind, text: String, isShown: Bool = true) {
        self.kind = kind
        self.text = text
        self.isShown = isShown
    }

    /// The text.
    public var describedTitle: String { text }
}

/// One button of an alert or confirmation dialog: a response. GTK: a response of the
/// `AdwMessageDialog`, shown in the order the alert's button row gives (Cancel first, as
/// GNOME's dialogs have it), drawn destructive for a ``ButtonRole/destructive`` button and
/// suggested for the default one when the alert also has a cancel button. Every response
/// closes the alert after its action.
public struct AlertResponseComponent: ViewComponent {
    /// The button's title (a label view's text).
    public var title: String
    /// Its role: ``ButtonRole/cancel`` is what Escape runs.
    public var role: ButtonRole?
    /// The action, which dismisses the alert after the button's own action.
    public var action: ComponentAction<@MainActor () -> Void>

    /// A response titled `title`.
    public init(title: String, role: ButtonRole?, action: ComponentAction<@MainActor () -> Void>) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// The title.
    public var accessibleName: String? { title.isEmpty ? nil : title }
    /// The title.
    public var describedTitle: String { title }
}

/// The layout of an alert's content: the heading, the message (a ``Text`` becomes the body),
/// then the button row (``AlertButtonRow``), which emits the other views among the actions and
/// the responses.
struct AlertLayout<Message: View, Row: View>: View, PrimitiveView {
    typealias Body = Never

    let title: String
    let showsTitle: Bool
    let message: Message
    let row: Row

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var children: [RenderSpec] = []
        let inner = context.forChildren
        evaluation.emit(
            AlertTextComponent(kind: .heading, text: title, isShown: showsTitle),
            at: path.appending(.index(0)),
            context: inner,
            into: &children)
        if let text = message as? Text {
            evaluation.emit(
                AlertTextComponent(kind: .body, text: text.content), at: path.appending(.index(1)),
                context: inner, into: &children)
        } else {
            evaluation.expand(message, at: path.appending(.index(1)), context: inner, into: &children)
        }
        evaluation.expand(row, at: path.appending(.index(2)), context: inner, into: &children)
        output.append(
            RenderSpec(
                path: path, element: context.finish(AlertComponent()),
                focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag, children: children))
    }
}
