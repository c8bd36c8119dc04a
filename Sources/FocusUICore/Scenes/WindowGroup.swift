/// A scene of any number of windows showing the same content; each window gets its own view
/// and state instances, as in SwiftUI. The first scene of an app opens one at launch;
/// `openWindow(id:)` opens more.
///
/// A group declared `for:` a type presents values: `openWindow(value:)` opens a window for a
/// value, or brings the window already presenting it to the front (one window per value), and
/// `dismissWindow(value:)` closes it:
///
/// ```swift
/// WindowGroup("Note", for: Note.ID.self) { $noteID in
///     NoteEditor(noteID: noteID)
/// }
///
/// // In a view:
/// @Environment(\.openWindow) private var openWindow
/// Button("Open in New Window") { openWindow(value: note.id) }
/// ```
///
/// A window of such a group opened without a value (at launch, or by New Window) presents
/// `nil`, or the `defaultValue:`. Its content may write the binding: the window then presents
/// the new value. SwiftUI restores these windows with their values after a relaunch; GNOME
/// does not restore windows, so nothing is saved.
///
/// The content closure is not marked `@MainActor`, as in SwiftUI: declared in an `App`'s
/// `body`, it runs on the main actor. (Swift 6.3 loses a `@MainActor` closure type's
/// isolation in a closure with a `$value` parameter, which is what this spares.)
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// The body of a primitive scene is never evaluated.
    public typealias Body = Never

    private let title: String
    private let id: String?
    private let content: @MainActor () -> Content
    private let presentation: ScenePresentation?

    /// A window group titled `title`.
    public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = title
        self.id = nil
        self.content = content
        presentation = nil
    }

    /// A window group titled `title` that `openWindow(id:)` can open by `id`.
    public init(_ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = title
        self.id = id
        self.content = content
        presentation = nil
    }

    /// An untitled window group.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init("", content: content)
    }

    /// An untitled window group that `openWindow(id:)` can open by `id`, as SwiftUI's
    /// `init(id:content:)`; its windows take their content's `.navigationTitle`.
    public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init("", id: id, content: content)
    }

    private init<D: Hashable, C: View>(
        title: String, id: String?, for type: D.Type,
        makeContent: @escaping @MainActor (PresentedWindowValue) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.title = title
        self.id = id
        content = { fatalError("a WindowGroup(for:) window is made for its value") }
        presentation = ScenePresentation(
            valueType: ObjectIdentifier(D.self), typeName: String(describing: D.self),
            makeContent: { box in AnyView(PresentedWindowContent<D, C>(box: box, content: makeContent)) })
    }

    /// A window group titled `title` whose windows present values of type `type`, opened by
    /// `openWindow(value:)` (and by `openWindow(id:value:)` with `id`).
    public init<D: Codable & Hashable, C: View>(
        _ title: String, id: String? = nil, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, for: type) { box in content(box.binding(as: D.self)) }
    }

    /// An untitled window group whose windows present values of type `type`.
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init("", for: type, content: content)
    }

    /// A window group titled `title` whose windows present values of type `type`; a window
    /// opened without a value presents `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(
        _ title: String, id: String? = nil, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, for: type) { box in
            content(box.binding(as: D.self, defaultValue: defaultValue))
        }
    }

    /// An untitled window group whose windows present values of type `type`, `defaultValue()`
    /// for a window opened without one.
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init("", for: type, content: content, defaultValue: defaultValue)
    }

    func collect(into scenes: inout [SceneDescription]) {
        let content = content
        var scene = SceneDescription(
            id: id, title: title, isSingleton: false, makeContent: { AnyView(content()) })
        scene.presentation = presentation
        scenes.append(scene)
    }
}
