import FocusUICore

/// Message bubbles as a chat app draws them: a text with padding on a filled rounded rectangle,
/// pushed to the trailing edge (sent) or the leading edge (received) by a spacer.
public struct ChatBubbles: View {
    /// The view, as its type describes it.
    public init() {}

    /// A sent and a received bubble.
    public var body: some View {
        VStack {
            HStack {
                Spacer(minLength: 60)
                Text("hello")
                    .padding(10)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue))
                    .foregroundStyle(.white)
            }
            HStack {
                Text("hi there")
                    .padding(10)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray))
                Spacer(minLength: 60)
            }
        }
    }
}
