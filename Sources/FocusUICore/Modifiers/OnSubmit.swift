/// Which submissions `.onSubmit` reacts to.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// A set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Return in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
}

extension View {
    /// Runs `action` when the user presses Return in any text field or secure field inside
    /// this view, as in SwiftUI. Nested `.onSubmit` actions all run, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> some View
    {
        modified(.environment { $0.submitActions.append(action) })
    }
}
