/// The environment keys behind `.lineLimit` and `.multilineTextAlignment`.
struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

extension EnvironmentValues {
    /// The most lines a text here shows; set it with ``View/lineLimit(_:)-(Int?)``.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of texts, fields and editors here are aligned; set it with
    /// ``View/multilineTextAlignment(_:)``.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

extension View {
    /// Limits the texts in this view to `number` lines, as SwiftUI's `lineLimit(_:)`: a
    /// longer text ends in an ellipsis (GTK: `gtk_label_set_lines` with end ellipsizing).
    /// `nil` shows every line. The innermost limit wins. The lines are those of the whole text,
    /// its new lines included (`"Milk\nEggs"` limited to one line shows "Milk…"; GTK counts
    /// each paragraph's, so FocusUI shows a plain text's first paragraphs); screen readers read
    /// the whole text. A text of several styles (markup) is limited per paragraph, as GTK does.
    ///
    /// ```swift
    /// Text(summary).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        let number = number.map { max($0, 1) }
        return modified(
            .environment {
                $0.lineLimit = number
                $0.lineLimitRange = nil
            })
    }

    /// Limits the texts in this view to between `limits.lowerBound` and `limits.upperBound`
    /// lines, as SwiftUI's `lineLimit(_:)` with a range. A vertical ``TextField`` shows at least
    /// the lower bound and grows to the upper one; a ``Text`` shows at most the upper bound.
    ///
    /// ```swift
    /// TextField("Message", text: $message, axis: .vertical).lineLimit(2...6)
    /// ```
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        lineLimit(lower: limits.lowerBound, upper: limits.upperBound)
    }

    /// At least `limits.lowerBound` lines, as many as the text needs.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        lineLimit(lower: limits.lowerBound, upper: nil)
    }

    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        lineLimit(lower: 1, upper: limits.upperBound)
    }

    /// At most `limit` lines; with `reservesSpace`, a vertical ``TextField`` is that tall even
    /// when its text is shorter, as SwiftUI's `lineLimit(_:reservesSpace:)`. Different on GTK:
    /// a ``Text`` does not reserve the space.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(lower: reservesSpace ? limit : 1, upper: limit)
    }

    private func lineLimit(lower: Int, upper: Int?) -> some View {
        let lower = max(lower, 1)
        let upper = upper.map { max($0, lower) }
        return modified(
            .environment {
                $0.lineLimit = upper
                $0.lineLimitRange = LineLimitRange(lowerBound: lower, upperBound: upper)
            })
    }

    /// Aligns the lines of the texts, fields and editors in this view, as SwiftUI's
    /// `multilineTextAlignment(_:)` (GTK: a label's justification, an entry's alignment, a text
    /// view's justification). The innermost alignment wins.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modified(.environment { $0.multilineTextAlignment = alignment })
    }
}

/// The lines a vertical text field shows at least and grows to (``View/lineLimit(_:)-(ClosedRange<Int>)`` with a
/// range).
struct LineLimitRange: Hashable, Sendable {
    var lowerBound: Int
    var upperBound: Int?
}

struct LineLimitRangeKey: EnvironmentKey {
    static var defaultValue: LineLimitRange? { nil }
}

struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

struct TextSelectableKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

extension EnvironmentValues {
    /// The range from `.lineLimit(1...5)`, `nil` for a single limit.
    var lineLimitRange: LineLimitRange? {
        get { self[LineLimitRangeKey.self] }
        set { self[LineLimitRangeKey.self] = newValue }
    }

    /// Where texts here cut short show their ellipsis; set it with ``View/truncationMode(_:)``.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Whether texts here can be selected; set it with ``View/textSelection(_:)``.
    var isTextSelectable: Bool {
        get { self[TextSelectableKey.self] }
        set { self[TextSelectableKey.self] = newValue }
    }

    /// The letter case texts here are shown in; set it with ``View/textCase(_:)``.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

/// Whether the user can select the texts of a view, as SwiftUI's `TextSelectability`.
public protocol TextSelectability: Sendable {
    /// Whether texts can be selected.
    static var allowsSelection: Bool { get }
}

/// Texts can be selected and copied.
public struct EnabledTextSelectability: TextSelectability {
    /// Yes.
    public static var allowsSelection: Bool { true }
}

/// Texts cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// No.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Texts can be selected and copied.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Texts cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Where a text cut short by its line limit shows its ellipsis, as SwiftUI's
    /// `truncationMode(_:)` (GTK: the label's ellipsize mode). Different on GTK: a text wraps
    /// instead of being cut short unless it has a ``View/lineLimit(_:)-(Int?)``.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modified(.environment { $0.truncationMode = mode })
    }

    /// Lets the user select and copy the texts in this view, as SwiftUI's `textSelection(_:)`
    /// (GTK: a selectable label). A selectable text is not a Tab stop, as in SwiftUI: a click
    /// or a drag selects, and Ctrl+C copies.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modified(.environment { $0.isTextSelectable = S.allowsSelection })
    }

    /// Shows the texts in this view in capitals or small letters, as SwiftUI's `textCase(_:)`;
    /// `nil` as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modified(.environment { $0.textCase = textCase })
    }
}
