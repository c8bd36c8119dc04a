import Foundation

/// The pointer actions of a view: `.onTapGesture`, `.onLongPressGesture`, `.onHover`.
package struct PointerActions {
    /// Tap actions, with how many clicks in a row each wants.
    package var taps: [(count: Int, action: @MainActor () -> Void)] = []
    /// Whether a press is the taps' alone (the views around see no click, as in SwiftUI); a
    /// list row that is a link leaves it to its row too, which is focused and selected first.
    package var tapClaimsPress = true
    /// Long-press actions.
    package var longPresses: [LongPressAction] = []
    /// Hover actions: `true` when the pointer enters, `false` when it leaves.
    package var hovers: [@MainActor (Bool) -> Void] = []

    /// Whether there are any.
    package var isEmpty: Bool { taps.isEmpty && longPresses.isEmpty && hovers.isEmpty }

    /// What decides the controllers a backend needs: whether there are taps, long presses
    /// (with their durations) and hovers.
    package var shape: [Double] {
        [taps.isEmpty ? 0 : 1, hovers.isEmpty ? 0 : 1, tapClaimsPress ? 1 : 0]
            + longPresses.map(\.minimumDuration)
    }
}

/// A `.onLongPressGesture`.
package struct LongPressAction {
    /// How long the press must last, in seconds.
    package var minimumDuration: Double
    /// What runs when it has lasted that long.
    package var action: @MainActor () -> Void
    /// What runs when a press starts (`true`) and ends (`false`).
    package var onPressingChanged: (@MainActor (Bool) -> Void)?
}

extension View {
    /// Runs `action` when the view is clicked `count` times in a row, as SwiftUI's
    /// `onTapGesture(count:perform:)` (GTK: a `GtkGestureClick` with the primary button).
    ///
    /// A tap gesture does not make a view a Tab stop, as in SwiftUI: give a keyboard user
    /// another way (a ``Button``, or `.focusable()` with `.onKeyPress`). With taps of several
    /// counts on one view, each runs when its count is reached: a double click runs the
    /// one-click action first.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modified(.node { $0.pointer.taps.append((count, action)) })
    }

    /// Runs `action` when the view is clicked, leaving the click to the views around too: a list
    /// row that is a link is focused and selected by its click, then pushes.
    func onRowLinkTap(perform action: @escaping @MainActor () -> Void) -> some View {
        modified(
            .node {
                $0.pointer.taps.append((1, action))
                $0.pointer.tapClaimsPress = false
            })
    }

    /// Runs `action` with where the view was clicked, as SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`. Different on GTK: the location is in
    /// the view's own coordinates whatever `coordinateSpace` says.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        modified(.node { $0.pointer.taps.append((count, { action(.zero) })) })
    }

    /// Runs `action` when the view is pressed and held, as SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)` (GTK: a
    /// `GtkGestureLongPress`, whose delay is GTK's long-press time scaled to
    /// `minimumDuration`). Moving further than GTK's drag threshold cancels it; the
    /// `maximumDistance` is not used.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10,
        perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        let press = LongPressAction(
            minimumDuration: minimumDuration, action: action, onPressingChanged: onPressingChanged)
        return modified(.node { $0.pointer.longPresses.append(press) })
    }

    /// Runs `action` with `true` when the pointer enters the view and `false` when it leaves,
    /// as SwiftUI's `onHover(perform:)` (GTK: a `GtkEventControllerMotion`).
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modified(.node { $0.pointer.hovers.append(action) })
    }

    /// The shape that takes the view's clicks, as SwiftUI's `contentShape(_:eoFill:)`.
    /// Different on GTK: a view takes clicks anywhere in its rectangle, space between its
    /// contents included, which is what `contentShape(Rectangle())` asks for; another shape
    /// is not used.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The view's own.
    case local
    /// The window's.
    case global
    /// A named one.
    case named(AnyHashable)
}

extension SharedActions {
    /// Whether the view has pointer actions.
    package var handlesPointer: Bool { !pointer.isEmpty }

    /// `count` clicks in a row: the tap actions waiting for that count run.
    @MainActor package func sendTap(count: Int) {
        for tap in pointer.taps where tap.count == count { tap.action() }
    }

    /// The pointer entered (`true`) or left (`false`).
    @MainActor package func sendHover(_ isInside: Bool) {
        for hover in pointer.hovers { hover(isInside) }
    }

    /// A press started (`true`) or ended (`false`).
    @MainActor package func sendPressing(_ isPressing: Bool) {
        for press in pointer.longPresses { press.onPressingChanged?(isPressing) }
    }

    /// A press lasted long enough.
    @MainActor package func sendLongPress() {
        for press in pointer.longPresses { press.action() }
    }
}
