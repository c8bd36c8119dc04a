import FocusUITesting
import TestViews
import Testing

/// A preferences form with one control of each kind.
struct PreferencesForm: View {
    enum Field: Hashable {
        case autosave, sync, theme, interval, signature
    }

    enum Theme: Hashable, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    @State private var autosave = true
    @State private var sync = false
    @State private var theme = Theme.system
    @State private var interval = 5
    @State private var signature = ""
    @State private var volume = 0.5
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            Toggle("Autosave", isOn: $autosave)
                .focused($focusedField, equals: .autosave)
            Toggle("Sync", isOn: $sync)
                .toggleStyle(.switch)
                .focused($focusedField, equals: .sync)
                .disabled(!autosave)
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { Text("\($0)") }
            }
            .focused($focusedField, equals: .theme)
            Stepper("Every \(interval) minutes", value: $interval, in: 1...10)
                .focused($focusedField, equals: .interval)
            TextEditor(text: $signature)
                .accessibilityLabel("Signature")
                .focused($focusedField, equals: .signature)
            Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
            Text("Theme: \(theme), sync: \(sync), signature: \(signature.count) characters")
        }
    }
}

@MainActor
@Suite("FocusUITesting: toggles, pickers, steppers, text editors")
struct SettingsControlsHeadlessTests {
    let window = HeadlessApp(rendering: PreferencesForm()).windows[0]

    var focusedField: PreferencesForm.Field? {
        get throws { try window.focusState("focusedField") }
    }

    @Test func tabVisitsEveryControlAndTheStateFollows() throws {
        #expect(try focusedField == .autosave)
        var seen: [PreferencesForm.Field?] = []
        for _ in 0..<4 {
            try window.tab()
            seen.append(try focusedField)
        }
        #expect(seen == [.sync, .theme, .interval, .signature])
        #expect(window.focusedControl?.kind == .textEditor)
    }

    @Test func clickingATogglesFlipsItFocusesItAndDisablesWhatDependsOnIt() throws {
        try window.toggle("Sync").click()
        #expect(try window.toggle("Sync").isOn)
        #expect(try focusedField == .sync)
        try window.toggle("Autosave").click()
        #expect(try !window.toggle("Autosave").isOn)
        #expect(try !window.toggle("Sync").isEnabled)
        #expect(try focusedField == .autosave)
    }

    @Test func spaceFlipsTheFocusedToggleAsAKeyboardUserDoes() throws {
        try window.tab()
        #expect(try focusedField == .sync)
        try window.pressSpace()
        #expect(try window.toggle("Sync").isOn)
        #expect(try focusedField == .sync)
        try window.shiftTab()
        try window.pressSpace()
        #expect(try !window.toggle("Autosave").isOn)
        #expect(try !window.toggle("Sync").isEnabled)
    }

    @Test func selectingAnOptionWritesItsTag() throws {
        let picker = try window.picker("Theme")
        #expect(picker.options == ["system", "light", "dark"])
        #expect(picker.selectedOption == "system")
        try picker.select("dark")
        #expect(picker.selectedOption == "dark")
        #expect(try focusedField == .theme)
        #expect(try window.text("Theme: dark, sync: false, signature: 0 characters").exists)
        #expect(throws: HeadlessTestError.self) { try picker.select("sepia") }
    }

    @Test func steppingNeedsFocusAndStopsAtTheBounds() throws {
        let stepper = try window.stepper("Every 5 minutes")
        #expect(throws: HeadlessTestError.self) { try stepper.increment() }
        try stepper.click()
        for _ in 0..<8 { try stepper.increment() }
        #expect(stepper.value == 10)
        #expect(try window.stepper("Every 10 minutes").exists)
        #expect(try focusedField == .interval)
    }

    @Test func aSliderMovesByItsStepFromTheKeyboard() throws {
        let slider = try window.slider("Volume")
        #expect(slider.value == 0.5)
        #expect(throws: HeadlessTestError.self) { try slider.increment() }
        try slider.click()
        try slider.increment()
        try slider.increment()
        try slider.increment()
        #expect(slider.value == 1)
        try slider.decrement()
        #expect(slider.value == 0.75)
    }

