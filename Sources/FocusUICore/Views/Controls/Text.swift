import Foundation

/// Text that shows one or more lines, as SwiftUI's `Text` (GTK: a wrapping `GtkLabel`).
///
/// ```swift
/// Text("Sign in to **Notes**")                 // markdown in a literal
/// Text(note.title)                              // a string, shown as is
/// Text("Due ") + Text(date, style: .date).bold()
/// Text(total, format: .number)
/// ```
///
/// A string literal is a ``LocalizedStringKey``, whose inline markdown (bold, italic, code,
/// strike-through, links) is read; a `String` value, or `Text(verbatim:)`, is shown as is.
/// Parts with a look of their own (from `+`, an interpolated `Text` or markdown) are drawn with
/// Pango markup; a link in a text opens in the default browser (through ``OpenURLAction``) and
/// is a Tab stop, as GTK makes it.
public struct Text: View, PrimitiveView, Hashable, Sendable {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The parts of the text with their looks.
    package var runs: [TextRun]
    /// A date shown in a style that changes as time passes (`.relative`, `.offset`, `.timer`).
    package var liveDate: LiveDate?

    /// The string shown, without its markup.
    public var content: String { runs.map(\.string).joined() }

    init(runs: [TextRun], liveDate: LiveDate? = nil) {
        self.runs = runs
        self.liveDate = liveDate
    }

    /// Text showing a string as is, as SwiftUI's `Text(_:)` with a `String`: no markdown is
    /// read.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(runs: [TextRun(String(content))])
    }

    /// Text showing a string as is (SwiftUI's spelling that skips localization and markdown).
    public init(verbatim content: String) {
        self.init(runs: [TextRun(content)])
    }

    /// Text showing a string literal, its inline markdown read, as SwiftUI's
    /// `Text(_: LocalizedStringKey)`.
    public init(_ key: LocalizedStringKey) {
        self.init(runs: key.runs())
    }

    /// Text showing a localized key, as SwiftUI's `Text(_:tableName:bundle:comment:)`.
    /// Different on GTK: FocusUI has no string tables yet; the key is shown as written.
    public init(
        _ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(key)
    }

    /// Text showing a value written by a format style, as SwiftUI's `Text(_:format:)`.
    ///
    /// ```swift
    /// Text(count, format: .number)
    /// Text(date, format: .dateTime.day().month())
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(runs: [TextRun(format.format(input))])
    }

    /// Text showing a value written by a `Formatter`, as SwiftUI's `Text(_:formatter:)`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(runs: [TextRun(formatter.string(for: subject) ?? "")])
    }

    /// Text showing a date in `style`, as SwiftUI's `Text(_:style:)`. `.relative`, `.offset`
    /// and `.timer` count on by themselves: GTK redraws the label every second.
    public init(_ date: Date, style: DateStyle) {
        let now = Date()
        self.init(
            runs: [TextRun(style.string(for: date, now: now))],
            liveDate: style.isLive ? LiveDate(date: date, style: style) : nil)
    }

    /// Text showing a range of dates, as SwiftUI's `Text(_: ClosedRange<Date>)`.
    public init(_ dates: ClosedRange<Date>) {
        let format = Date.FormatStyle(date: .abbreviated, time: .shortened)
        self.init(runs: [TextRun(format.format(dates.lowerBound) + " – " + format.format(dates.upperBound))])
    }

    /// Joins two texts, each keeping its own look, as SwiftUI's `Text.+`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: InlineMarkdown.merged(lhs.runs + rhs.runs), liveDate: lhs.liveDate ?? rhs.liveDate)
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var context = context
        var runs = runs
        if let textCase = context.environment.textCase {
            runs = runs.map { TextRun(textCase.apply(to: $0.string), attributes: $0.attributes) }
        }
        // A text with one look is drawn with style classes, as `.font` or `.bold()` on the view
        // would be; a text of several looks needs markup.
        var markup: [TextRun]?
        if runs.count <= 1 {
            let attributes = runs.first?.attributes ?? TextAttributes()
            if attributes.fitsStyleClasses {
                context.environment = attributes.applied(to: context.environment)
            } else {
                markup = runs
            }
        } else {
            markup = runs
        }
        let environment = context.environment
        evaluation.emit(
            TextComponent(
                content: runs.map(\.string).joined(), runs: markup, liveDate: liveDate,
                lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
                truncation: environment.truncationMode, isSelectable: environment.isTextSelectable,
                openURL: markup?.contains { $0.attributes.link != nil } == true ? environment.openURL : nil),
            at: path, context: context, into: &output)
    }
}

/// A date a ``Text`` shows in a style that changes as time passes.
public struct LiveDate: Hashable, Sendable {
    /// The date.
    public var date: Date
    /// How it is written.
    public var style: Text.DateStyle

    /// The text at `now`.
    public func string(at now: Date) -> String {
        style.string(for: date, now: now)
    }
}

/// A ``Text``: static text (GTK: a wrapping `GtkLabel`).
public struct TextComponent: ViewComponent {
    /// The string shown, without markup.
    public var content: String
    /// The parts with their own looks, when the text has several (drawn with Pango markup);
    /// `nil` for a text of one look, drawn with style classes.
    public var runs: [TextRun]?
    /// A date written anew as time passes (`Text(_:style:)` with `.relative`, `.offset`,
    /// `.timer`).
    public var liveDate: LiveDate?
    /// The most lines it shows (`.lineLimit(_:)`); `nil` for as many as it needs.
    public var lineLimit: Int?
    /// How its lines are aligned (`.multilineTextAlignment(_:)`).
    public var alignment: TextAlignment
    /// Where a text cut short by its line limit shows the ellipsis (`.truncationMode(_:)`).
    public var truncation: Text.TruncationMode
    /// Whether the user can select and copy it (`.textSelection(.enabled)`).
    public var isSelectable: Bool
    /// How a link in it opens: the environment's `openURL`.
    public var openURL: ComponentAction<OpenURLAction?>

    /// A text component.
    public init(
        content: String, runs: [TextRun]? = nil, liveDate: LiveDate? = nil, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading, truncation: Text.TruncationMode = .tail,
        isSelectable: Bool = false,
        openURL: OpenURLAction? = nil
    ) {
        self.openURL = ComponentAction(openURL)
        self.content = content
        self.runs = runs
        self.liveDate = liveDate
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncation = truncation
        self.isSelectable = isSelectable
    }

    /// Not tinted (its colour is `.foregroundStyle`'s).
    public static var tintKind: ComponentTintKind { .none }
    /// The string.
    public var describedTitle: String { content }
    /// Static text.
    public static var accessibilityTraits: AccessibilityTraits { .isStaticText }
    /// Yes: a heading, button, link or image trait makes the label with that role.
    public static var takesRoleTraits: Bool { true }
}
