/// The environment key of the store ``AppStorage`` uses where no `store:` is given.
struct AppStorageStoreKey: EnvironmentKey {
    static var defaultValue: AppStorageStore? { nil }
}

/// The environment key of the window's ``SceneStorage`` store.
struct SceneStorageStoreKey: EnvironmentKey {
    static var defaultValue: AppStorageStore? { nil }
}

extension EnvironmentValues {
    /// The store ``AppStorage`` reads and writes here: the app's (one per `AppHost`), or one
    /// set with ``View/defaultAppStorage(_:)``.
    @MainActor package var appStorage: AppStorageStore {
        get { self[AppStorageStoreKey.self] ?? .detached }
        set { self[AppStorageStoreKey.self] = newValue }
    }

    /// The store of the window's ``SceneStorage``: one per window, for the window's life.
    @MainActor package var sceneStorage: AppStorageStore {
        get { self[SceneStorageStoreKey.self] ?? .detached }
        set { self[SceneStorageStoreKey.self] = newValue }
    }
}

extension View {
    /// The default store used by ``AppStorage`` contained within the view, as SwiftUI's
    /// `defaultAppStorage(_:)`: every `@AppStorage` without a `store:` in this view and its
    /// descendants reads and writes `store`. Mostly for tests and previews.
    ///
    /// ```swift
    /// SettingsView()
    ///     .defaultAppStorage(AppStorageStore())
    /// ```
    public func defaultAppStorage(_ store: AppStorageStore) -> some View {
        modified(.environment { $0.appStorage = store })
    }
}
