/// A property wrapper that the reconciler points at per-position storage each time a view
/// (or the `App`) is evaluated: `@State`, `@FocusState`, `@Environment`.
protocol AttachableProperty {
    /// Points this wrapper at the storage kept in `attachment.slot`, creating the storage from
    /// this instance on first mount.
    @MainActor func attach(_ attachment: PropertyAttachment)
}

/// What a property wrapper needs to attach itself.
@MainActor
struct PropertyAttachment {
    /// The persistent storage of the view's properties.
    let slot: PropertySlot
    /// The property's name as `Mirror` reports it (`_username`).
    let label: String
    /// The environment the view is evaluated in.
    let environment: EnvironmentValues
    /// The scope new `@FocusState` storage gets: the window for views, `.app` for the `App`.
    let focusScope: FocusScope
    /// The registry `@FocusedValue` and `@FocusedBinding` read, when the owner is mounted.
    let focusedValues: FocusedValueRegistry?
    /// Schedules a re-render of the owner.
    let invalidate: @MainActor () -> Void
    /// Schedules a re-render of the owner for a write of its `@State` or a change of its
    /// `@FocusState`: what did not read the state (``StateReads``) need not render again.
    let invalidateForStateWrite: @MainActor () -> Void
    /// Schedules a re-evaluation of the owner for a change of a focused value it reads
    /// (`@FocusedValue`, `@FocusedBinding`): for the `App`, its scenes and commands, not its
    /// windows (see ``AppHost``).
    let invalidateForFocusedValue: @MainActor () -> Void

    /// The declared property name, without the wrapper's underscore.
    var propertyName: String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}
