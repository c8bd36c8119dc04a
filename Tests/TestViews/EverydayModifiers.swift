import FocusUICore
import Foundation

/// Modifiers and views apps use around their controls (issue 22): taps, hover, long press,
/// progress, window activity, stack alignment, offset, badges, a size reader, animation.
/// State read by name: `taps`, `doubleTaps`, `hovering`, `held`, `progress`.
public struct EverydayModifiers: View {
    @State var taps = 0
    @State var doubleTaps = 0
    @State var rowTaps = 0
    @State var hovering = false
    @State var held = 0
    @State var progress = 0.25
    @State var showsDetails = false
    @FocusState var detailsFocused: Bool
    @Environment(\.appearsActive) private var appearsActive

    /// The view.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Text("Tap me").onTapGesture { taps += 1 }
            Text("Double-tap me").onTapGesture(count: 2) { doubleTaps += 1 }
            HStack {
                Text("Row")
                Text("Inner").onTapGesture { taps += 1 }
            }
            .onTapGesture { rowTaps += 1 }
            Text(hovering ? "Hovering" : "Not hovering").onHover { hovering = $0 }
            Text("Hold me").onLongPressGesture { held += 1 }
            Text(verbatim: "taps \(taps), double \(doubleTaps), row \(rowTaps), held \(held)")
            Text(appearsActive ? "Active" : "Inactive")
            ProgressView("Syncing", value: progress)
            ProgressView()
            Button("Centred") {}
            TextField("Fills", text: .constant(""))
            VStack(alignment: .leading) {
                Button("Leading") {}
                Text("Inbox").badge(3)
                Text("Archive").badge(0)
            }
            HStack(alignment: .firstTextBaseline) {
                Text("Large").font(.largeTitle)
                Text("small")
            }
            Text("Moved").offset(x: 10, y: 4)
            Button("Show Details") {
                withAnimation {
                    showsDetails = true
                    detailsFocused = true
                }
            }
            if showsDetails {
                TextField("Details", text: .constant("")).focused($detailsFocused)
                    .transition(.opacity)
            }
            GeometryReader { proxy in
                Text(verbatim: "width \(Int(proxy.size.width))")
            }
            .frame(height: 40)
        }
        .animation(.default, value: showsDetails)
    }
}
