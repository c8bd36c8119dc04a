import FocusUICore

/// A popover on a text far down a scroll view, opened by a button at the top while the text is
/// scrolled out of the window. State read by name: `showsDetails`.
public struct FarPopoverView: View {
    @State var showsDetails = false

    /// The view, as its type describes it.
    public init() {}

    /// The button, 150 lines, then the text the popover points at.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Button("Show Details") { showsDetails = true }
                ForEach(0..<150, id: \.self) { Text("Line \($0)") }
                Text("Details anchor")
                    .popover(isPresented: $showsDetails) {
                        Button("Close") { showsDetails = false }
                    }
            }
        }
    }
}
