import FocusUI

/// A field's text binding that also forgets the error a screen reader was told about the field
/// (its `.accessibilityHint`) as soon as the user edits it, so that the same error, when it
/// happens again on the next attempt, is a change that is spoken again.
@MainActor
func forgettingSpokenError(_ text: Binding<String>, _ spokenError: Binding<String>) -> Binding<String> {
    Binding(
        get: { text.wrappedValue },
        set: { newValue in
            text.wrappedValue = newValue
            if !spokenError.wrappedValue.isEmpty { spokenError.wrappedValue = "" }
        })
}
