import FocusUI

/// Lets the benchmark change a form's `@State` from outside: the form installs the closure
/// when it appears.
@MainActor
final class RerenderTrigger {
    /// Increments the form's `@State` counter; set by the form's `onAppear`.
    var bump: (() -> Void)?
}

/// A form of `fieldCount` text fields made with `ForEach`, each bound with
/// `.focused($focusedField, equals: index)`, and a label showing a `@State` counter.
struct RerenderForm: View {
    let fieldCount: Int
    let trigger: RerenderTrigger

    @State private var changes = 0
    @FocusState private var focusedField: Int?

    var body: some View {
        // In a scroll view, as an app shows 1,000 fields: a window as tall as all of them (about
        // 40,000 pixels) is beyond what GTK's cairo renderer, FocusKit's choice on Wayland while
        // `GtkQuirk.waylandGLRendererLeaksHiddenSurfaces` applies, can draw (cairo's 32,767-pixel limit: GTK aborts).
        ScrollView {
            form
        }
    }

    private var form: some View {
        Form {
            Text("Changes: \(changes)")
            ForEach(0..<fieldCount) { index in
                TextField("Field \(index)", text: .constant(""))
                    .focused($focusedField, equals: index)
            }
        }
        .onAppear { trigger.bump = { changes += 1 } }
    }
}
