import CGtk
import Foundation

/// What the app says about itself, as GNOME reads it from an app's AppStream metainfo file
/// (`<app id>.metainfo.xml`, or the older `<app id>.appdata.xml`): the About window shows it.
///
/// FocusUI reads the file from the app's resources folder (``ResourceLocator``, where
/// `style.css` is) or, installed, from `<prefix>/share/metainfo`, as GNOME Software and libadwaita's later `adw_about_window_new_from_appdata`
/// read the installed copy; libadwaita 1.2 has no reader of its own. Without the file, the name
/// is the app type's, in words (`HabitsApp` is "Habits", as a Mac app's bundle name would be),
/// and the rest is left out: AppRunOptions has no version, and Linux executables have no bundle to take one
/// from.
struct AppMetainfo: Equatable {
    /// `<name>`: the app's name.
    var name: String
    /// `<summary>`: one line saying what it does (the About window's comments).
    var summary: String?
    /// The newest `<release version="…">`.
    var version: String?
    /// `<developer_name>` (or `<developer><name>`).
    var developerName: String?
    /// `<project_license>`: an SPDX expression.
    var license: String?
    /// `<url type="homepage">`.
    var website: String?
    /// `<url type="bugtracker">`.
    var issueURL: String?
    /// `<url type="help">`.
    var supportURL: String?
    /// The icon's name: the application id, the name GNOME's icon themes and the app's
    /// resources folder (on the icon theme's search path) give it.
    var iconName: String?

    /// The metainfo of `applicationID` in the resources folder of `resourceName`, or where an
    /// installed copy has it (`<prefix>/share/metainfo`, beside the installed resources folder
    /// `<prefix>/share/<name>`), else the fallback (see the type's description).
    static func load(applicationID: String, resourceName: String?, appTypeName: String? = nil) -> AppMetainfo
    {
        var info = appTypeName.flatMap(Self.name(ofAppType:)).map { AppMetainfo(name: $0) } ?? fallback()
        info.iconName = applicationID
        guard let resourceName else { return info }
        let fileNames = ["\(applicationID).metainfo.xml", "\(applicationID).appdata.xml"]
        for folder in ResourceLocator.candidates(appName: resourceName) {
            for place in [folder, folder.deletingLastPathComponent().appendingPathComponent("metainfo")] {
                for fileName in fileNames {
                    if let parsed = parse(contentsOf: place.appendingPathComponent(fileName)) {
                        info = parsed
                        info.iconName = applicationID
                        return info
                    }
                }
            }
        }
        return info
    }

    /// The name an app's type gives, as a person reads it: `HabitsApp` is "Habits",
    /// `LoginFormApp` "Login Form" (an executable's name is lower case, "habits", and the About
    /// menu item said "About habits"); `nil` for a type named just `App`.
    static func name(ofAppType typeName: String) -> String? {
        let base = typeName.hasSuffix("App") ? String(typeName.dropLast(3)) : typeName
        guard !base.isEmpty else { return nil }
        let characters = Array(base)
        var words = ""
        for (index, character) in characters.enumerated() {
            // A word starts at a capital after a small letter or a digit ("LoginForm"), or at
            // the last capital of an acronym followed by a small letter ("HTMLEditor").
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && next?.isLowercase == true)
                {
                    words.append(" ")
                }
            }
            words.append(character)
        }
        return words
    }

    /// GLib's application name, nothing else.
    static func fallback() -> AppMetainfo {
        let name = g_get_application_name().map { String(cString: $0) } ?? "App"
        return AppMetainfo(name: name)
    }

    /// The metainfo in `file`, or `nil` when it cannot be read or has no name.
    static func parse(contentsOf file: URL) -> AppMetainfo? {
        guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) else {
            return nil
        }
        return parse(text)
    }

    /// The metainfo in an AppStream document, or `nil` when it is not well-formed or has no
    /// name. Translated elements (with `xml:lang`) are skipped.
    static func parse(_ document: String) -> AppMetainfo? {
        let reader = MetainfoReader()
        var parser = GMarkupParser()
        parser.start_element = { _, name, attributeNames, attributeValues, userData, _ in
            guard let name, let userData else { return }
            var attributes: [String: String] = [:]
            var index = 0
            while let key = attributeNames?[index], let value = attributeValues?[index] {
                attributes[String(cString: key)] = String(cString: value)
                index += 1
            }
            Unmanaged<MetainfoReader>.fromOpaque(userData).takeUnretainedValue()
                .start(String(cString: name), attributes: attributes)
        }
        parser.end_element = { _, _, userData, _ in
            guard let userData else { return }
            Unmanaged<MetainfoReader>.fromOpaque(userData).takeUnretainedValue().end()
        }
        parser.text = { _, text, length, userData, _ in
            guard let text, let userData else { return }
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            Unmanaged<MetainfoReader>.fromOpaque(userData).takeUnretainedValue()
                .text(String(decoding: bytes, as: UTF8.self))
        }
        // GMarkup keeps the parser's address while it parses.
        let parserPointer = UnsafeMutablePointer<GMarkupParser>.allocate(capacity: 1)
        parserPointer.initialize(to: parser)
        defer { parserPointer.deallocate() }
        guard
            let context = g_markup_parse_context_new(
                parserPointer, GMarkupParseFlags(0), Unmanaged.passUnretained(reader).toOpaque(), nil)
        else { return nil }
        defer { g_markup_parse_context_free(context) }
        var error: UnsafeMutablePointer<GError>?
        let ok = withExtendedLifetime(reader) {
            g_markup_parse_context_parse(context, document, -1, &error) != 0
                && g_markup_parse_context_end_parse(context, &error) != 0
        }
        if let error { g_error_free(error) }
        guard ok, let name = reader.info.name.isEmpty ? nil : reader.info.name else { return nil }
        var info = reader.info
        info.name = name
        return info
    }
}

/// Collects the elements of a metainfo document as GMarkup reports them.
private final class MetainfoReader {
    var info = AppMetainfo(name: "")
    /// The open elements, outermost first, with whether each is a translation.
    private var path: [(name: String, isTranslation: Bool, attributes: [String: String])] = []
    private var text = ""

    func start(_ name: String, attributes: [String: String]) {
        path.append((name, attributes["xml:lang"] != nil, attributes))
        text = ""
        if name == "release", path.dropLast().last?.name == "releases", info.version == nil {
            info.version = attributes["version"]
        }
    }

    func text(_ string: String) { text += string }

    func end() {
        guard let element = path.popLast() else { return }
        defer { text = "" }
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !element.isTranslation, !value.isEmpty else { return }
        let parent = path.last?.name
        switch (parent, element.name) {
        case ("component", "name"): info.name = value
        case ("component", "summary"): info.summary = value
        case ("component", "developer_name"), ("developer", "name"): info.developerName = value
        case ("component", "project_license"): info.license = value
        case ("component", "url"):
            switch element.attributes["type"] {
            case "homepage": info.website = value
            case "bugtracker": info.issueURL = value
            case "help": info.supportURL = value
            default: break
            }
        default: break
        }
    }
}
