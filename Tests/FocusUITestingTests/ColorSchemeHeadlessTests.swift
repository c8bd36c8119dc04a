import FocusUITesting
import Foundation
import TestViews
import Testing

/// `colorScheme` in the environment (issue 22, "Environment"; issue 27): the app's appearance
/// unless a view sets one below it, and `.preferredColorScheme` changing the whole app, which
/// every view reading it follows at once. The twin has no system preference: light.
@MainActor
@Suite("FocusUITesting: colorScheme", .serialized)
struct ColorSchemeHeadlessTests {
    @Test func viewsReadTheAppsSchemeUnlessSetBelowAndFollowThePreference() throws {
        let window = HeadlessApp(rendering: ColorSchemeView()).windows[0]
        #expect(try window.text("scheme light").exists)
        #expect(try window.text("inner dark").exists)
        try window.button("Prefer Dark").click()
        #expect(try window.text("scheme dark").exists)
        try window.button("Follow System").click()
        #expect(try window.text("scheme light").exists)
    }
}
