import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// `.accessibilityAddTraits`, `.accessibilityRemoveTraits`, `.accessibilityValue` and
/// `.accessibilityHidden` in the headless twin (as `AccessibilityTraitsGtkTests` on GTK).
@MainActor
@Suite("Accessibility traits, values and hidden views (headless)")
struct AccessibilityTraitsHeadlessTests {
    let app = HeadlessApp(rendering: AccessibleInbox(), title: "Inbox")
    var window: HeadlessWindow { app.windows[0] }

    @Test func aHeaderTraitIsTheTextsAndGoesWhenTheTraitGoes() throws {
        let inbox = try window.text("Inbox")
        #expect(inbox.accessibilityTraits == [.isHeader, .isStaticText])
        try window.button("Demote Heading").click()
        #expect(try window.text("Inbox").accessibilityTraits == .isStaticText)
        // A button is one by what it is; an image made a button is both.
        #expect(try window.button("Read One").accessibilityTraits == .isButton)
        #expect(try window.control(.image, "Star").accessibilityTraits == [.isImage, .isButton])
    }

    @Test func aValueIsSaidAfterTheNameAndFollowsItsState() throws {
        let count = try window.text("3")
        #expect(count.accessibilityValue == "3 messages")
        #expect(count.accessibleName == "Unread messages, 3 messages")
        try window.button("Read One").click()
        #expect(try window.text("2").accessibleName == "Unread messages, 2 messages")
        // An empty value removes it: the label alone is the name.
        try window.button("Read One").click()
        try window.button("Read One").click()
        let none = try window.text("0")
        #expect(none.accessibilityValue == nil)
        #expect(none.accessibleName == "Unread messages")
        // A view without a label is named by its title or text.
        #expect(try window.text("Ticker").accessibleName == "Ticker")
    }

    @Test func aPasswordFieldsValueIsNeverPartOfItsNameAndWarns() throws {
        let field = try window.secureField("Password")
        #expect(field.accessibleName == "Password")
        #expect(
            app.focusWarnings.filter {
                $0.contains(".accessibilityValue on SecureFieldComponent \"Password\"")
            }
            .count == 1)
        #expect(!app.focusWarnings.joined().contains("not spoken\""))
    }

    @Test func aSelectedTraitFollowsItsState() throws {
        #expect(!(try window.text("Starred").accessibilityTraits.contains(.isSelected)))
        try window.button("Toggle Star").click()
        #expect(try window.text("Starred").accessibilityTraits.contains(.isSelected))
        try window.button("Toggle Star").click()
        #expect(!(try window.text("Starred").accessibilityTraits.contains(.isSelected)))
    }

    @Test func aHiddenViewHidesWhatItHoldsAndNothingElse() throws {
        #expect(try window.text("Decoration").isAccessibilityHidden)
        #expect(try window.control(.image, "folder-symbolic").isAccessibilityHidden)
        #expect(!(try window.text("Inbox").isAccessibilityHidden))
        #expect(!(try window.control(.image, "Star").isAccessibilityHidden))
    }

    @Test func whatGtkCannotDoWarnsOnceNamingTheView() throws {
        let warnings = app.focusWarnings
        let ticker = warnings.filter {
            $0.contains(
                ".accessibilityAddTraits(.updatesFrequently) on TextComponent \"Ticker\" has no effect")
        }
        #expect(ticker.count == 1)
        let plain = warnings.filter {
            $0.contains(".accessibilityRemoveTraits(.isButton) on ButtonComponent \"Plain\" has no effect")
        }
        #expect(plain.count == 1)
        // What GTK does is not reported: a heading, an image made a button, a selected text.
        try window.button("Toggle Star").click()
        try window.button("Demote Heading").click()
        #expect(app.focusWarnings.count == warnings.count)
        #expect(
            !warnings.contains {
                $0.contains("\"Inbox\"") || $0.contains("\"Star\"") || $0.contains("Starred")
            })
    }
}
