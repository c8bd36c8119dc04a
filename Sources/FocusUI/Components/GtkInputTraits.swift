import CGtk
import FocusUICore

/// A field's ``TextInputTraits`` as GTK's `input-purpose` and `input-hints` properties, which
/// `GtkEntry`, `GtkText` and `GtkTextView` all have and input methods read.
@MainActor
enum GtkInputTraits {
    /// Sets the purpose and hints of `widget`.
    static func apply(_ traits: TextInputTraits, to widget: UnsafeMutablePointer<GtkWidget>) {
        let object = focuskit_as_object(UnsafeMutableRawPointer(widget))
        var purpose = GValue()
        g_value_init(&purpose, gtk_input_purpose_get_type())
        g_value_set_enum(&purpose, Int32(bitPattern: gtkPurpose(traits.purpose).rawValue))
        g_object_set_property(object, "input-purpose", &purpose)
        g_value_unset(&purpose)
        var hints = GValue()
        g_value_init(&hints, gtk_input_hints_get_type())
        g_value_set_flags(&hints, gtkHints(traits).rawValue)
        g_object_set_property(object, "input-hints", &hints)
        g_value_unset(&hints)
    }

    static func gtkPurpose(_ purpose: TextInputTraits.Purpose) -> GtkInputPurpose {
        switch purpose {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .url: GTK_INPUT_PURPOSE_URL
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .name: GTK_INPUT_PURPOSE_NAME
        case .password: GTK_INPUT_PURPOSE_PASSWORD
        case .pin: GTK_INPUT_PURPOSE_PIN
        }
    }

    static func gtkHints(_ traits: TextInputTraits) -> GtkInputHints {
        var hints = GTK_INPUT_HINT_NONE.rawValue
        if traits.isAutocorrectionDisabled { hints |= GTK_INPUT_HINT_NO_SPELLCHECK.rawValue }
        switch traits.capitalization {
        case .automatic: break
        case .never: hints |= GTK_INPUT_HINT_LOWERCASE.rawValue
        case .words: hints |= GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue
        case .sentences: hints |= GTK_INPUT_HINT_UPPERCASE_SENTENCES.rawValue
        case .characters: hints |= GTK_INPUT_HINT_UPPERCASE_CHARS.rawValue
        }
        return GtkInputHints(rawValue: hints)
    }
}
