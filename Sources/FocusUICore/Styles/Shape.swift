import Foundation

/// What a shape is, for the toolkit to draw it.
public enum ShapeKind: Hashable, Sendable {
    /// A rectangle filling its frame.
    case rectangle
    /// A rectangle with corners of `cornerRadius` points.
    case roundedRectangle(cornerRadius: Double)
    /// A rectangle whose short sides are half circles.
    case capsule
    /// A circle (on GTK, in a frame that is not square, an ellipse).
    case circle
    /// An ellipse filling its frame.
    case ellipse

    /// The style class that rounds a widget to this shape; `nil` for a rectangle.
    package var clipClass: String? {
        switch self {
        case .rectangle: return nil
        case .roundedRectangle(let radius): return StyleClass.radius(radius)
        case .capsule, .circle, .ellipse: return StyleClass.radius(nil)
        }
    }
}

/// A 2D shape, as SwiftUI's `Shape`: ``Rectangle``, ``RoundedRectangle``, ``Capsule``,
/// ``Circle`` and ``Ellipse``. A shape takes all the room it is offered (give it a `.frame`),
/// filled with the foreground style unless `.fill(_:)` or `.stroke(_:lineWidth:)` say
/// otherwise.
///
/// On GTK a shape is an empty widget drawn with CSS (background colour, border, border
/// radius); FocusUI has no paths, so a shape of your own (`path(in:)`) is not supported.
public protocol Shape: ComponentView, Sendable where Component == ShapeComponent {
    /// What shape it is.
    var shapeKind: ShapeKind { get }
}

extension Shape {
    /// The shape filled with the foreground style.
    public func makeComponent(in environment: EnvironmentValues) -> ShapeComponent {
        ShapeComponent(kind: shapeKind, fill: environment.foregroundStyle?.styleToken ?? "primary")
    }

    /// The shape filled with `style`, as SwiftUI's `fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ style: S) -> StyledShape {
        StyledShape(component: ShapeComponent(kind: shapeKind, fill: style.styleToken ?? "primary"))
    }

    /// The shape's outline drawn with `style`, `lineWidth` points wide, as SwiftUI's
    /// `stroke(_:lineWidth:)`.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(
            component: ShapeComponent(
                kind: shapeKind, stroke: style.styleToken ?? "primary", lineWidth: Double(lineWidth)))
    }

    /// The outline drawn inside the shape's frame, as SwiftUI's `strokeBorder(_:lineWidth:)`;
    /// on GTK the same as ``stroke(_:lineWidth:)`` (a CSS border is always inside).
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> StyledShape {
        stroke(style, lineWidth: lineWidth)
    }
}

/// A shape with its fill or stroke chosen (``Shape/fill(_:)``, ``Shape/stroke(_:lineWidth:)``).
public struct StyledShape: ComponentView {
    let component: ShapeComponent

    /// The styled shape.
    public func makeComponent(in environment: EnvironmentValues) -> ShapeComponent { component }
}

/// A shape as the toolkit draws it.
public struct ShapeComponent: ViewComponent {
    /// The shape.
    public var kind: ShapeKind
    /// The fill's style token; `nil` for none.
    public var fill: String?
    /// The stroke's style token; `nil` for none.
    public var stroke: String?
    /// The stroke's width in points.
    public var lineWidth: Double = 0

    /// A shape with a fill, a stroke, or both.
    public init(kind: ShapeKind, fill: String? = nil, stroke: String? = nil, lineWidth: Double = 0) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
    }

    /// The style classes that draw it.
    package var styleClasses: [String] {
        var classes: [String] = []
        if let fill { classes.append(StyleClass.background(fill)) }
        if let stroke { classes.append(StyleClass.border(stroke, width: lineWidth)) }
        if let clip = kind.clipClass { classes.append(clip) }
        return classes
    }
}

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    /// A rectangle.
    public var shapeKind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
    /// The corners' radius in points.
    public let cornerRadius: CGFloat

    /// A rectangle with corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }

    /// A rounded rectangle.
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerRadius)) }
}

/// A capsule, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
    /// A capsule.
    public init() {}
    /// A capsule.
    public var shapeKind: ShapeKind { .capsule }
}

/// A circle, as SwiftUI's `Circle`; on GTK, in a frame that is not square, an ellipse.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    /// A circle.
    public var shapeKind: ShapeKind { .circle }
}

/// An ellipse, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    /// An ellipse.
    public var shapeKind: ShapeKind { .ellipse }
}

extension ShapeComponent {
    /// A shape fills the room it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}
