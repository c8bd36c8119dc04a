/// What a field's text is for and how an input method (an on-screen keyboard, a spell checker,
/// an input method editor) should help, from SwiftUI's iOS-leaning modifiers
/// (`.keyboardType`, `.textContentType`, `.textInputAutocapitalization`,
/// `.autocorrectionDisabled`). On GTK these are the entry's `input-purpose` and `input-hints`,
/// which GNOME's on-screen keyboard and input methods read; a hardware keyboard is not
/// affected.
public struct TextInputTraits: Hashable, Sendable {
    /// What the text is, as GTK's `GtkInputPurpose`.
    public enum Purpose: Hashable, Sendable {
        /// Any text.
        case freeForm
        /// Digits only.
        case digits
        /// A number (digits, sign, decimal separator).
        case number
        /// A phone number.
        case phone
        /// A URL.
        case url
        /// An email address.
        case email
        /// A person's name.
        case name
        /// A password.
        case password
        /// A PIN.
        case pin
    }

    /// How letters are capitalized as they are typed.
    public enum Capitalization: Hashable, Sendable {
        /// The input method's default.
        case automatic
        /// Never (GTK `LOWERCASE`).
        case never
        /// Each word (GTK `UPPERCASE_WORDS`).
        case words
        /// Each sentence (GTK `UPPERCASE_SENTENCES`).
        case sentences
        /// Every letter (GTK `UPPERCASE_CHARS`).
        case characters
    }

    /// What the text is.
    public var purpose: Purpose = .freeForm
    /// How letters are capitalized.
    public var capitalization: Capitalization = .automatic
    /// Whether spell checking and word completion are off (GTK `NO_SPELLCHECK`).
    public var isAutocorrectionDisabled = false

    /// No traits: any text, the input method's defaults.
    public init() {}
}

/// What an iOS keyboard shows, as UIKit's `UIKeyboardType`; on GTK the field's input purpose.
public enum UIKeyboardType: Hashable, Sendable {
    /// Any text.
    case `default`
    /// ASCII text.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A URL.
    case URL
    /// Digits.
    case numberPad
    /// A phone number.
    case phonePad
    /// A name or a phone number.
    case namePhonePad
    /// An email address.
    case emailAddress
    /// A decimal number.
    case decimalPad
    /// Text with @ and #.
    case twitter
    /// A search.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad

    var purpose: TextInputTraits.Purpose {
        switch self {
        case .URL: .url
        case .numberPad, .asciiCapableNumberPad: .digits
        case .numbersAndPunctuation, .decimalPad: .number
        case .phonePad, .namePhonePad: .phone
        case .emailAddress: .email
        default: .freeForm
        }
    }
}

/// The kind of content a field holds, as SwiftUI's `UITextContentType` (iOS) and
/// `NSTextContentType` (macOS); on GTK the field's input purpose. Password managers on a
/// desktop do not read it.
public struct TextContentType: Hashable, Sendable {
    let purpose: TextInputTraits.Purpose

    /// A user name.
    public static let username = TextContentType(purpose: .freeForm)
    /// A password.
    public static let password = TextContentType(purpose: .password)
    /// A new password.
    public static let newPassword = TextContentType(purpose: .password)
    /// A one-time code.
    public static let oneTimeCode = TextContentType(purpose: .pin)
    /// An email address.
    public static let emailAddress = TextContentType(purpose: .email)
    /// A person's name.
    public static let name = TextContentType(purpose: .name)
    /// A given name.
    public static let givenName = TextContentType(purpose: .name)
    /// A family name.
    public static let familyName = TextContentType(purpose: .name)
    /// A nickname.
    public static let nickname = TextContentType(purpose: .name)
    /// A phone number.
    public static let telephoneNumber = TextContentType(purpose: .phone)
    /// A URL.
    public static let URL = TextContentType(purpose: .url)
    /// An organization's name.
    public static let organizationName = TextContentType(purpose: .freeForm)
    /// A street address line.
    public static let fullStreetAddress = TextContentType(purpose: .freeForm)
    /// A postal code.
    public static let postalCode = TextContentType(purpose: .freeForm)
    /// A city.
    public static let addressCity = TextContentType(purpose: .freeForm)
    /// A country.
    public static let countryName = TextContentType(purpose: .freeForm)
    /// A credit card number.
    public static let creditCardNumber = TextContentType(purpose: .digits)
}

/// SwiftUI's iOS name of ``TextContentType``.
public typealias UITextContentType = TextContentType
/// SwiftUI's macOS name of ``TextContentType``.
public typealias NSTextContentType = TextContentType

/// How letters are capitalized as they are typed, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let capitalization: TextInputTraits.Capitalization

    /// Never.
    public static let never = TextInputAutocapitalization(capitalization: .never)
    /// Each word.
    public static let words = TextInputAutocapitalization(capitalization: .words)
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization(capitalization: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(capitalization: .characters)
}

/// UIKit's older capitalization setting, as `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Hashable, Sendable {
    /// Never.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// The label of an on-screen keyboard's Return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

struct TextInputTraitsKey: EnvironmentKey {
    static var defaultValue: TextInputTraits { TextInputTraits() }
}

extension EnvironmentValues {
    /// The input traits of the fields here.
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
}

extension View {
    /// The keyboard an iOS field shows, as SwiftUI's `keyboardType(_:)`. On GTK the fields'
    /// input purpose (`.emailAddress` is `GTK_INPUT_PURPOSE_EMAIL`), which GNOME's on-screen
    /// keyboard follows; typing on a hardware keyboard is not restricted.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modified(.environment { $0.textInputTraits.purpose = type.purpose })
    }

    /// The kind of content of the fields here, as SwiftUI's `textContentType(_:)`. On GTK the
    /// fields' input purpose; `nil` is any text. Desktop password managers do not read it.
    public func textContentType(_ type: TextContentType?) -> some View {
        modified(.environment { $0.textInputTraits.purpose = type?.purpose ?? .freeForm })
    }

    /// How the fields here capitalize letters as they are typed, as SwiftUI's
    /// `textInputAutocapitalization(_:)`: GTK's input hints, which input methods follow.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modified(
            .environment {
                $0.textInputTraits.capitalization = autocapitalization?.capitalization ?? .automatic
            })
    }

    /// UIKit's older spelling of ``textInputAutocapitalization(_:)``, as SwiftUI's
    /// `autocapitalization(_:)`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let capitalization: TextInputTraits.Capitalization =
            switch style {
            case .none: .never
            case .words: .words
            case .sentences: .sentences
            case .allCharacters: .characters
            }
        return modified(.environment { $0.textInputTraits.capitalization = capitalization })
    }

    /// Turns autocorrection off in the fields here, as SwiftUI's `autocorrectionDisabled(_:)`:
    /// on GTK spell checking and word completion (the `NO_SPELLCHECK` input hint).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modified(.environment { $0.textInputTraits.isAutocorrectionDisabled = disable })
    }

    /// SwiftUI's older spelling of ``autocorrectionDisabled(_:)``.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    /// The label of an iOS keyboard's Return key, as SwiftUI's `submitLabel(_:)`. It has no
    /// effect on a desktop: a hardware keyboard's Return key has no label to change, and
    /// GTK's input methods take none.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        self
    }
}
