import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// Issue 22: texts and fields as apps write them, in the headless twin (as
/// `TextAndFieldsGtkTests` on GTK).
@MainActor
@Suite("Texts and fields as apps write them (headless)")
struct TextAndFieldsHeadlessTests {
    let app = HeadlessApp(rendering: TextAndFields())
    var window: HeadlessWindow { app.windows[0] }

    @Test func aLiteralsMarkdownIsReadAndAStringIsNot() throws {
        let signIn = try window.text("Sign in to Notes").component(as: TextComponent.self)
        #expect(signIn?.runs == [TextRun("Sign in to "), TextRun("Notes", attributes: bold)])
        let verbatim = try window.text("**verbatim**").component(as: TextComponent.self)
        #expect(verbatim?.runs == nil)
    }

    @Test func joinedTextsKeepTheirLooks() throws {
        let due = try window.text("Due Friday at noon").component(as: TextComponent.self)
        var italic = TextAttributes()
        italic.isItalic = true
        #expect(
            due?.runs == [
                TextRun("Due "), TextRun("Friday", attributes: bold), TextRun(" at noon", attributes: italic),
            ])
    }

    @Test func aFormattedValueAndAFontOfItsOwn() throws {
        #expect(try window.text("1,234").exists)
        let large = try window.text("Large")
        #expect(large.component(as: TextComponent.self)?.runs == nil)
        #expect(
            large.styleClasses == ["focusui-font-serif", "focusui-font-size-22", "focusui-font-weight-600"])
        #expect(try window.text("Heavy").styleClasses == ["focusui-font-weight-800"])
        #expect(try window.text("SHOUT").exists)
    }

    @Test func aPromptIsThePlaceholderAndTheTitleTheName() throws {
        let field = try window.textField("Name").component(as: TextFieldComponent.self)
        #expect(field?.placeholder == "Ada Lovelace")
        #expect(field?.inputTraits.purpose == .name)
        #expect(field?.inputTraits.isAutocorrectionDisabled == true)
        #expect(try window.textField("Age").component(as: TextFieldComponent.self)?.placeholder == "Age")
    }

    @Test func aLabelViewNamesItsControl() throws {
        #expect(try window.textField("Full name").exists)
        #expect(try window.toggle("Wi-Fi").isOn)
        #expect(try window.picker("Size").selectedOption == "Medium")
        #expect(try window.link("Help").exists)
        #expect(try window.menu("").accessibilityLabel == "More")
        let hidden = try window.toggle("Hidden").component(as: CheckboxComponent.self)
        #expect(hidden?.toggle.isLabelHidden == true)
    }

    @Test func aVerticalFieldSubmitsOnReturnAndOtherwiseStartsANewLine() throws {
        let message = try window.textField("Message")
        try message.click()
        try message.type("Hello")
        try window.pressReturn()
        #expect(try window.text("Sent 1: Hello").exists)
        #expect(message.text == "Hello")
        let note = try window.textField("Note")
        try note.click()
        try note.type("one")
        try window.pressReturn()
        try note.type("two")
        #expect(note.text == "one\ntwo")
        #expect(note.component(as: GrowingTextFieldComponent.self)?.minimumLines == 1)
        #expect(message.component(as: GrowingTextFieldComponent.self)?.maximumLines == 3)
    }

    @Test func aValueFieldWritesItsValueOnReturnOrWhenFocusLeaves() throws {
        let age = try window.textField("Age")
        #expect(age.text == "30")
        try age.click()
        try age.clearText()
        try age.type("42")
        #expect(try window.text("Age 30, links 0, wifi true").exists)
        try window.pressReturn()
        #expect(try window.text("Age 42, links 0, wifi true").exists)
        try age.clearText()
        try age.type("forty")
        try window.tab()
        // Text that does not parse gives the last value back.
        #expect(age.text == "42")
        #expect(try window.text("Age 42, links 0, wifi true").exists)
        try age.click()
        try age.clearText()
        try age.type("7")
        try window.tab()
        #expect(try window.text("Age 7, links 0, wifi true").exists)
    }

    @Test func aLinkOpensThroughTheEnvironmentsOpenURL() throws {
        try window.link("Help").click()
        #expect(try window.text("Age 30, links 1, wifi true").exists)
        // The app handled it: the desktop was not asked.
        #expect(app.openedURLs == [])
    }

    @Test func aFieldStyleOfTheAppsOwnDrawsThePlainFieldInItsBox() throws {
        let boxed = try window.textField("Boxed").component(as: TextFieldComponent.self)
        #expect(boxed?.look == .plain)
        #expect(try window.textField("Plain").component(as: TextFieldComponent.self)?.look == .plain)
        #expect(try window.textField("Name").component(as: TextFieldComponent.self)?.look == .automatic)
    }

    @Test func anIconOnlyLabelIsNamedByItsTitle() throws {
        let icon = try window.control(.image, "drive-harddisk-symbolic")
        #expect(icon.accessibilityLabel == "Storage")
        #expect(throws: (any Error).self) { try window.text("Storage") }
    }

    private var bold: TextAttributes {
        var attributes = TextAttributes()
        attributes.isBold = true
        return attributes
    }

    private struct Editors: View {
        @State private var body1 = ""
        @State private var body2 = ""

        var body: some View {
            VStack {
                TextEditor(text: $body1).accessibilityLabel("Framed")
                TextEditor(text: $body2).accessibilityLabel("Plain").textEditorStyle(.plain)
            }
        }
    }

    @Test func aPlainTextEditorHasNoFrameAndTheAutomaticOneHas() throws {
        let window = HeadlessApp(rendering: Editors()).windows[0]
        #expect(try window.textEditor("Framed").component(as: TextEditorComponent.self)?.isPlain == false)
        #expect(try window.textEditor("Plain").component(as: TextEditorComponent.self)?.isPlain == true)
    }
}
