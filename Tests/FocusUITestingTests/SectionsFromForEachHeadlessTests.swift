import FocusUITesting
import TestViews
import Testing

/// A `ForEach` that makes a list's sections (one per course) makes headings and rows, as the
/// sections written out do; it was one row per section, which could not be selected.
@MainActor
@Suite("Sections made by a ForEach, headless")
struct SectionsFromForEachHeadlessTests {
    @Test(arguments: [CourseMenu.Sections.function, .view])
    func aForEachOfSectionsMakesHeadingsAndSelectableRows(sections: CourseMenu.Sections) throws {
        let app = HeadlessApp(rendering: CourseMenu(sections: sections))
        let window = app.windows[0]
        let list = try window.list()
        #expect(list.rowCount == 9, "three headings and six dishes")
        let texts = try (0..<list.rowCount).map { try list.row($0).text }
        #expect(
            texts == [
                "Starters", "Bruschetta", "Tomato Soup", "Mains", "Lasagne", "Risotto", "Curry", "Desserts",
                "Tiramisu",
            ])
        #expect(try list.row(3).isHeading)
        #expect(try list.row(4).accessibleName == "Lasagne, 3 of 6")
        try list.row(4).click()
        app.settle()
        #expect(try window.text("Chosen: Lasagne").exists)
        #expect(try list.row(4).isSelected)
    }
}
