import FocusUI
import Foundation
import ListGallery

// `list-gallery --screenshot PATH` renders the first window to PATH and exits.
let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--screenshot"), arguments.indices.contains(flag + 1) {
    exit(
        ListGalleryApp.run(
            options: AppRunOptions(
                applicationID: "org.focuskit.ListGallery", screenshotPath: arguments[flag + 1])))
}
ListGalleryApp.main()
