import FocusUICore

/// A volume slider snapping to steps of 2.5, bound to a Bool focus state and with a hint, and a
/// continuous balance slider. State read by name in tests: `volume`, `balance`, `isVolumeFocused`.
public struct Mixer: View {
    @State var volume = 5.0
    @State var balance: Float = 0
    @FocusState var isVolumeFocused: Bool

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10, step: 2.5) {
                Text("Volume")
            }
            .focused($isVolumeFocused)
            .accessibilityHint("Sets the volume of every track")
            Slider(value: $balance, in: -1...1)
                .accessibilityLabel("Balance")
        }
    }
}
