import Foundation

extension View {
    /// Draws `style` behind the view, as SwiftUI's `background(_:ignoresSafeAreaEdges:)` with a
    /// colour or style.
    ///
    /// ```swift
    /// Text("Draft")
    ///     .padding(4)
    ///     .background(Color.yellow.opacity(0.3))
    /// ```
    ///
    /// On GTK the widget's CSS `background-color` (a style class); `.padding` applied before it
    /// (inside) is covered by it, as in SwiftUI.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        let name = StyleClass.background(style.styleToken)
        return modified(
            .node {
                $0.isDecorated = true
                $0.decorationClasses.append(name)
            })
    }

    /// Draws a border of `style` around the view, `width` points wide, as SwiftUI's
    /// `border(_:width:)`. On GTK the widget's CSS border.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> some View {
        let name = StyleClass.border(style.styleToken, width: Double(width))
        return modified(
            .node {
                $0.isDecorated = true
                $0.decorationClasses.append(name)
            })
    }

    /// Rounds the view's corners, clipping its content, as SwiftUI's `cornerRadius(_:)`. On GTK
    /// the widget's CSS `border-radius` with `overflow: hidden`.
    public func cornerRadius(_ radius: CGFloat) -> some View {
        let name = StyleClass.radius(Double(radius))
        return modified(
            .node {
                $0.isDecorated = true
                $0.decorationClasses.append(name)
            })
    }

    /// Clips the view to `shape`, as SwiftUI's `clipShape(_:style:)`: on GTK a rounded rectangle
    /// or capsule is the widget's CSS `border-radius` with `overflow: hidden`; a `Rectangle`
    /// clips to the widget's bounds (GTK draws nothing outside them anyway); a `Circle` or
    /// `Ellipse` rounds it fully, as a capsule.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        let name = shape.shapeKind.clipClass
        return modified(
            .node {
                $0.isDecorated = true
                if let name { $0.decorationClasses.append(name) }
            })
    }

    /// Draws a shadow under the view, as SwiftUI's `shadow(color:radius:x:y:)`. On GTK the
    /// widget's CSS `box-shadow`: `radius` is the blur.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> some View
    {
        func number(_ value: CGFloat) -> String {
            let rounded = Int(value.rounded())
            return rounded < 0 ? "n\(-rounded)" : "\(rounded)"
        }
        let name = "focusui-shadow-\(color.token)-r\(number(radius))-x\(number(x))-y\(number(y))"
        return modified(.node { $0.decorationClasses.append(name) })
    }
}
