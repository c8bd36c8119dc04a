/// An application: its scenes and app-wide state, as SwiftUI's `App`.
///
/// `@State` and `@FocusState` properties of the app persist for its lifetime; app-level
/// `@FocusState`s are app-scoped (`FocusScope.app`), so a binding passed into several windows
/// follows the active window (contract rule 4). The toolkit module adds `static func main()`
/// in an extension, which runs the app with an ``AppHost``.
@MainActor
@preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// Creates the app; called once.
    init()

    /// The app's scenes; the first one opens a window at launch.
    @SceneBuilder @MainActor var body: Body { get }
}
