/// An icon, as SwiftUI's `Image(systemName:)`, drawn from the user's icon theme (GTK:
/// `GtkImage` with a freedesktop icon name).
///
/// SF Symbols do not exist on Linux: the common ones map to the nearest freedesktop icon name
/// (``freedesktopIconName(forSystemName:)``); a name without one shows the theme's
/// `image-missing` icon, so the gap is visible rather than silent. ``init(iconName:)`` takes a
/// freedesktop name directly.
///
/// ```swift
/// Label("Settings", systemImage: "gear")     // preferences-system
/// Image(systemName: "trash")                  // user-trash
/// ```
///
/// An image is not a Tab stop and has no accessible name of its own; put it in a ``Label`` or
/// give it `.accessibilityLabel` when it carries meaning.
public struct Image: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The freedesktop icon name drawn.
    public let iconName: String

    /// The icon nearest to the SF Symbol `systemName`.
    public init(systemName: String) {
        iconName = Self.freedesktopIconName(forSystemName: systemName) ?? "image-missing"
    }

    /// FocusKit addition: the icon named `iconName` in the freedesktop icon naming
    /// specification (or any name the user's icon theme has), e.g. `"document-save"`.
    public init(iconName: String) {
        self.iconName = iconName
    }

    /// The freedesktop icon name for an SF Symbol name, or `nil` when there is no close one.
    /// `.fill`, `.circle` and `.square` variants map as their base symbol.
    public static func freedesktopIconName(forSystemName systemName: String) -> String? {
        if let name = symbolIcons[systemName] { return name }
        for suffix in [".fill", ".circle", ".square"] where systemName.hasSuffix(suffix) {
            return freedesktopIconName(forSystemName: String(systemName.dropLast(suffix.count)))
        }
        return nil
    }

    private static let symbolIcons: [String: String] = [
        "gear": "preferences-system", "gearshape": "preferences-system",
        "trash": "user-trash", "folder": "folder", "doc": "text-x-generic",
        "doc.text": "text-x-generic", "magnifyingglass": "system-search", "plus": "list-add",
        "minus": "list-remove", "xmark": "window-close", "checkmark": "object-select",
        "star": "starred", "person": "avatar-default", "person.crop.circle": "avatar-default",
        "envelope": "mail-unread", "info": "dialog-information",
        "info.circle": "dialog-information", "exclamationmark.triangle": "dialog-warning",
        "xmark.octagon": "dialog-error", "questionmark": "help-browser",
        "arrow.clockwise": "view-refresh", "arrow.uturn.backward": "edit-undo",
        "arrow.uturn.forward": "edit-redo", "square.and.arrow.down": "document-save",
        "square.and.arrow.up": "document-send", "printer": "printer", "house": "go-home",
        "lock": "changes-prevent", "lock.open": "changes-allow", "calendar": "x-office-calendar",
        "pencil": "document-edit", "wifi": "network-wireless", "globe": "web-browser",
        "speaker.wave.2": "audio-volume-medium", "speaker.slash": "audio-volume-muted",
        "moon": "weather-clear-night", "sun.max": "weather-clear", "bell": "alarm",
        "keyboard": "input-keyboard", "desktopcomputer": "computer", "clock": "preferences-system-time",
        "paintbrush": "applications-graphics", "textformat": "preferences-desktop-font",
        "photo": "image-x-generic", "music.note": "audio-x-generic", "film": "video-x-generic",
        "chevron.left": "go-previous", "chevron.right": "go-next", "chevron.up": "go-up",
        "chevron.down": "go-down", "ellipsis": "view-more", "line.3.horizontal": "open-menu",
        "heart": "emblem-favorite", "link": "insert-link", "paperclip": "mail-attachment",
    ]

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(ImageComponent(iconName: iconName), at: path, context: context, into: &output)
    }
}

/// An ``Image`` (GTK: `GtkImage` from the icon theme).
public struct ImageComponent: ViewComponent {
    /// The freedesktop icon name.
    public var iconName: String
    /// The icon name.
    public var describedTitle: String { iconName }
}
