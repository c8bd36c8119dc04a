import ColorWell
import FocusKitGTK
import FocusUI
import Foundation

/// A window with a name field and the colour well; `--check` shows it on the display, checks
/// that a focus write reaches the well and that its colour follows the state, then exits.
struct AccentView: View {
    enum Field: Hashable {
        case name
        case accent
    }

    @State var name = "Ada"
    @State var accent = RGBColor(red: 0.2, green: 0.4, blue: 0.8)
    @FocusState var focus: Field?

    var body: some View {
        // A GNOME preferences group (`.formStyle(.grouped)`): the name a field's row, the well
        // at the end of a row titled as it (`LabeledContent`, libadwaita's action row).
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                LabeledContent("Accent") {
                    ColorWell("Accent", color: $accent)
                        .focused($focus, equals: .accent)
                        .help("The colour of your name")
                }
            }
        }
        .formStyle(.grouped)
        .defaultFocus($focus, .accent)
    }
}

struct AccentApp: App {
    var body: some Scene {
        WindowGroup("Accent") { AccentView() }
    }
}

if CommandLine.arguments.contains("--check") {
    exit(MainActor.assumeIsolated { ColorWellCheck.run() })
}
AccentApp.main()
