import CGtk
import FocusUICore

/// The CSS rules of FocusUI's style classes that carry a value (`focusui-fg-rgba-ff000080`,
/// `focusui-bg-blue`, `focusui-border-accent-w2`, `focusui-radius-8`, `focusui-pad-4-8-4-8`,
/// `focusui-shadow-…`, `focusui-tint-purple`), made the first time a widget gets such a class:
/// one provider on the default display at application priority, whose rules are the
/// accumulated ones.
@MainActor
enum FocusUIDynamicStyles {
    private static var known: Set<String> = []
    private static var rules: [String] = []
    private static var provider: OpaquePointer?

    /// The CSS of every rule made so far, for tests.
    static var css: String { rules.joined(separator: "\n") }

    /// GNOME's palette (the HIG's named colours), for the named colours without a theme colour.
    static let palette: [String: String] = [
        "yellow": "#f6d32d", "mint": "#57e389", "teal": "#2190a4", "cyan": "#33c7de", "blue": "#3584e4",
        "indigo": "#1c71d8", "purple": "#9141ac", "pink": "#dc8add", "brown": "#986a44", "gray": "#9a9996",
    ]

    /// Makes sure each class of `classes` that carries a value has its rule.
    static func ensureRules(for classes: [String]) {
        var added = false
        for name in classes where name.hasPrefix("focusui-") && !known.contains(name) {
            known.insert(name)
            if let rule = rule(for: name) {
                rules.append(rule)
                added = true
            }
        }
        if added { reload() }
    }

    /// The CSS value of a colour token (``Color``'s): a theme colour, a palette colour or an
    /// exact one, with an opacity suffix `-aNN`.
    static func cssColor(_ token: String) -> String? {
        // A gradient (`AnyGradient`) is its colour where one colour is drawn (text, borders).
        if let base = token.dropSuffix("-gradient") { return cssColor(base) }
        if let range = token.range(of: "-a", options: .backwards),
            let percent = Int(token[range.upperBound...]),
            let base = cssColor(String(token[..<range.lowerBound]))
        {
            return "alpha(\(base), \(Double(percent) / 100))"
        }
        switch token {
        case "primary": return "@theme_fg_color"
        case "secondary": return "alpha(@theme_fg_color, 0.55)"
        case "tertiary": return "alpha(@theme_fg_color, 0.4)"
        case "quaternary": return "alpha(@theme_fg_color, 0.25)"
        case "placeholder": return "alpha(@theme_fg_color, 0.5)"
        case "accent": return "@theme_selected_bg_color"
        case "error": return "@error_color"
        case "warning": return "@warning_color"
        case "success": return "@success_color"
        // Materials (`Material`): GTK draws no blur, so the theme's colour for the role.
        case "material-bar": return "@headerbar_bg_color"
        case "material-window": return "@window_bg_color"
        default:
            if let hex = palette[token] { return hex }
            if token.hasPrefix("rgba-"), token.count == 13, token.dropFirst(5).allSatisfy(\.isHexDigit) {
                return "#" + token.dropFirst(5)
            }
            return nil
        }
    }

