/// The environment keys behind `.lineLimit` and `.multilineTextAlignment`.
struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

extension EnvironmentValues {
    /// The most lines a text here shows; set it with ``View/lineLimit(_:)``.
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
    /// `nil` shows every line. The innermost limit wins.
    ///
    /// ```swift
    /// Text(summary).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        let number = number.map { max($0, 1) }
        return modified(.environment { $0.lineLimit = number })
    }

    /// Aligns the lines of the texts, fields and editors in this view, as SwiftUI's
    /// `multilineTextAlignment(_:)` (GTK: a label's justification, an entry's alignment, a text
    /// view's justification). The innermost alignment wins.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modified(.environment { $0.multilineTextAlignment = alignment })
    }
}
