/// A view with a badge at its trailing end (``View/badge(_:)-(Int)``).
struct Badged<Content: View>: View {
    let content: Content
    let badge: Text?
    @Environment(\.listRowLink) private var rowLink

    var body: some View {
        if let badge, rowLink != nil, Content.self is any NavigationLinkView.Type {
            // A list row's link puts the badge before its chevron.
            content.environment(\.navigationLinkBadge, badge)
        } else if let badge {
            HStack {
                content
                Spacer(minLength: 6)
                badge.badgeLook
            }
        } else {
            content
        }
    }
}

extension View {
    /// Shows `count` at the trailing end of the view, as SwiftUI's `badge(_:)` does in a list
    /// row or a sidebar item (GNOME's sidebars show counts the same way, dimmed); `0` shows
    /// nothing. Different on GTK: the badge is shown wherever the view is, not only in list
    /// rows; screen readers read it as text after the view.
    public func badge(_ count: Int) -> some View {
        Badged(content: self, badge: count == 0 ? nil : Text(verbatim: "\(count)"))
    }

    /// Shows `label` at the trailing end of the view; `nil` shows nothing.
    public func badge(_ label: Text?) -> some View {
        Badged(content: self, badge: label)
    }

    /// Shows a string at the trailing end of the view; `nil` shows nothing.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        Badged(content: self, badge: label.map { Text($0) })
    }

    /// Shows a localized string at the trailing end of the view; `nil` shows nothing.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        Badged(content: self, badge: key.map { Text($0) })
    }
}

extension Text {
    /// How a badge's text looks: dimmed, its digits of one width (a sidebar's count, a list row
    /// link's, before its chevron).
    var badgeLook: some View { foregroundStyle(.secondary).font(.body.monospacedDigit()) }
}
