import Foundation

/// An image, as SwiftUI's `Image`: an icon from the user's icon theme, or a picture from the
/// app's resources or a file.
///
/// - `Image(systemName:)`: SF Symbols do not exist on Linux; the common ones map to the nearest
///   freedesktop icon name (``freedesktopIconName(forSystemName:)``), drawn in its symbolic
///   form (`user-trash-symbolic`: monochrome in the text's colour, as SF Symbols and GNOME's
///   header-bar icons are), and a name without one
///   shows the theme's `image-missing` icon, so the gap is visible rather than silent, and the
///   app logs a warning naming the symbol once (GLib domain `FocusKit`; `focusWarnings` in
///   `FocusUITesting`).
///   ``init(iconName:)`` takes a freedesktop name directly. GTK: `GtkImage`, sized by
///   ``View/imageScale(_:)``.
/// - `Image("name")`: a picture named `name` (`.png`, `.svg`, `.jpg`, `.jpeg`, `.webp`) from
///   `bundle`, else from the app's SwiftPM resource bundles next to the executable, else the
///   icon theme's icon of that name (an installed app's icon). GTK: `GtkPicture`.
///
/// ```swift
/// Label("Settings", systemImage: "gear")       // preferences-system-symbolic
/// Image("Logo").resizable().scaledToFit().frame(width: 64, height: 64)
/// ```
///
/// A picture shows at its natural size unless ``resizable(capInsets:resizingMode:)`` lets it
/// fill the space it is offered (stretched, or as `.aspectRatio`/`.scaledToFit()` say). An
/// image is not a Tab stop and has no accessible name of its own unless given one
/// (`Image(_:label:)`, `.accessibilityLabel`); `Image(decorative:)` is hidden from screen
/// readers.
public struct Image: View, PrimitiveView, Hashable, Sendable {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// Where the image comes from.
    package var source: ImageSource
    /// Whether it fills the space it is offered (``resizable(capInsets:resizingMode:)``).
    package var isResizable = false
    /// Its accessible name, from `Image(_:label:)`.
    package var label: String?
    /// Whether screen readers skip it (`Image(decorative:)`).
    package var isDecorative = false
    /// The SF Symbol asked for when no freedesktop icon is close to it (`image-missing` shows).
    package var unmappedSystemName: String?
    /// The SF Symbol asked for by `Image(systemName:)`, drawn in the environment's
    /// ``SymbolVariants``.
    package var systemName: String?

    /// The freedesktop icon name drawn, for an icon.
    public var iconName: String {
        if case .icon(let name) = source { return name }
        return ""
    }

    /// The icon nearest to the SF Symbol `systemName`, in its symbolic (monochrome) form, as
    /// SF Symbols are drawn: in the text's colour, light or dark.
    public init(systemName: String) {
        self.systemName = systemName
        if let name = Self.freedesktopIconName(forSystemName: systemName) {
            source = .icon(name + "-symbolic")
        } else {
            source = .icon("image-missing")
            unmappedSystemName = systemName
        }
    }

    /// FocusKit addition: the icon named `iconName` in the freedesktop icon naming
    /// specification (or any name the user's icon theme has), e.g. `"document-save"`.
    public init(iconName: String) {
        source = .icon(iconName)
    }

