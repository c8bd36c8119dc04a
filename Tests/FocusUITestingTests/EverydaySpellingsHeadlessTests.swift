import FocusUICore
import FocusUITesting
import Testing

/// Spellings a newcomer's SwiftUI code used that FocusUI lacked: `Text.monospacedDigit()` and
/// `.monospacedDigit()`, a `Stepper` labelled by a view, `.background(.bar)` and the other
/// materials, `.scenePadding()` (as `EverydaySpellingsGtkTests` on GTK).
@MainActor
@Suite("monospacedDigit, Stepper with a label, materials, scenePadding (headless)")
struct EverydaySpellingsHeadlessTests {
    struct Spellings: View {
        @State private var rating = 3

        var body: some View {
            VStack {
                Text("12:05").monospacedDigit()
                VStack { Text("Inner 42") }.monospacedDigit()
                Stepper(value: $rating, in: 0...5) { Text("Rating: \(rating)") }
                Text("3 unread").padding(8).background(.bar)
                Text("Panel").background(.regularMaterial)
                Text("Padded").scenePadding()
            }
        }
    }

    let window = HeadlessApp(rendering: Spellings()).windows[0]

    @Test func digitsOfOneWidthAreGtksNumericClass() throws {
        #expect(try window.text("12:05").styleClasses.contains("numeric"))
        #expect(try window.text("Inner 42").styleClasses.contains("numeric"))
        #expect(try !window.text("Panel").styleClasses.contains("numeric"))
    }

    @Test func aSteppersLabelViewIsItsTitleAndFollowsTheValue() throws {
        try window.stepper("Rating: 3").increment()
        #expect(try window.stepper("Rating: 4").value == 4)
    }

    @Test func materialsAreTheThemesColoursForTheirRole() throws {
        #expect(try window.text("3 unread").styleClasses.contains("focusui-bg-material-bar"))
        #expect(try window.text("Panel").styleClasses.contains("focusui-bg-material-window"))
    }
}
