import FocusUI

/// A colour, red, green and blue from 0 to 1.
public struct RGBColor: Hashable, Sendable {
    /// Red, from 0 to 1.
    public var red: Double
    /// Green, from 0 to 1.
    public var green: Double
    /// Blue, from 0 to 1.
    public var blue: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// A button showing a colour; choosing another writes it through the binding. On GTK a
/// `GtkColorButton`, which opens GTK's colour chooser.
///
/// ```swift
/// @State private var accent = RGBColor(red: 0.2, green: 0.4, blue: 0.9)
/// @FocusState private var focused: Bool
///
/// ColorWell("Accent", color: $accent)
///     .focused($focused)
/// ```
public struct ColorWell: ComponentView {
    /// The title: the accessible name and the chooser's title.
    public let title: String
    let color: Binding<RGBColor>

    /// A colour well titled `title` showing and writing `color`.
    public init(_ title: String, color: Binding<RGBColor>) {
        self.title = title
        self.color = color
    }

    /// The component of this render.
    public func makeComponent(in environment: EnvironmentValues) -> ColorWellComponent {
        ColorWellComponent(title: title, color: color.wrappedValue, binding: ComponentAction(color))
    }
}

/// What a ``ColorWell`` is: its own properties only. Padding, frame, focus and the rest are
/// FocusUI's shared modifiers.
public struct ColorWellComponent: ViewComponent {
    /// The title.
    public var title: String
    /// The colour shown, from the binding.
    public var color: RGBColor
    /// The binding the renderer writes the user's choice through.
    public var binding: ComponentAction<Binding<RGBColor>>

    /// A screen reader says the title.
    public var accessibleName: String? { title }
    /// Tests and warnings call it by its title.
    public var describedTitle: String { title }

    /// The user chose `color`: written through the binding unless it holds it already (no echo).
    @MainActor public func sendColor(_ color: RGBColor) {
        guard binding.value.wrappedValue != color else { return }
        binding.value.wrappedValue = color
    }
}
