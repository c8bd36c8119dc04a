import CGtk
import FocusKitGTK

/// The accessible name of a grouped form's row that shows text and holds no control (a
/// validation message, a note): the texts its labels show, in order, joined as a list row's
/// are ("Enter a SKU."), kept as they change.
///
/// Such a row is a Tab stop, so that the keyboard and a screen reader reach what it says, as
/// GNOME's information rows are; libadwaita's plain `AdwPreferencesRow` has no name of its own,
/// and Orca read it as an unnamed list item. The name is set from the row's labels when it is
/// made and again whenever one of them changes its text or is shown or hidden (`notify::label`,
/// `notify::visible`); a label the row gains later counts from the next change. The watch is the
/// row's (its object data) and ends with it.
@MainActor
final class GtkTextRowName {
    private static let key = "focusui-text-row-name"

    private let row: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    private var signals = SignalBag()

    private init(row: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>) {
        self.row = row
        self.content = content
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Names `row` by the texts of the labels in `content`, and keeps it named.
    static func attach(to row: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>) {
        let name = GtkTextRowName(row: row, content: content)
        g_object_set_data_full(
            focuskit_as_object(UnsafeMutableRawPointer(row)), key, Unmanaged.passRetained(name).toOpaque()
        ) { Unmanaged<GtkTextRowName>.fromOpaque($0!).release() }
        name.refresh()
    }

    /// The labels' texts, in order, skipping empty ones.
    static func text(in content: UnsafeMutablePointer<GtkWidget>) -> String {
        labels(in: content).compactMap { label -> String? in
            guard gtk_widget_get_visible(label) != 0,
                let text = gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer(label)))
            else { return nil }
            let string = String(cString: text)
            return string.isEmpty ? nil : string
        }.joined(separator: ", ")
    }

    private static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
        GtkWidget
    >] {
        GtkWidgetTree.all(in: widget) { focuskit_is_label(UnsafeMutableRawPointer($0)) != 0 }
    }

    /// Names the row again and watches the labels it has now.
    private func refresh() {
        signals.disconnectAll()
        signals = SignalBag()
        for label in Self.labels(in: content) {
            for property in ["label", "visible"] {
                signals.connectNotify(label, property: property) { [weak self] _, _ in self?.refresh() }
            }
        }
        GtkAccessibility.setLabel(row, Self.text(in: content))
    }
}
