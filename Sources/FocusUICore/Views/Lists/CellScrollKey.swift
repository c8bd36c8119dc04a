/// What a key does to a lazy stack or grid that has focus itself (its cells have no control, so
/// the stack is the Tab stop, as a plain ``ScrollView`` with nothing focusable is): it scrolls.
/// Decided once, for the GTK renderer and the headless twin.
package enum CellScrollKey: Equatable {
    /// Up or Down (Left or Right sideways): by a step, `-1` back or `1` on.
    case step(Int)
    /// Page Up or Page Down: by a page.
    case page(Int)
    /// Home: to the start.
    case start
    /// End: to the end.
    case end

    /// The scroll a key without modifiers makes along `axis`, if any.
    package init?(_ chord: DesktopKeyChord, axis: Axis) {
        guard chord.modifiers.isEmpty else { return nil }
        switch (chord.key, axis) {
        case (.upArrow, .vertical), (.leftArrow, .horizontal): self = .step(-1)
        case (.downArrow, .vertical), (.rightArrow, .horizontal): self = .step(1)
        case (.pageUp, _): self = .page(-1)
        case (.pageDown, _): self = .page(1)
        case (.home, _): self = .start
        case (.end, _): self = .end
        default: return nil
        }
    }
}

extension ListLayout {
    /// The axis the container scrolls along.
    package var scrollAxis: Axis {
        switch self {
        case .stack(.horizontal, _, _), .grid(.horizontal, _, _): .horizontal
        case .list, .table, .stack, .grid: .vertical
        }
    }
}
