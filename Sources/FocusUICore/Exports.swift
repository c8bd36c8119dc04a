// One import gives users the whole surface: `@FocusState`, `FocusState.Binding` and the focus
// coordinator come from the headless core, everything else from this module.
@_exported import FocusKit
// As `import SwiftUI` does, `import FocusUI` gives Foundation's names (`URL`, `Date`,
// `CGSize`, `DispatchQueue`, `NotificationCenter`).
@_exported import Foundation
// As `import SwiftUI` does, `import FocusUI` gives Observation's `@Observable`,
// `@ObservationIgnored` and `withObservationTracking`: a model file needs no second import.
@_exported import Observation