    /// The picture named `name` in `bundle` or the app's resources, or the icon of that name,
    /// as SwiftUI's `Image(_:bundle:)`.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = ImageSource.named(name, bundle: bundle)
    }

    /// The picture named `name`, named `label` for screen readers, as SwiftUI's
    /// `Image(_:bundle:label:)`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = label.content
    }

    /// The picture named `name`, hidden from screen readers, as SwiftUI's
    /// `Image(decorative:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// FocusKit addition: the picture in the file at `url` (PNG, SVG, JPEG, WebP: what
    /// GdkPixbuf's loaders read).
    public init(fileURL url: URL) {
        source = .file(url.path)
    }

    /// The image made to fill the space it is offered, as SwiftUI's `resizable(capInsets:
    /// resizingMode:)`. Different on GTK: the picture is scaled, never tiled, and cap insets
    /// are not kept; an icon is scaled to the offered height.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
        -> Image
    {
        var image = self
        image.isResizable = true
        return image
    }

    /// How a template image is coloured, as SwiftUI's `renderingMode(_:)`. Different on GTK:
    /// symbolic icons always take the text colour and pictures their own colours, so this has
    /// no effect.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        self
    }

    /// How a resizable image fills its space, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        /// Scaled.
        case stretch
        /// Tiled (scaled on GTK).
        case tile
    }

    /// How an image is coloured, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// In the foreground colour.
        case template
        /// In its own colours.
        case original
    }

    /// A size of icon relative to the text, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        /// 12 pixels.
        case small
        /// The theme's icon size, 16 pixels.
        case medium
        /// 24 pixels.
        case large

        /// The icon's size in pixels.
        package var pixels: Int {
            switch self {
            case .small: 12
            case .medium: 16
            case .large: 24
            }
        }
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

    /// The SF Symbols that have a freedesktop icon near them, and those icons' names.
    package static let symbolIcons: [String: String] = [
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
        "heart": "emblem-favorite", "internaldrive": "drive-harddisk", "link": "insert-link",
        "paperclip": "mail-attachment", "pin": "view-pin", "note.text": "text-x-generic",
        "square.and.pencil": "document-new", "plus.square.on.square": "edit-copy",
        "doc.on.doc": "edit-copy", "scissors": "edit-cut", "doc.on.clipboard": "edit-paste",
        "sidebar.left": "sidebar-show", "list.bullet": "view-list", "square.grid.2x2": "view-grid",
        "paperplane": "mail-send", "folder.badge.plus": "folder-new", "bookmark": "bookmark-new",
        "arrow.up.arrow.down": "view-sort-ascending", "person.badge.plus": "contact-new",
        "play": "media-playback-start", "pause": "media-playback-pause",
        "bell.slash": "notifications-disabled", "speaker": "audio-volume-high",
        "speaker.wave.3": "audio-volume-high", "mic": "audio-input-microphone",
        "mic.slash": "microphone-disabled",
        "wifi.slash": "network-wireless-offline", "eye": "view-reveal", "eye.slash": "view-conceal",
        "tray": "mail-read", "tray.full": "mail-unread", "book": "accessories-dictionary",
        "books.vertical": "accessories-dictionary", "book.closed": "accessories-dictionary",
        "text.book.closed": "accessories-dictionary",
        // A to-do's checked state: a check in a ring, filled, in a box (the `.circle` rule would
        // draw a bare check); a list of them.
        "checkmark.circle": "selection-mode", "checkmark.circle.fill": "emblem-default",
        "checkmark.square": "checkbox-checked", "checklist": "view-list-bullet",
        "exclamationmark.circle": "emblem-important", "person.2": "system-users", "phone": "call-start",
        "location": "find-location", "mappin": "mark-location", "camera": "camera-photo",
        "cloud": "weather-overcast", "shuffle": "media-playlist-shuffle", "repeat": "media-playlist-repeat",
        "archivebox": "package-x-generic", "tablecells": "x-office-spreadsheet",
        "square.grid.3x3": "view-app-grid", "arrow.up": "go-up", "arrow.down": "go-down",
        "arrow.left": "go-previous", "arrow.right": "go-next", "fork.knife": "emoji-food",
        "car": "emoji-travel",
        "bolt": "thunderbolt",
        // A ring (a to-do's unchecked state) and a dot: Adwaita's radio outline and its record dot.
        "circle": "radio", "circle.fill": "media-record", "largecircle.fill.circle": "radio-checked",
    ]

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var context = context
        if let label, context.node.accessibilityLabel == nil { context.node.accessibilityLabel = label }
        var source = source
        var unmappedSystemName = unmappedSystemName
        let variants = context.environment.symbolVariants
        if let systemName, variants != .none,
            let name = Self.freedesktopIconName(forSystemName: variants.name(of: systemName))
        {
            source = .icon(name + "-symbolic")
            unmappedSystemName = nil
        }
        evaluation.emit(
            ImageComponent(
                source: source, isResizable: isResizable, contentMode: context.environment.imageContentMode,
                scale: context.environment.imageScale, isDecorative: isDecorative,
                unmappedSystemName: unmappedSystemName),
            at: path, context: context, into: &output)
    }
}

/// Where an ``Image`` comes from.
public enum ImageSource: Hashable, Sendable {
    /// An icon of the icon theme.
    case icon(String)
    /// A picture file.
    case file(String)

    /// The picture named `name` (with or without its extension) in `bundle`, or in the app's
    /// resource bundles, else the icon theme's icon of that name.
    static func named(_ name: String, bundle: Bundle?) -> ImageSource {
        let extensions = ["png", "svg", "jpg", "jpeg", "webp"]
        var bundles = [bundle, Bundle.main].compactMap { $0 }
        bundles += appResourceBundles
        for candidate in bundles {
            if !URL(fileURLWithPath: name).pathExtension.isEmpty,
                let url = candidate.url(forResource: name, withExtension: nil)
            {
                return .file(url.path)
            }
            for pathExtension in extensions {
                if let url = candidate.url(forResource: name, withExtension: pathExtension) {
                    return .file(url.path)
                }
            }
        }
        return .icon(name)
    }

