import FocusUITesting
import TestViews
import Testing

/// `.accessibilityElement(children:)` headlessly: the texts and images inside a combined or
/// ignoring element are left out of the accessibility tree, controls inside stay, `.contain`
/// keeps everything, and a list row that combines its texts is named by them with commas,
/// without a hidden text.
@MainActor
@Suite("Accessibility elements (headless)")
struct AccessibilityElementHeadlessTests {
    @Test func textsInsideAnElementAreLeftOutControlsAndContainedTextsStay() throws {
        let app = HeadlessApp(rendering: CombinedContacts())
        let window = app.windows[0]
        for merged in ["Alan Turing", "alan@example.org", "★", "Favourite", "Ada Lovelace"] {
            #expect(try window.text(merged).isAccessibilityHidden, "\(merged)")
        }
        #expect(try !window.button("Call").isAccessibilityHidden, "a control takes focus: it stays")
        for contained in ["Grace Hopper", "Keeps"] {
            #expect(try !window.text(contained).isAccessibilityHidden, "\(contained)")
        }
    }

    @Test func aDecorativeImageStaysHiddenWhenTheViewAroundItIsShownAgain() throws {
        let app = HeadlessApp(rendering: CombinedContacts())
        let window = app.windows[0]
        let files = try window.text("Files")
        #expect(files.isAccessibilityHidden)
        let image = try #require(window.controls.first { $0.kind == .image })
        #expect(image.isAccessibilityHidden)
        try window.button("Show Files").click()
        app.settle()
        #expect(!files.isAccessibilityHidden)
        #expect(image.isAccessibilityHidden, "decorative")
    }

    @Test func aRowThatCombinesItsTextsIsNamedByThemWithoutItsHiddenText() throws {
        let app = HeadlessApp(rendering: CombinedContacts())
        let list = try app.windows[0].list()
        #expect(try list.row(0).accessibleName == "Edsger, edsger@example.org, 1 of 2")
        // A text's value is said after it, as on its own.
        #expect(try list.row(1).text == "Barbara, away, barbara@example.org")
    }
}
