/// The root view of a presented window: the content in a vertical stack that dismisses it on
/// Escape (a sheet) or runs its cancel button (an alert), wherever focus is inside it.
struct PresentedContent<Content: View>: View {
    let content: Content
    let onEscape: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 0) {
            content
        }
        .onExitCommand(perform: onEscape)
    }
}
