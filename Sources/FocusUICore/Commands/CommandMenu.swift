/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands, as SwiftUI's `CommandMenu`.
///
/// ```swift
/// CommandMenu("Account") {
///     Button("Create Account…") { openWindow(id: "create-account") }
/// }
/// ```
///
/// Each ``Button`` inside becomes a command (on GTK a `GAction` in a submenu of the window's
/// primary menu); its `.keyboardShortcut` and `.disabled` apply. Other views are not shown in
/// menus.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    private let name: String
    private let content: Content

    /// A menu titled `name` with the given buttons.
    public init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    func collect(at path: ViewPath, in evaluator: CommandsEvaluator) {
        evaluator.addMenu(name, items: evaluator.items(of: content, at: path))
    }
}
