import FocusUICore

/// A window whose toolbar holds `Button(_:systemImage:)`s: New Note (trailing, icon only, its
/// title as tooltip), Pin (leading, `.labelStyle(.titleAndIcon)`: title shown) and Share (its
/// own `.help`), More (a `.confirmationAction` opening a popover whose Archive button is not in
/// the toolbar: title and icon, no tint), and a `ToolbarItemGroup` of Undo and Redo (trailing); its content has a Compose button with icon and title, and an image of an SF
/// Symbol no freedesktop icon is close to (`wand.and.stars`). State read by name: `log`.
public struct HeaderBarIconsView: View {
    @State var log: [String] = []
    @State var showsMore = false

    /// The view, as its type describes it.
    public init() {}

    /// The content and the toolbar.
    public var body: some View {
        VStack {
            Button("Compose", systemImage: "square.and.pencil") { log.append("compose") }
            Image(systemName: "wand.and.stars")
            Text("log \(log.joined(separator: ","))")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("New Note", systemImage: "square.and.pencil") { log.append("new") }
            }
            ToolbarItem(placement: .navigation) {
                Button("Pin", systemImage: "pin.fill") { log.append("pin") }
                    .labelStyle(.titleAndIcon)
            }
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Undo", systemImage: "arrow.uturn.backward") { log.append("undo") }
                Button("Redo", systemImage: "arrow.uturn.forward") { log.append("redo") }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("More", systemImage: "ellipsis") { showsMore = true }
                    .popover(isPresented: $showsMore) {
                        Button("Archive", systemImage: "folder") { log.append("archive") }
                    }
            }
            ToolbarItem(placement: .secondaryAction) {
                Button("Share", systemImage: "square.and.arrow.up") { log.append("share") }
                    .help("Send the note")
            }
        }
    }
}
