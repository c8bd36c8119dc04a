/// An alert described as a value, as SwiftUI's `Alert` (deprecated there since macOS 12 and
/// iOS 15 in favour of ``View/alert(_:isPresented:actions:message:)``, and still found in much
/// SwiftUI code): a title, a message and one or two buttons, presented with
/// ``View/alert(isPresented:content:)`` or ``View/alert(item:content:)``.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///     Alert(title: Text("Sign-In Failed"), message: Text("Check your password."),
///           dismissButton: .default(Text("OK")))
/// }
/// ```
///
/// It is drawn as the alert of ``View/alert(_:isPresented:actions:message:)`` (libadwaita's
/// `AdwMessageDialog`): the title is its heading, the message its body, and the buttons its
/// responses in GNOME's order, the cancel button first. A ``Button/default(_:action:)``
/// button is the default one (Return), a ``Button/destructive(_:action:)`` one is drawn
/// destructive; Escape runs the cancel button, or dismisses when there is none. With no
/// button, the alert has an OK button, as SwiftUI's.
@MainActor
public struct Alert {
    /// A button of an ``Alert``, as SwiftUI's `Alert.Button`.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let isDefault: Bool
        let action: (@MainActor () -> Void)?

        /// A button drawn as the alert's default: Return runs it.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, isDefault: true, action: action)
        }

        /// A button that cancels: Escape runs it, and it comes first.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, isDefault: false, action: action)
        }

        /// A Cancel button (the system's label): Escape runs it, and it comes first.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text(verbatim: "Cancel"), role: .cancel, isDefault: false, action: action)
        }

        /// A button drawn as destructive (GNOME's red response).
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, isDefault: false, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an OK button when `dismissButton` is `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons; the cancel one comes first whichever it is, as GNOME orders
    /// them.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
    {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

/// The buttons of an ``Alert`` as the views ``View/alert(_:isPresented:actions:message:)``
/// takes.
struct AlertDescriptionButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            let action = button.action ?? {}
            if button.isDefault {
                Button(role: button.role, action: action) { button.label }
                    .keyboardShortcut(.defaultAction)
            } else {
                Button(role: button.role, action: action) { button.label }
            }
        }
    }
}

extension View {
    /// Presents the alert `content` describes while `isPresented` is true, as SwiftUI's
    /// `alert(isPresented:content:)` (deprecated there). It behaves as
    /// ``View/alert(_:isPresented:actions:message:)``.
    public func alert(isPresented: Binding<Bool>, content: @escaping @MainActor () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modified(
            .presentation(
                AlertSpecBuilder.spec(
                    title: alert?.title.content ?? "", isPresented: isPresented,
                    actions: { AlertDescriptionButtons(buttons: alert?.buttons ?? []) },
                    message: { alert?.message })))
    }

    /// Presents the alert `content` describes for `item` while it is not `nil`, as SwiftUI's
    /// `alert(item:content:)` (deprecated there); dismissing it sets `item` to `nil`, and another
    /// item while it is up presents a new alert. It behaves as
    /// ``View/alert(_:isPresented:actions:message:)``.
    public func alert<Item: Identifiable>(
        item: Binding<Item?>, content: @escaping @MainActor (Item) -> Alert
    ) -> some View {
        let current = item.wrappedValue
        let alert = current.map(content)
        let isPresented = Binding(
            get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modified(
            .presentation(
                AlertSpecBuilder.spec(
                    title: alert?.title.content ?? "", isPresented: isPresented,
                    identity: current.map { AnyHashable($0.id) },
                    actions: { AlertDescriptionButtons(buttons: alert?.buttons ?? []) },
                    message: { alert?.message })))
    }
}
