import FocusUICore

/// A mail form: a Subject field, a text editor named Body, a Password field and a Send button,
/// with the subject and the body echoed below in texts ("Subject is …", "Body is …").
public struct MailForm: View {
    @State private var subject = "Hello"
    @State private var message = ""
    @State private var password = "secret"

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Subject", text: $subject)
            TextEditor(text: $message)
                .accessibilityLabel("Body")
            SecureField("Password", text: $password)
            Button("Send") {}
            Text("Subject is \(subject)")
            Text("Body is \(message)")
        }
    }
}

/// An app whose one window, Mail, shows a ``MailForm``.
public struct MailApp: App {
    /// The app, as its type describes it.
    public init() {}

    /// The app's window.
    public var body: some Scene {
        WindowGroup("Mail") { MailForm() }
    }
}
