import FocusUICore

/// An Options menu holding a toggle (Show Hidden Files), a Layout picker (List, Grid), a
/// divider, a Zoom picker as a radio group (100%, 200%) and a Refresh button with an icon. Below
/// it, the state twice: "shown, Grid" and "Hidden shown, Grid, zoom 2".
public struct OptionsMenu: View {
    /// The layouts the Layout picker offers.
    public enum Layout: String, CaseIterable, Hashable {
        case list = "List", grid = "Grid"
    }

    @State private var showsHidden = false
    @State private var layout = Layout.list
    @State private var zoom = 1

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Menu("Options") {
                Toggle("Show Hidden Files", isOn: $showsHidden)
                Picker("Layout", selection: $layout) {
                    ForEach(Layout.allCases, id: \.self) { Text($0.rawValue) }
                }
                Divider()
                Picker("Zoom", selection: $zoom) {
                    Text("100%").tag(1)
                    Text("200%").tag(2)
                }
                .pickerStyle(.radioGroup)
                Button("Refresh", systemImage: "arrow.clockwise") {}
            }
            Text("\(showsHidden ? "shown" : "hidden"), \(layout.rawValue)")
            Text("Hidden \(showsHidden ? "shown" : "hidden"), \(layout.rawValue), zoom \(zoom)")
        }
    }
}
