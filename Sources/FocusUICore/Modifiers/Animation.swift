import Foundation

/// An animation curve, as SwiftUI's `Animation`.
///
/// Different on GTK: FocusUI does not animate changes of state. A change made inside
/// ``withAnimation(_:_:)``, or a view with ``View/animation(_:value:)``, changes at once, and
/// so does focus: a focus write made while a view appears applies at once, never after the
/// animation (SwiftUI loses such writes during an appearing transition). GTK's own widgets
/// keep their animations (a switch sliding, a revealer opening), and GNOME's "reduce
/// animation" setting applies to them.
public struct Animation: Hashable, Sendable {
    let name: String
    let duration: Double

    /// The platform's default.
    public static let `default` = Animation(name: "default", duration: 0.35)
    /// Linear.
    public static let linear = Animation(name: "linear", duration: 0.35)
    /// Easing in and out.
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    /// Easing in.
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    /// Easing out.
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    /// A spring.
    public static let spring = Animation(name: "spring", duration: 0.5)
    /// A spring that settles quickly.
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    /// A spring with a small bounce.
    public static let snappy = Animation(name: "snappy", duration: 0.5)
    /// A spring with a visible bounce.
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)
    /// An interactive spring.
    public static let interactiveSpring = Animation(name: "interactiveSpring", duration: 0.15)

    /// Linear over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    /// Easing in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(name: "easeInOut", duration: duration)
    }
    /// Easing in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    /// Easing out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(name: "easeOut", duration: duration)
    }

    /// A spring.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    )
        -> Animation
    {
        Animation(name: "spring", duration: response)
    }

    /// A spring of `duration` seconds with `bounce`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }

    /// An interactive spring.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(name: "interactiveSpring", duration: response)
    }

    /// This animation after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
    /// This animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { self }
    /// This animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// This animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`, as SwiftUI's `withAnimation(_:_:)`. Different on GTK: the changes `body` makes
/// show at once, without animation (see ``Animation``); focus written in `body` applies at
/// once too.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
    -> Result
{
    try body()
}

/// How a view comes and goes, as SwiftUI's `AnyTransition`. Different on GTK: a view appears
/// and disappears at once (see ``Animation``).
public struct AnyTransition: Sendable {
    let name: String

    /// Fading.
    public static let opacity = AnyTransition(name: "opacity")
    /// Sliding in from the leading edge.
    public static let slide = AnyTransition(name: "slide")
    /// Scaling.
    public static let scale = AnyTransition(name: "scale")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")

    /// Moving from `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushing from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Scaling from `scale`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale")
    }
    /// Offset by a distance.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric")
    }

    /// This transition with `other`.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// Animates changes of `value` in this view, as SwiftUI's `animation(_:value:)`. Different
    /// on GTK: the changes show at once (see ``Animation``).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// How this view comes and goes, as SwiftUI's `transition(_:)`. Different on GTK: it
    /// appears and disappears at once (see ``AnyTransition``).
    public func transition(_ transition: AnyTransition) -> some View {
        self
    }
}
