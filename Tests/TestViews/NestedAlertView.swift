import FocusUICore

/// A sheet that presents an alert and, in the same action, writes its own focus state: the
/// write waits under the alert and applies when it closes (how login-form's Change Password
/// refocuses Current Password after a wrong password). An Edit… button presents
/// ``NestedAlertSheet``.
public struct NestedAlertView: View {
    @State private var editing = false

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Button("Edit…") { editing = true }
        }
        .sheet(isPresented: $editing) {
            NestedAlertSheet()
        }
    }
}

/// Two password fields, focus on Current first: Return in Current moves to New; Return in New
/// clears Current, presents the Wrong Password alert and sends focus back to Current, which
/// waits until the alert closes.
public struct NestedAlertSheet: View {
    /// The fields of the sheet.
    public enum Field: Hashable {
        /// The current password.
        case current
        /// The new password.
        case new
    }

    @FocusState private var focusedField: Field?
    @State private var current = ""
    @State private var new = ""
    @State private var wrong = false

    /// The sheet, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            SecureField("Current", text: $current)
                .focused($focusedField, equals: .current)
                .onSubmit { focusedField = .new }
            SecureField("New", text: $new)
                .focused($focusedField, equals: .new)
                .onSubmit {
                    current = ""
                    wrong = true
                    // Waits under the alert (rule 18), applied when it closes.
                    focusedField = .current
                }
        }
        .defaultFocus($focusedField, .current)
        .alert("Wrong Password", isPresented: $wrong) {
            Button("OK") {}
        } message: {
            Text("The current password is not correct.")
        }
    }
}
