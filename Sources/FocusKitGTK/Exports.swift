// `import FocusKitGTK` gives what binding GTK widgets needs: GTK 4's C API (the CGtk system
// library, with importable helpers for GLib's cast macros such as `focuskit_as_window`) and
// the focus core (`FocusState`, `FocusRegistration`).
@_exported import CGtk
@_exported import FocusKit
