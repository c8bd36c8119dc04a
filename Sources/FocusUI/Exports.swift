// One import gives the whole SwiftUI-style surface: views, state, scenes (FocusUICore), the
// focus API (FocusKit), and the GTK runtime that draws them (this module).
@_exported import FocusKit
@_exported import FocusUICore
