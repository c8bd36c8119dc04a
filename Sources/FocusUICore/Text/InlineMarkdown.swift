import Foundation

/// The inline markdown SwiftUI reads in a `Text`'s string literal: `**bold**` and `__bold__`,
/// `*italic*` and `_italic_`, `***both***`, `` `code` `` (monospaced, read literally),
/// `~~struck~~`, `[title](https://…)`, and `\` before a character to show it as is. Anything
/// else, and a marker without its closing one, is shown as written. Block markdown (headings,
/// lists) is not read, as in SwiftUI.
enum InlineMarkdown {
    /// Whether `source` has a character that may start markup (else it is shown as is): `\`,
    /// `` ` ``, `[`, `*`, `_` or `~`, all ASCII, so looked for in the UTF-8 bytes (every title is
    /// checked on every render).
    static func hasMarkers(_ source: String) -> Bool {
        source.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "*"),
                UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                true
            default: false
            }
        }
    }

    /// The runs of `source`, each with `base` under its own attributes.
    static func runs(_ source: String, base: TextAttributes = TextAttributes()) -> [TextRun] {
        // Most strings have no marker at all: one run, without the parse (a form re-evaluates
        // every field's title on each change).
        guard hasMarkers(source) else {
            return source.isEmpty ? [] : [TextRun(source, attributes: base)]
        }
        var output: [TextRun] = []
        parse(Array(source), attributes: base, into: &output)
        return merged(output)
    }

    private static func parse(_ chars: [Character], attributes: TextAttributes, into output: inout [TextRun])
    {
        var plain = ""
        func flush() {
            if !plain.isEmpty { output.append(TextRun(plain, attributes: attributes)) }
            plain = ""
        }
        var index = 0
        while index < chars.count {
            let char = chars[index]
            if char == "\\", index + 1 < chars.count,
                chars[index + 1].isPunctuation || chars[index + 1].isSymbol
            {
                plain.append(chars[index + 1])
                index += 2
                continue
            }
            if char == "`", let close = find("`", in: chars, from: index + 1) {
                flush()
                var code = attributes
                code.isMonospaced = code.isMonospaced ?? true
                output.append(TextRun(String(chars[(index + 1)..<close]), attributes: code))
                index = close + 1
                continue
            }
            if char == "[", let (title, url, end) = link(in: chars, at: index) {
                flush()
                var linked = attributes
                linked.link = linked.link ?? url
                parse(title, attributes: linked, into: &output)
                index = end
                continue
            }
            if char == "*" || char == "_" || char == "~" {
                var count = 0
                while index + count < chars.count, chars[index + count] == char { count += 1 }
                let length = char == "~" ? (count >= 2 ? 2 : 0) : min(count, 3)
                let marker = String(repeating: char, count: length)
                let opensWord = index + length < chars.count && !chars[index + length].isWhitespace
                let wordInside =
                    char == "_" && index > 0 && (chars[index - 1].isLetter || chars[index - 1].isNumber)
                if length > 0, opensWord, !wordInside,
                    let close = find(marker, in: chars, from: index + length), close > index + length,
                    !chars[close - 1].isWhitespace
                {
                    flush()
                    var inner = attributes
                    if char == "~" {
                        inner.isStruckThrough = inner.isStruckThrough ?? true
                    } else {
                        if length >= 2 { inner.isBold = inner.isBold ?? true }
                        if length != 2 { inner.isItalic = inner.isItalic ?? true }
                    }
                    parse(Array(chars[(index + length)..<close]), attributes: inner, into: &output)
                    index = close + length
                    continue
                }
                plain.append(contentsOf: String(repeating: char, count: count))
                index += count
                continue
            }
            plain.append(char)
            index += 1
        }
        flush()
    }

    /// The first unescaped `marker` at or after `start`.
    private static func find(_ marker: String, in chars: [Character], from start: Int) -> Int? {
        let pattern = Array(marker)
        var index = start
        while index + pattern.count <= chars.count {
            if chars[index] == "\\" {
                index += 2
                continue
            }
            if Array(chars[index..<(index + pattern.count)]) == pattern {
                // A run of the marker's character longer than the marker closes at its end.
                var end = index + pattern.count
                while end < chars.count, chars[end] == pattern[0], pattern[0] != "`" { end += 1 }
                return end - pattern.count
            }
            index += 1
        }
        return nil
    }

    /// `[title](url)` at `start`: the title's characters, the URL, and the index after it.
    private static func link(in chars: [Character], at start: Int) -> ([Character], URL, Int)? {
        guard let closeTitle = find("]", in: chars, from: start + 1), closeTitle + 1 < chars.count,
            chars[closeTitle + 1] == "(", let closeURL = chars[(closeTitle + 2)...].firstIndex(of: ")"),
            let url = URL(string: String(chars[(closeTitle + 2)..<closeURL])), url.scheme != nil
        else { return nil }
        return (Array(chars[(start + 1)..<closeTitle]), url, closeURL + 1)
    }

    /// Neighbouring runs with the same attributes joined.
    static func merged(_ runs: [TextRun]) -> [TextRun] {
        var output: [TextRun] = []
        for run in runs where !run.string.isEmpty {
            if let last = output.last, last.attributes == run.attributes {
                output[output.count - 1].string += run.string
            } else {
                output.append(run)
            }
        }
        return output
    }
}
