import FocusUICore
import Foundation

/// A link to the privacy policy, bound to a focus state, and a button that removes it. State
/// read by name in tests: `focusedField`, `showsLink`, `path` (the last part of the link's
/// destination).
public struct AboutForm: View {
    /// Match values of the focus state.
    public enum Field: Hashable {
        case policy
    }

    @FocusState var focusedField: Field?
    @State var showsLink = true
    @State var path = "privacy"

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            if showsLink {
                Link("Privacy Policy", destination: URL(string: "https://example.org/\(path)")!)
                    .focused($focusedField, equals: .policy)
            }
            Button("Hide") { showsLink = false }
        }
    }
}
