import FocusUICore

/// The Pango markup of a text of several looks (``TextRun``s): each run a `<span>` with its
/// attributes, a link an `<a href>` (GtkLabel draws and activates it). A run's font is
/// approximated with the sizes and weights of libadwaita's typography classes, relative to
/// the label's own font; its colour is the theme's colour of the same role in Adwaita's light
/// palette, or the named colour's; a level of the text colour (`.secondary`) is the label's
/// own colour, dimmed.
@MainActor
enum TextMarkup {
    static func markup(_ runs: [TextRun]) -> String {
        runs.map(markup).joined()
    }

    private static func markup(_ run: TextRun) -> String {
        let attributes = run.attributes
        var span: [String] = []
        if let font = attributes.font, let font {
            span += fontAttributes(font)
        }
        if let weight = attributes.weight, let weight { span.append("weight=\"\(weight.value)\"") }
        if attributes.isBold == true { span.append("weight=\"bold\"") }
        if attributes.isItalic == true { span.append("style=\"italic\"") }
        if attributes.isMonospaced == true { span.append("font_family=\"monospace\"") }
        if attributes.hasFixedWidthDigits == true { span.append("font_features=\"tnum\"") }
        if attributes.isUnderlined == true { span.append("underline=\"single\"") }
        if attributes.isStruckThrough == true { span.append("strikethrough=\"true\"") }
        if let foreground = attributes.foreground, let token = foreground?.styleToken,
            let (color, alpha) = color(token)
        {
            if let color { span.append("foreground=\"\(color)\"") }
            if let alpha { span.append("fgalpha=\"\(alpha)%\"") }
        }
        var text = escaped(run.string)
        if !span.isEmpty { text = "<span \(span.joined(separator: " "))>\(text)</span>" }
        if let link = attributes.link { text = "<a href=\"\(escaped(link.absoluteString))\">\(text)</a>" }
        return text
    }

    /// libadwaita's typography classes as Pango attributes (sizes relative to the body text).
    private static func fontAttributes(_ font: Font) -> [String] {
        var attributes: [String] = []
        for name in font.styleClasses {
            switch name {
            case "title-1": attributes += ["size=\"181%\"", "weight=\"800\""]
            case "title-2": attributes += ["size=\"136%\"", "weight=\"800\""]
            case "title-3": attributes += ["size=\"136%\"", "weight=\"700\""]
            case "title-4": attributes += ["size=\"118%\"", "weight=\"700\""]
            case "heading", "focusui-bold": attributes.append("weight=\"bold\"")
            case "caption": attributes.append("size=\"82%\"")
            case "monospace": attributes.append("font_family=\"monospace\"")
            case "focusui-font-serif": attributes.append("font_family=\"serif\"")
            case "focusui-italic": attributes.append("style=\"italic\"")
            case "numeric": attributes.append("font_features=\"tnum\"")
            default:
                if let size = name.split(separator: "-").last.flatMap({ Int($0) }),
                    name.hasPrefix("focusui-font-size-")
                {
                    attributes.append("size=\"\(size * 1024 * 3 / 4)\"")
                } else if let weight = name.split(separator: "-").last.flatMap({ Int($0) }),
                    name.hasPrefix("focusui-font-weight-")
                {
                    attributes.append("weight=\"\(weight)\"")
                }
            }
        }
        return attributes
    }

    /// A colour token's Pango colour and alpha percentage.
    private static func color(_ token: String) -> (String?, Int?)? {
        // A gradient (`Color.gradient`) colours text with its colour.
        if token.hasSuffix("-gradient") { return color(String(token.dropLast("-gradient".count))) }
        var base = token
        var alpha: Int?
        if let range = token.range(of: "-a", options: .backwards),
            let percent = Int(token[range.upperBound...])
        {
            base = String(token[..<range.lowerBound])
            alpha = percent
        }
        switch base {
        case "secondary": return (nil, 55)
        case "tertiary": return (nil, 40)
        case "quaternary": return (nil, 25)
        case "placeholder": return (nil, 50)
        case "accent": return ("#1c71d8", alpha)
        case "error": return ("#c01c28", alpha)
        case "warning": return ("#9c6e03", alpha)
        case "success": return ("#1b8553", alpha)
        default:
            if let hex = FocusUIDynamicStyles.palette[base] { return (hex, alpha) }
            if base.hasPrefix("rgba-"), base.count == 13 {
                let digits = base.dropFirst(5)
                let opacity = Int(digits.suffix(2), radix: 16).map { $0 * 100 / 255 }
                return ("#" + digits.prefix(6), alpha ?? opacity)
            }
            return nil
        }
    }

    /// `string` with the characters markup reserves escaped.
    static func escaped(_ string: String) -> String {
        var output = ""
        output.reserveCapacity(string.utf8.count)
        for char in string {
            switch char {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default: output.append(char)
            }
        }
        return output
    }
}
