extension View {
    /// Shows `content` along the view's top or bottom edge, the view taking the rest of the
    /// height, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: a bar of buttons
    /// under a list, a search field over it.
    ///
    /// ```swift
    /// List(notes) { NoteRow(note: $0) }
    ///     .safeAreaInset(edge: .bottom) {
    ///         HStack { Button("New Note", action: add); Spacer() }.padding(8)
    ///     }
    /// ```
    ///
    /// Difference: SwiftUI lets a scrolling view run under the inset (its safe area shrinks, its
    /// content scrolls behind the bar's material). GTK has no safe areas: the two are stacked
    /// (a vertical box), so the view ends where the inset begins and nothing is drawn under it.
    /// The inset sits across the width by `alignment`; `spacing` is the room between them (none
    /// when `nil`). Tab goes through them in the order they are drawn.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        VerticalSafeAreaInset(
            edge: edge, alignment: alignment, spacing: spacing ?? 0, main: self, inset: content())
    }

    /// Shows `content` along the view's leading or trailing edge, the view taking the rest of
    /// the width, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` with a
    /// horizontal edge. As for a vertical edge, on GTK the two are stacked side by side (a
    /// horizontal box): nothing runs under the inset.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        HorizontalSafeAreaInset(
            edge: edge, alignment: alignment, spacing: spacing ?? 0, main: self, inset: content())
    }
}

/// A view with an inset along its top or bottom edge (`safeAreaInset(edge:alignment:spacing:content:)`
/// with a vertical edge).
struct VerticalSafeAreaInset<Main: View, Inset: View>: View {
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat
    let main: Main
    let inset: Inset

    var body: some View {
        VStack(spacing: spacing) {
            if edge == .top { placedInset }
            main
            if edge == .bottom { placedInset }
        }
    }

    /// Across the whole width: an inset that fills it (a stack with a spacer) fills it, another
    /// sits by `alignment`, as a stack places its children.
    private var placedInset: some View {
        VStack(alignment: alignment, spacing: 0) { inset }.frame(maxWidth: .infinity)
    }
}

/// A view with an inset along its leading or trailing edge.
struct HorizontalSafeAreaInset<Main: View, Inset: View>: View {
    let edge: HorizontalEdge
    let alignment: VerticalAlignment
    let spacing: CGFloat
    let main: Main
    let inset: Inset

    var body: some View {
        HStack(spacing: spacing) {
            if edge == .leading { placedInset }
            main
            if edge == .trailing { placedInset }
        }
    }

    /// Along the whole height: an inset that fills it fills it, another sits by `alignment`.
    private var placedInset: some View {
        HStack(alignment: alignment, spacing: 0) { inset }.frame(maxHeight: .infinity)
    }
}