    /// The SwiftPM resource bundles next to the executable (`<Package>_<Target>.resources`).
    private static let appResourceBundles: [Bundle] = {
        let directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
            .compactMap { Bundle(path: directory.appendingPathComponent($0).path) }
    }()
}

/// How content fits the space it is offered, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
    /// All of it shows, keeping its aspect ratio.
    case fit
    /// It covers the space, keeping its aspect ratio, cut at the edges.
    case fill
}

struct ImageContentModeKey: EnvironmentKey {
    static var defaultValue: ContentMode? { nil }
}

struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
    /// How resizable images here keep their aspect ratio (``View/aspectRatio(_:contentMode:)``);
    /// `nil` stretches them.
    var imageContentMode: ContentMode? {
        get { self[ImageContentModeKey.self] }
        set { self[ImageContentModeKey.self] = newValue }
    }

    /// The size of icons here (``View/imageScale(_:)``).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Keeps the aspect ratio of the resizable images in this view, as SwiftUI's
    /// `aspectRatio(_:contentMode:)`: `.fit` shows all of the picture, `.fill` covers the space.
    /// Different on GTK: the picture's own ratio is kept; a `ratio` of your own is not used.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        modified(.environment { $0.imageContentMode = contentMode })
    }

    /// Scales the resizable images in this view to fit, keeping their aspect ratio, as
    /// SwiftUI's `scaledToFit()`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the resizable images in this view to fill, keeping their aspect ratio, as
    /// SwiftUI's `scaledToFill()`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Sets the size of the icons in this view, as SwiftUI's `imageScale(_:)`: 12, 16 or 24
    /// pixels.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modified(.environment { $0.imageScale = scale })
    }

    /// How symbols in this view are coloured, as SwiftUI's `symbolRenderingMode(_:)`.
    /// Different on GTK: freedesktop symbolic icons have one colour, the text's, so this has
    /// no effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        self
    }
}

/// How symbols are coloured, as SwiftUI's `SymbolRenderingMode`; no effect on GTK (see
/// ``View/symbolRenderingMode(_:)``).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Several colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers of one colour.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers of several colours.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// An ``Image`` (GTK: `GtkImage` for an icon, `GtkPicture` for a picture).
public struct ImageComponent: ViewComponent {
    /// Where it comes from.
    public var source: ImageSource
    /// Whether it fills the space it is offered.
    public var isResizable: Bool
    /// How a resizable image keeps its aspect ratio; `nil` stretches it.
    public var contentMode: ContentMode?
    /// An icon's size.
    public var scale: Image.Scale
    /// Whether screen readers skip it.
    public var isDecorative: Bool
    /// A decorative image.
    public var isHiddenFromScreenReaders: Bool { isDecorative }
    /// The SF Symbol asked for by `Image(systemName:)` when no freedesktop icon is close to it
    /// (the image shows `image-missing`); `nil` otherwise.
    public var unmappedSystemName: String?

    /// What the backend reports once when the image stands for an SF Symbol it cannot draw.
    package var unmappedSymbolWarning: String? {
        unmappedSystemName.map {
            Self.unmappedSymbolWarning(
                shownBy: "Image(systemName: \"\($0)\")",
                remedy: "use Image(iconName:) or Label(_:iconName:) with a name from the icon theme")
        }
    }

    /// The warning for an SF Symbol without a close freedesktop icon, which `place` (the view
    /// asking for it, in SwiftUI's words) shows as `image-missing`, and what to write instead.
    package static func unmappedSymbolWarning(shownBy place: String, remedy: String) -> String {
        "\(place) shows image-missing: no freedesktop icon is close to this SF Symbol; \(remedy)"
    }

    /// The freedesktop icon name, for an icon; empty for a picture.
    public var iconName: String {
        if case .icon(let name) = source { return name }
        return ""
    }

    /// The icon name or the file's name.
    public var describedTitle: String {
        switch source {
        case .icon(let name): name
        case .file(let path): URL(fileURLWithPath: path).lastPathComponent
        }
    }

    /// An image.
    public static var accessibilityTraits: AccessibilityTraits { .isImage }
    /// Yes: a heading, button or link trait makes the image with that role.
    public static var takesRoleTraits: Bool { true }

    /// Whether it is drawn as a picture (a file, or a resizable icon) rather than an icon.
    public var isPicture: Bool {
        if case .icon = source { return isResizable }
        return true
    }

    /// An icon and a picture are different widgets.
    public var structureKey: AnyHashable? { isPicture }
}

extension ImageComponent {
    /// A resizable image fills the room it is offered.
    public var flexibleAxes: Axis.Set { isResizable ? [.horizontal, .vertical] : [] }
}
