struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls here hide their titles (``View/labelsHidden()``).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the titles of the controls in this view, as SwiftUI's `labelsHidden()`: a check
    /// box shows its box only, and a switch, picker, stepper or slider row its control only.
    /// The title still names the control for screen readers. A text field shows its title only
    /// as its placeholder, as before.
    public func labelsHidden() -> some View {
        modified(.environment { $0.labelsHidden = true })
    }
}
