/// A title with an icon, as SwiftUI's `Label`: the icon before the title in a row. The title
/// is a ``Text`` (what screen readers read); the icon is decoration.
///
/// ```swift
/// Section {
///     Label("Notifications", systemImage: "bell")
/// }
/// ```
public struct Label: View {
    /// The title.
    public let title: String
    /// The icon.
    public let icon: Image

    /// A label titled `title` with the icon nearest to the SF Symbol `systemImage`
    /// (``Image/init(systemName:)``).
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = String(title)
        self.icon = Image(systemName: systemImage)
    }

    /// A label titled `title` with the freedesktop icon `iconName` (FocusKit addition).
    public init<S: StringProtocol>(_ title: S, iconName: String) {
        self.title = String(title)
        self.icon = Image(iconName: iconName)
    }

    /// The icon, then the title.
    public var body: some View {
        HStack(spacing: 6) {
            icon
            Text(title)
        }
    }
}
