import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal
/// given to ``Text``, ``Button`` or any other title becomes, interpolations included.
///
/// ```swift
/// Text("**\(count)** unread messages")
/// Text("Updated \(date, style: .relative)")
/// Text("Total: \(price, format: .number.precision(.fractionLength(2)))")
/// Text("Read the [guide](https://example.org/guide).")
/// ```
///
/// A literal's inline markdown is read when it is shown by a ``Text`` (bold, italic, code,
/// strike-through, links); an interpolated value is shown as it is, never read as markdown.
///
/// Different on GTK: FocusUI has no string tables yet, so the key is shown as written (the
/// `tableName`, `bundle` and `comment` of the initializers that take them are not used). A
/// literal given to a control's title (a button, a toggle) is shown without its markdown
/// markers.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// A part of the key.
    enum Segment: Hashable, Sendable {
        /// Written in the literal: read as markdown.
        case literal(String)
        /// An interpolated value's text: shown as is.
        case value(String)
        /// An interpolated `Text`, with its own runs.
        case text([TextRun])
    }

    var segments: [Segment]

    /// The key `value`, read as a literal (markdown included), as SwiftUI's
    /// `LocalizedStringKey(_:)`.
    public init(_ value: String) {
        segments = [.literal(value)]
    }

    /// The key of a string literal.
    public init(stringLiteral value: String) {
        segments = [.literal(value)]
    }

    /// The key of a string literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The text of the key with its markdown read: what a ``Text`` shows.
    func runs(base: TextAttributes = TextAttributes()) -> [TextRun] {
        // Interpolated values stand in the markdown source as private-use characters, so that
        // markers around them apply to them and nothing inside them is read as markdown.
        var source = ""
        var inserted: [[TextRun]] = []
        for segment in segments {
            switch segment {
            case .literal(let string):
                source += string
            case .value(let string):
                source.unicodeScalars.append(Self.placeholder(inserted.count))
                inserted.append([TextRun(string)])
            case .text(let runs):
                source.unicodeScalars.append(Self.placeholder(inserted.count))
                inserted.append(runs)
            }
        }
        guard !inserted.isEmpty else { return InlineMarkdown.runs(source, base: base) }
        var output: [TextRun] = []
        for run in InlineMarkdown.runs(source, base: base) {
            var pending = ""
            for scalar in run.string.unicodeScalars {
                if let index = Self.index(of: scalar), index < inserted.count {
                    if !pending.isEmpty { output.append(TextRun(pending, attributes: run.attributes)) }
                    pending = ""
                    output += inserted[index].map {
                        TextRun($0.string, attributes: $0.attributes.over(run.attributes))
                    }
                } else {
                    pending.unicodeScalars.append(scalar)
                }
            }
            if !pending.isEmpty { output.append(TextRun(pending, attributes: run.attributes)) }
        }
        return InlineMarkdown.merged(output)
    }

    /// The key as plain text (markdown markers read and dropped): a control's title.
    var plainText: String {
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let string) where !InlineMarkdown.hasMarkers(string): text += string
            case .value(let string): text += string
            case .literal, .text: return runs().map(\.string).joined()
            }
        }
        return text
    }

    private static let placeholderBase: UInt32 = 0xF0000

    private static func placeholder(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(placeholderBase + UInt32(index))!
    }

    private static func index(of scalar: Unicode.Scalar) -> Int? {
        scalar.value >= placeholderBase && scalar.value < placeholderBase + 0xFFFD
            ? Int(scalar.value - placeholderBase) : nil
    }

    /// The parts of an interpolated key, as SwiftUI's
    /// `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// A literal part.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            segments.append(.literal(literal))
        }

        /// A string, shown as is.
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.value(string))
        }

        /// An integer, in decimal digits (`String(value)`: what `String(describing:)` shows for the
        /// standard library's integers, without its dynamic casts; a form's titles are
        /// interpolated on every render).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            segments.append(.value(String(value)))
        }

        /// Any value, as `String(describing:)` shows it.
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.value(String(describing: value)))
        }

        /// A value written by a format style, as
        /// `Text("\(price, format: .currency(code: "EUR"))")`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            segments.append(.value(format.format(input)))
        }

        /// A number written with a `printf` specifier, as `Text("\(ratio, specifier: "%.1f")")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.value(String(format: specifier, value)))
        }

        /// A value written by a `Formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter
        ) {
            segments.append(.value(formatter.string(for: subject) ?? ""))
        }

        /// A `Text`, with its own look, as `Text("Press \(Text("Return").bold())")`.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text.runs))
        }

        /// A date in a ``Text/DateStyle``, as `Text("Saved \(date, style: .relative) ago")`;
        /// written when the text is evaluated (a ``Text/init(_:style:)`` of its own updates as
        /// time passes).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.value(style.string(for: date, now: Date())))
        }

        /// An image in a text. Different on GTK: a label shows no images, so the image is
        /// left out; put an ``Image`` beside the ``Text`` in a stack, or use a ``Label``.
        public mutating func appendInterpolation(_ image: Image) {}
    }
}
