import FocusUICore
import Observation

/// An `@Observable` account, read by ``AccountView``: a view that reads a property re-renders
/// when it changes, with no `@State` involved.
@MainActor
@Observable
public final class AccountModel {
    /// The name the view greets.
    public var name = "Ada"
    /// The notes the view's editor shows and edits.
    public var notes = ""
    /// A count no view reads.
    public var unread = 0

    /// An account named Ada, with no notes.
    public init() {}
}

/// "Hello" and the model's name, and a text editor bound to its notes.
public struct AccountView: View {
    let model: AccountModel

    /// The view of `model`.
    public init(model: AccountModel) {
        self.model = model
    }

    /// The content.
    public var body: some View {
        VStack {
            Text("Hello \(model.name)")
            TextEditor(text: Binding(get: { model.notes }, set: { model.notes = $0 }))
        }
    }
}
