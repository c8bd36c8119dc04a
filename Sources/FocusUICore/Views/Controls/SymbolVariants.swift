/// A variant of an SF Symbol, as SwiftUI's `SymbolVariants`: filled, enclosed in a circle,
/// square or rectangle, slashed, or combinations (`.circle.fill`).
///
/// On GTK a symbol is the freedesktop icon nearest to it (``Image/init(systemName:)``), and
/// GNOME's symbolic icons have no filled or enclosed forms: those variants draw the same icon
/// as the plain symbol. A slashed variant draws the icon of the slashed symbol where there is
/// one (`bell` with `.slash` is `notifications-disabled`), else the plain symbol's, as SwiftUI
/// falls back to the plain symbol when a variant does not exist.
public struct SymbolVariants: Hashable, Sendable {
    private var isSlashed = false
    private var shape: String?
    private var isFilled = false

    /// No variant: the plain symbol.
    public static let none = SymbolVariants()
    /// Filled (`heart.fill`).
    public static let fill = SymbolVariants(isFilled: true)
    /// In a circle (`plus.circle`).
    public static let circle = SymbolVariants(shape: "circle")
    /// In a square (`plus.square`).
    public static let square = SymbolVariants(shape: "square")
    /// In a rectangle (`plus.rectangle`).
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Slashed (`bell.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, in a circle.
    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    /// This variant, in a square.
    public var square: SymbolVariants { with { $0.shape = "square" } }
    /// This variant, in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    /// This variant, slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether the symbol is drawn with this variant (`.fill.contains(.fill)`).
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.isSlashed || isSlashed) && (other.shape == nil || other.shape == shape)
            && (!other.isFilled || isFilled)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The name of `systemName` in this variant added to the ones its name has, in SF Symbols'
    /// order (`bell.fill` slashed is `bell.slash.fill`; `mic` slashed, circled and filled is
    /// `mic.slash.circle.fill`).
    func name(of systemName: String) -> String {
        var parts = systemName.split(separator: ".").map(String.init)
        var combined = self
        if parts.count > 1, parts.last == "fill" {
            combined.isFilled = true
            parts.removeLast()
        }
        if parts.count > 1, let last = parts.last, ["circle", "square", "rectangle"].contains(last) {
            combined.shape = combined.shape ?? last
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "slash" {
            combined.isSlashed = true
            parts.removeLast()
        }
        var name = parts.joined(separator: ".")
        if combined.isSlashed { name += ".slash" }
        if let shape = combined.shape { name += ".\(shape)" }
        if combined.isFilled { name += ".fill" }
        return name
    }
}

extension EnvironmentValues {
    /// The variant symbols here are drawn in (``View/symbolVariant(_:)``).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension View {
    /// Draws the symbols in this view in a variant, as SwiftUI's `symbolVariant(_:)`
    /// (`Label("Favourites", systemImage: "heart").symbolVariant(.fill)`); variants add up from
    /// the outside in, and `.none` removes them. On GTK filled and enclosed variants draw the plain symbol's icon (see
    /// ``SymbolVariants``).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modified(
            .environment { environment in
                guard variant != .none else {
                    environment.symbolVariants = .none
                    return
                }
                var combined = environment.symbolVariants
                if variant.contains(.slash) { combined = combined.slash }
                if variant.contains(.circle) { combined = combined.circle }
                if variant.contains(.square) { combined = combined.square }
                if variant.contains(.rectangle) { combined = combined.rectangle }
                if variant.contains(.fill) { combined = combined.fill }
                environment.symbolVariants = combined
            })
    }
}
