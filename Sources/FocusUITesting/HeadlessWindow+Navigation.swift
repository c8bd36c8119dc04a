import FocusUICore

extension HeadlessWindow {
    /// The header bar's Back button that a `NavigationStack` shows while a page is pushed, if
    /// the window has one.
    public var backButton: HeadlessControl? {
        controls.first {
            $0.kind == .button && $0.renderer(as: NavigationBackButtonHeadlessRenderer.self) != nil
        }
    }

    /// The user clicks the header bar's Back button: the `NavigationStack` pops its top page,
    /// and focus returns to the control that pushed it. Throws when no page is pushed (the
    /// window has no Back button). Alt+Left does the same while focus is in the stack:
    /// `pressKey(.leftArrow, modifiers: .option)`.
    public func goBack() throws {
        guard let backButton else {
            throw HeadlessTestError("Window \"\(title)\" has no Back button: no navigation page is pushed.")
        }
        try backButton.click()
    }
}
