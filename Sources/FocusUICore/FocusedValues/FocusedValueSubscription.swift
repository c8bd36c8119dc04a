/// A reader of focused values (a ``FocusedValue`` or ``FocusedBinding`` in a view, the app or
/// commands): the keys it reads and how to re-evaluate it. Kept in the reader's property slot;
/// the registry holds it weakly, so a reader that goes away stops being told.
@MainActor
final class FocusedValueSubscription {
    /// The key types the reader's key path reads.
    let keys: Set<ObjectIdentifier>
    /// Schedules a re-evaluation of the reader.
    let invalidate: @MainActor () -> Void

    init(keys: Set<ObjectIdentifier>, invalidate: @escaping @MainActor () -> Void) {
        self.keys = keys
        self.invalidate = invalidate
    }
}
