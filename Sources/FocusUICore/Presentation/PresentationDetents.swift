import Foundation

/// A height a sheet can have, as SwiftUI's `PresentationDetent`.
///
/// On GTK a sheet is a window over its presenter: it opens at the smallest of its detents,
/// measured against the presenter's height, and the user resizes it freely afterwards.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    /// Half the presenter's height.
    public static let medium = PresentationDetent(kind: .fraction(0.5))
    /// The presenter's height.
    public static let large = PresentationDetent(kind: .fraction(1))

    /// A fraction of the presenter's height (`0.25`: a quarter), clamped to 0...1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(min(max(Double(fraction), 0), 1)))
    }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(max(Double(height), 0)))
    }

    /// Its height over a presenter `presenterHeight` points high.
    package func height(over presenterHeight: Double) -> Double {
        switch kind {
        case .fraction(let fraction): return fraction * presenterHeight
        case .height(let height): return height
        }
    }
}

extension View {
    /// The heights the sheet the view is in may have, as SwiftUI's `presentationDetents(_:)`.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsFilters) {
    ///     FilterForm()
    ///         .presentationDetents([.medium, .large])
    /// }
    /// ```
    ///
    /// Different on GTK: a sheet is a window the user resizes freely, not a card that snaps
    /// between heights. It opens at the smallest detent: ``PresentationDetent/medium`` half its
    /// presenter's height, ``PresentationDetent/large`` its presenter's height,
    /// ``PresentationDetent/fraction(_:)`` that part of it, ``PresentationDetent/height(_:)``
    /// that many points; never smaller than its content needs (GTK's
    /// `gtk_window_set_default_size`). The outermost `.presentationDetents` in the sheet counts.
    /// On a window that is not a sheet (an alert, a scene's window) it does nothing, as in
    /// SwiftUI.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modified(.presentationDetents(detents))
    }
}