    @Test func typingInTheEditorAndReturnAddsALine() throws {
        let editor = try window.textEditor("Signature")
        try editor.click()
        try editor.type("Kind regards")
        try window.pressReturn()
        try window.type("Ada")
        #expect(editor.text == "Kind regards\nAda")
        #expect(try window.text("Theme: system, sync: false, signature: 16 characters").exists)
        #expect(try focusedField == .signature)
    }
}

/// A script editor that takes Tab.
struct ScriptForm: View {
    @State private var script = ""
    @State private var name = ""

    var body: some View {
        VStack {
            TextEditor(text: $script)
                .accessibilityLabel("Script")
                .textEditorAcceptsTab()
            TextField("Name", text: $name)
        }
    }
}

@MainActor
@Suite("FocusUITesting: a text editor that takes Tab")
struct AcceptsTabHeadlessTests {
    @Test func tabTypesATabAndControlTabLeaves() throws {
        let window = HeadlessApp(rendering: ScriptForm()).windows[0]
        let editor = try window.textEditor("Script")
        #expect(editor.isFocused)
        try window.type("if")
        try window.tab()
        #expect(editor.text == "if\t")
        #expect(editor.isFocused)
        try window.controlTab()
        #expect(try window.textField("Name").isFocused)
    }
}

@MainActor
@Suite("FocusUITesting: links")
struct LinkHeadlessTests {
    let app = HeadlessApp(rendering: AboutForm())

    @Test func aLinkIsAFocusFieldAndActivatingItOpensItsURL() throws {
        let window = app.windows[0]
        #expect(try window.focusState("focusedField", as: AboutForm.Field?.self) == .policy)
        try window.pressReturn()
        try window.link("Privacy Policy").click()
        #expect(app.openedURLs == ["https://example.org/privacy", "https://example.org/privacy"])
        try window.button("Hide").click()
        #expect(try window.focusState("focusedField", as: AboutForm.Field?.self) == nil)
        #expect(throws: HeadlessTestError.self) { try window.link("Privacy Policy") }
    }
}

/// A segmented picker of `Label`s is labelled by their titles, not by their icons' names (a
/// newcomer's tabs read "accessories-dictionary-symbolic Library").
@MainActor
@Suite("FocusUITesting: a picker of labels")
struct PickerOfLabelsHeadlessTests {
    private struct Sections: View {
        @State var section = 0

        var body: some View {
            Picker("Section", selection: $section) {
                Label("Library", systemImage: "books.vertical").tag(0)
                Label("Statistics", systemImage: "chart.bar").tag(1)
            }
            .pickerStyle(.segmented)
        }
    }

    @Test func theOptionsAreTheLabelsTitles() throws {
        let window = HeadlessApp(rendering: Sections()).windows[0]
        #expect(try window.picker("Section").options == ["Library", "Statistics"])
    }
}

/// A stepper's arrows step from its value, as GTK's spin button does (`ControlsGtkTests`).
@MainActor
@Suite("FocusUITesting: a stepper steps from its value")
struct StepperStepsHeadlessTests {
    @Test func theArrowsStepFromTheValueNotFromAGridOfSteps() throws {
        let window = HeadlessApp(rendering: PageCount()).windows[0]
        let stepper = try window.stepper("Pages")
        try stepper.click()
        try stepper.decrement()
        #expect(stepper.value == 262, "272 down by 10 (SwiftUI's stepper), as GTK's spin button")
        try stepper.increment()
        try stepper.increment()
        #expect(stepper.value == 282)
    }
}

/// Return in a focused stepper presses the window's default button with the stepper's value,
/// as on GTK (`ControlsGtkTests`).
@MainActor
@Suite("FocusUITesting: Return in a stepper")
struct StepperReturnHeadlessTests {
    @Test func returnInAStepperPressesTheDefaultButton() throws {
        let window = HeadlessApp(rendering: EstimateForm()).windows[0]
        let stepper = try window.stepper("Estimate: 1 h")
        try stepper.click()
        try stepper.increment()
        try window.pressReturn()
        #expect(try window.text("saved 2").exists)
        #expect(window.focusedControl?.title == "Estimate: 2 h")
    }
}
