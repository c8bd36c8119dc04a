/// Why a headless test could not do what it asked, with what was there instead.
public struct HeadlessTestError: Error, CustomStringConvertible, Sendable {
    /// A sentence naming what was asked for and what exists.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
