// A test needs only `import FocusUITesting` (and the module under test): views, state and
// scenes come from the headless view layer, `@FocusState` from the core.
@_exported import FocusKit
@_exported import FocusUICore
