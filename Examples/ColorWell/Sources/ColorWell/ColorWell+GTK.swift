import FocusKitGTK
import FocusUI

extension ColorWellComponent: GtkRenderable {
    /// A `GtkColorButton`.
    public typealias GtkRenderer = ColorWellGtkRenderer
}

/// Draws a ``ColorWellComponent``: a `GtkColorButton` titled with the title, whose `color-set`
/// (the user chose a colour) writes through the newest component; the colour is set only when
/// the button shows another, so a re-render neither echoes nor disturbs the chooser.
@MainActor
public final class ColorWellGtkRenderer: GtkComponentRenderer {
    /// The colour button.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var component: ColorWellComponent
    private let signals = SignalBag()

    /// A colour button.
    public init(_ component: ColorWellComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_color_button_new()!
        signals.connect(widget, signal: "color-set") { [unowned self] _ in
            self.component.sendColor(self.shownColor)
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    private var chooser: OpaquePointer { OpaquePointer(UnsafeMutableRawPointer(widget)) }

    /// The colour the button shows.
    var shownColor: RGBColor {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(chooser, &rgba)
        return RGBColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue))
    }

    /// Applies the title and, when the button shows another, the colour.
    public func update(from old: ColorWellComponent?, to new: ColorWellComponent) {
        component = new
        if new.title != old?.title {
            gtk_color_button_set_title(OpaquePointer(UnsafeMutableRawPointer(widget)), new.title)
        }
        if shownColor != new.color {
            var rgba = GdkRGBA(
                red: Float(new.color.red), green: Float(new.color.green), blue: Float(new.color.blue),
                alpha: 1)
            gtk_color_chooser_set_rgba(chooser, &rgba)
        }
    }
}
