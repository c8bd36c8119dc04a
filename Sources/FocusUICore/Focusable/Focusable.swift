extension View {
    /// Makes the view take focus, as SwiftUI's `focusable(_:)`: it becomes a Tab stop, a
    /// click gives it focus, and it can be a field of `.focused(_:equals:)` like a text field
    /// (contract rule 20).
    ///
    /// ```swift
    /// ContactRow(contact)
    ///     .focusable()
    ///     .focused($focusedContact, equals: contact.id)
    ///     .onKeyPress(.delete) { … }
    /// ```
    ///
    /// The modifier applies to the view's outermost primitive (GTK: a text or an image is made
    /// focusable itself; a `VStack` or `HStack` is wrapped in a flat `GtkButton`, because GTK 4
    /// containers never take focus themselves; on other containers it has no effect, with a
    /// warning).
    /// - **Focus in:** Tab, a click, or a write of a state bound to it moves focus to it; views
    ///   inside read ``EnvironmentValues/isFocused`` as `true`.
    /// - **Focus out:** when focus leaves it and everything inside it, `isFocused` is `false`.
    /// - **Write:** a `@FocusState` write can focus it only while it is focusable; with
    ///   `isFocusable` false the write waits (rule 7).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        focusable(isFocusable, interactions: .automatic)
    }

    /// Makes the view take focus for the given interactions, as SwiftUI's
    /// `focusable(_:interactions:)`: with only ``FocusInteractions/activate`` it is a Tab stop
    /// that a click does not focus; with ``FocusInteractions/edit`` a click focuses it too.
    /// Otherwise as ``View/focusable(_:)``.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        FocusableView(content: self, isFocusable: isFocusable, focusesOnClick: interactions.contains(.edit))
    }

    /// Hides the focus ring of this view and the views inside it, as SwiftUI's
    /// `focusEffectDisabled(_:)` (GTK: the `focusui-no-focus-ring` style class, no outline).
    /// Focus itself is not affected: it still moves, and screen readers still announce it.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        modified(.environment { $0.isFocusEffectDisabled = disabled })
    }
}

/// The view `.focusable` makes: its own Bool focus state is bound to the content's primitive,
/// and its value is the content's ``EnvironmentValues/isFocused``.
struct FocusableView<Content: View>: View {
    let content: Content
    let isFocusable: Bool
    let focusesOnClick: Bool
    @FocusState private var focusableContainsFocus: Bool

    var body: some View {
        let binding = $focusableContainsFocus
        let isFocusable = isFocusable
        let focusesOnClick = focusesOnClick
        return
            content
            .environment(\.isFocused, isFocusable && focusableContainsFocus)
            .modified(
                .node { node in
                    node.isFocusable = isFocusable
                    node.focusesOnClick = focusesOnClick
                    node.focusBindings.append(FocusBindingSpec(binding))
                })
    }
}
