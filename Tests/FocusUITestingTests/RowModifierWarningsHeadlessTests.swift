import FocusUICore
import FocusUITesting
import TestViews
import Testing

/// Row modifiers that a lazily rendered row cannot honour warn once instead of doing nothing
/// silently: `.listRowBackground` in a `Table`'s cell, `.interactiveDismissDisabled` in a
/// `List`'s row.
@MainActor
@Suite("Row modifiers with no effect warn (headless)")
struct RowModifierWarningsHeadlessTests {
    private struct TintedTable: View {
        let people = TablePerson.generated(4)
        var body: some View {
            Table(people) {
                TableColumn("Name") { person in
                    Text(person.name).listRowBackground(person.age > 30 ? Color.red : nil)
                }
            }
        }
    }

    private struct LockingRows: View {
        var body: some View {
            List {
                ForEach(["One", "Two", "Three"], id: \.self) { name in
                    Text(name).interactiveDismissDisabled()
                }
            }
        }
    }

    private struct LockedList: View {
        var body: some View {
            List {
                ForEach(["One", "Two"], id: \.self) { name in Text(name) }
            }
            .interactiveDismissDisabled()
        }
    }

    @Test func aBackgroundInATablesCellWarnsOnce() throws {
        let app = HeadlessApp(rendering: TintedTable())
        let warnings = app.focusWarnings.filter { $0.contains("listRowBackground") }
        #expect(
            warnings == [
                ".listRowBackground in a Table is not drawn: a table's rows show the table's background, "
                    + "stripes and selection"
            ])
    }

    @Test func aRowAskingToLockItsSheetWarnsOnce() throws {
        let app = HeadlessApp(rendering: LockingRows())
        let warnings = app.focusWarnings.filter { $0.contains("interactiveDismissDisabled") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("in a list row has no effect") == true)
    }

    @Test func theModifierOnTheListItselfDoesNotWarn() throws {
        let app = HeadlessApp(rendering: LockedList())
        #expect(!app.focusWarnings.contains { $0.contains("interactiveDismissDisabled") })
    }
}