    /// The rule of one class, or `nil` when it carries no value FocusUI knows.
    static func rule(for name: String) -> String? {
        let selector = "." + name
        if let token = name.dropPrefix("focusui-fg-"), let color = cssColor(token) {
            return "\(selector) { color: \(color); }"
        }
        if let token = name.dropPrefix("focusui-row-bg-"), let color = cssColor(token) {
            // A selected row shows the theme's selection colour, as on macOS.
            return "\(selector):not(:selected) { background-color: \(color); }"
        }
        if let base = name.dropPrefix("focusui-bg-")?.dropSuffix("-gradient"), let color = cssColor(base) {
            // `Color.gradient`: the colour, 10 % lighter at the top.
            return "\(selector) { background-color: \(color); "
                + "background-image: linear-gradient(to bottom, shade(\(color), 1.1), \(color)); }"
        }
        if let token = name.dropPrefix("focusui-bg-"), let color = cssColor(token) {
            return "\(selector) { background-color: \(color); background-image: none; }"
        }
        if let rest = name.dropPrefix("focusui-border-"),
            let range = rest.range(of: "-w", options: .backwards),
            let width = Int(rest[range.upperBound...]),
            let color = cssColor(String(rest[..<range.lowerBound]))
        {
            return "\(selector) { border: \(width)px solid \(color); }"
        }
        if let rest = name.dropPrefix("focusui-radius-") {
            if rest == "capsule" { return "\(selector) { border-radius: 9999px; }" }
            if let radius = Int(rest) { return "\(selector) { border-radius: \(radius)px; }" }
        }
        if let rest = name.dropPrefix("focusui-pad-") {
            let sides = rest.split(separator: "-").compactMap { Int($0) }
            if sides.count == 4 {
                return "\(selector) { padding: \(sides[0])px \(sides[3])px \(sides[2])px \(sides[1])px; }"
            }
        }
        if name == "focusui-font-serif" { return "\(selector) { font-family: serif; }" }
        if let size = name.dropPrefix("focusui-font-size-").flatMap({ Int($0) }) {
            return "\(selector) { font-size: \(size)px; }"
        }
        if let weight = name.dropPrefix("focusui-font-weight-").flatMap({ Int($0) }) {
            return "\(selector) { font-weight: \(weight); }"
        }
        if let hex = name.dropPrefix("focusui-family-"), let family = familyName(hex) {
            return "\(selector) { font-family: \"\(family)\"; }"
        }
        if let rest = name.dropPrefix("focusui-shadow-") {
            return shadowRule(selector, rest)
        }
        if let token = name.dropPrefix("focusui-tint-"),
            !["accent", "error", "warning", "success"].contains(token),
            let color = cssColor(token)
        {
            return """
                \(selector) switch:checked, switch\(selector):checked, \(selector) scale highlight, \
                scale\(selector) highlight, checkbutton\(selector) check:checked { background-color: \(color); } \
                button.link\(selector) > label { color: \(color); } \(selector) text { caret-color: \(color); }
                """
        }
        return nil
    }

    /// The family name of a `focusui-family-<hex>` class: its UTF-8 bytes in hex, two digits
    /// each; `nil` when the name could break out of a CSS string.
    private static func familyName(_ hex: String) -> String? {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) ?? hex.endIndex
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        let name = String(decoding: bytes, as: UTF8.self)
        guard !name.contains(where: { "\"\\;{}\n".contains($0) }) else { return nil }
        return name
    }

    /// `focusui-shadow-<colour>-r<blur>-x<x>-y<y>`, negative numbers written `n3`.
    private static func shadowRule(_ selector: String, _ rest: String) -> String? {
        let parts = rest.components(separatedBy: "-")
        guard parts.count >= 4 else { return nil }
        func number(_ part: String, _ prefix: Character) -> Int? {
            guard part.first == prefix else { return nil }
            let digits = part.dropFirst()
            if digits.first == "n" { return Int(digits.dropFirst()).map { -$0 } }
            return Int(digits)
        }
        guard let radius = number(parts[parts.count - 3], "r"), let x = number(parts[parts.count - 2], "x"),
            let y = number(parts[parts.count - 1], "y"),
            let color = cssColor(parts[..<(parts.count - 3)].joined(separator: "-"))
        else { return nil }
        return "\(selector) { box-shadow: \(x)px \(y)px \(radius)px \(color); }"
    }

    private static func reload() {
        guard let display = gdk_display_get_default() else { return }
        if provider == nil {
            provider = OpaquePointer(UnsafeMutableRawPointer(gtk_css_provider_new()))
            gtk_style_context_add_provider_for_display(
                display, provider, UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        gtk_css_provider_load_from_data(
            UnsafeMutablePointer<GtkCssProvider>(provider), rules.joined(separator: "\n"), -1)
    }
}

extension String {
    /// The rest after `prefix`, if the string starts with it.
    fileprivate func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }

    /// The rest before `suffix`, if the string ends with it.
    fileprivate func dropSuffix(_ suffix: String) -> String? {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : nil
    }
}
