import Foundation

/// A colour, as SwiftUI's `Color`: a theme colour (so the GNOME theme, dark or high-contrast,
/// decides it) or an exact one.
///
/// ```swift
/// Text("Saved").foregroundStyle(.green)
/// Text("Overdue").foregroundColor(.red)
/// Rectangle().fill(Color(red: 0.2, green: 0.4, blue: 0.9))
/// Text("Draft").background(Color.yellow.opacity(0.3))
/// ```
///
/// On GTK a colour is CSS: the theme's named colours (`@accent_color`, `@error_color`) for
/// ``accentColor``, ``red``, ``orange`` and ``green``, GNOME's palette for the other named
/// colours, and `rgba()` for an exact colour. ``primary`` is the theme's text colour and
/// ``secondary`` its dimmed text (GTK's `dim-label`).
public struct Color: Hashable, Sendable, ShapeStyle {
    /// How the colour is said in FocusUI's style classes: a theme or palette name (`accent`,
    /// `blue`), or `rgba-RRGGBBAA`; with an opacity, `-aNN` in percent.
    package let token: String

    private init(token: String) {
        self.token = token
    }

    /// An exact colour from red, green and blue from 0 to 1, and an opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        token = String(format: "rgba-%02x%02x%02x%02x", byte(red), byte(green), byte(blue), byte(opacity))
    }

    /// A grey from black (0) to white (1), and an opacity.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour with its opacity multiplied by `opacity` (0 to 1).
    public func opacity(_ opacity: Double) -> Color {
        let percent = Int((min(max(opacity, 0), 1) * 100).rounded())
        if token.hasPrefix("rgba-"), token.count == 13 {
            let hex = token.dropFirst(5)
            let alpha = Int(hex.suffix(2), radix: 16) ?? 255
            let scaled = Int((Double(alpha) * Double(percent) / 100).rounded())
            return Color(token: "rgba-" + hex.prefix(6) + String(format: "%02x", scaled))
        }
        if let range = token.range(of: "-a", options: .backwards), let old = Int(token[range.upperBound...]) {
            return Color(token: token[..<range.lowerBound] + "-a\(old * percent / 100)")
        }
        return Color(token: "\(token)-a\(percent)")
    }

    /// The theme's text colour.
    public static let primary = Color(token: "primary")
    /// The theme's dimmed text colour (GTK's `dim-label`).
    public static let secondary = Color(token: "secondary")
    /// The accent colour the user chose (GNOME's accent; GTK: `@accent_color`).
    public static let accentColor = Color(token: "accent")
    /// Red (the theme's error colour).
    public static let red = Color(token: "error")
    /// Orange (the theme's warning colour).
    public static let orange = Color(token: "warning")
    /// Yellow (GNOME's palette).
    public static let yellow = Color(token: "yellow")
    /// Green (the theme's success colour).
    public static let green = Color(token: "success")
    /// Mint (GNOME's palette).
    public static let mint = Color(token: "mint")
    /// Teal (GNOME's palette).
    public static let teal = Color(token: "teal")
    /// Cyan (GNOME's palette).
    public static let cyan = Color(token: "cyan")
    /// Blue (GNOME's palette).
    public static let blue = Color(token: "blue")
    /// Indigo (GNOME's palette).
    public static let indigo = Color(token: "indigo")
    /// Purple (GNOME's palette).
    public static let purple = Color(token: "purple")
    /// Pink (GNOME's palette).
    public static let pink = Color(token: "pink")
    /// Brown (GNOME's palette).
    public static let brown = Color(token: "brown")
    /// Grey (GNOME's palette).
    public static let gray = Color(token: "gray")
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// No colour at all.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    /// As a shape style: itself.
    public var styleToken: String? { token == "primary" ? nil : token }
}

extension Color: ComponentView {
    /// A colour as a view fills the room it is offered, as a `Rectangle` filled with it does.
    public func makeComponent(in environment: EnvironmentValues) -> ShapeComponent {
        ShapeComponent(kind: .rectangle, fill: token)
    }
}
