import FocusUI
import Foundation
import Preferences

// `preferences --screenshot PATH` saves the window once shown and exits.
let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--screenshot"), index + 1 < arguments.count {
    exit(
        PreferencesApp.run(
            options: AppRunOptions(
                applicationID: "org.focuskit.preferences", screenshotPath: arguments[index + 1])))
}
PreferencesApp.main()
