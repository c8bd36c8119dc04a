import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`: `@Environment(\.openURL) var openURL`, then
/// `openURL(url)`. A ``Link`` and a link in a ``Text`` open theirs through it.
///
/// By default the desktop opens it (GTK: `gtk_show_uri`, the default browser or the app for
/// its scheme); replace it with `.environment(\.openURL, OpenURLAction { url in … })` to
/// handle some URLs in the app:
///
/// ```swift
/// .environment(\.openURL, OpenURLAction { url in
///     guard url.scheme == "notes" else { return .systemAction }
///     open(noteAt: url)
///     return .handled
/// })
/// ```
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded, system(URL?)
        }

        let kind: Kind

        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler did not open it, and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// The desktop should open it.
        public static let systemAction = Result(kind: .system(nil))

        /// The desktop should open `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            Result(kind: .system(url))
        }
    }

    private let handler: (@MainActor @Sendable (URL) -> Result)?
    /// How the desktop opens a URL: the backend's, supplied by the environment.
    var system: @MainActor @Sendable (URL) -> Bool = { _ in false }

    /// An action that asks `handler` first.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    init(system: @escaping @MainActor @Sendable (URL) -> Bool) {
        handler = nil
        self.system = system
    }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url` and says whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @MainActor (Bool) -> Void) {
        completion(open(url))
    }

    @MainActor private func open(_ url: URL) -> Bool {
        switch handler?(url).kind ?? .system(nil) {
        case .handled: return true
        case .discarded: return false
        case .system(let other): return system(other ?? url)
        }
    }
}

/// The environment key of ``OpenURLAction``.
struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction? { nil }
}

/// The environment key of how the desktop opens a URL: the backend's.
struct SystemURLOpenerKey: EnvironmentKey {
    static var defaultValue: (@MainActor @Sendable (URL) -> Bool)? { nil }
}

extension EnvironmentValues {
    /// Opens URLs: the desktop's default app unless a view above replaced it.
    public var openURL: OpenURLAction {
        get {
            let opener = self[SystemURLOpenerKey.self] ?? { _ in false }
            guard var action = self[OpenURLKey.self] else { return OpenURLAction(system: opener) }
            action.system = opener
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// How the desktop opens a URL, from the backend (set by ``ViewHost``).
    var systemURLOpener: (@MainActor @Sendable (URL) -> Bool)? {
        get { self[SystemURLOpenerKey.self] }
        set { self[SystemURLOpenerKey.self] = newValue }
    }
}
