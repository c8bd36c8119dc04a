/// How a ``List`` selects: not at all, one row (`Binding<Value?>`), or any number of rows
/// (`Binding<Set<Value>>`), with the binding's current value type-erased.
package struct ListSelection {
    /// What can be selected.
    package enum Mode: Equatable {
        /// Nothing (`List { }` without a selection): rows take focus but are never selected.
        case none
        /// At most one row.
        case single
        /// Any number of rows: Shift extends, Ctrl toggles.
        case multiple
    }

    let mode: Mode
    /// The selection values (the rows' ids or tags) selected now.
    private(set) var selected: Set<AnyHashable>
    /// Writes a new selection to the binding; values of another type than the binding's are
    /// left out.
    let write: @MainActor (Set<AnyHashable>) -> Void
    /// Reads the binding's value.
    private let read: @MainActor () -> Set<AnyHashable>
    /// Whether a value is of the binding's type (a row's id that is not cannot be selected:
    /// the row's `.tag(_:)` is its selection value then).
    let accepts: @MainActor (AnyHashable) -> Bool
    /// The binding's value type, as a warning names it.
    var valueType = ""
    /// The states reading the binding read (its `@State`), recorded for the list alone: a
    /// change the list did not write makes ``selected`` stale (``isStale``).
    private var reads: StateReads

    private init(
        mode: Mode, selected: Set<AnyHashable>, reads: StateReads,
        read: @escaping @MainActor () -> Set<AnyHashable>,
        write: @escaping @MainActor (Set<AnyHashable>) -> Void,
        accepts: @escaping @MainActor (AnyHashable) -> Bool
    ) {
        self.mode = mode
        self.selected = selected
        self.reads = reads
        self.read = read
        self.write = write
        self.accepts = accepts
    }

    /// A selection read from a binding now: its reads are the list's, not the views' (the list
    /// shows its selection itself; its rows do not render again when it changes, only a row
    /// that reads the selection itself does).
    @MainActor private init(
        mode: Mode, read: @escaping @MainActor () -> Set<AnyHashable>,
        write: @escaping @MainActor (Set<AnyHashable>) -> Void,
        accepts: @escaping @MainActor (AnyHashable) -> Bool
    ) {
        let reads = StateReads()
        self.init(
            mode: mode, selected: StateReads.recording(into: reads, read), reads: reads, read: read,
            write: write, accepts: accepts)
    }

    /// No selection.
    @MainActor static var none: ListSelection {
        ListSelection(mode: .none, read: { [] }, write: { _ in }, accepts: { _ in true })
    }

    /// The selection of a `Binding<Value?>`.
    @MainActor static func single<Value: Hashable>(_ binding: Binding<Value?>) -> ListSelection {
        var selection = ListSelection(
            mode: .single,
            read: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
            write: { values in
                let value = values.lazy.compactMap { $0.base as? Value }.first
                if binding.wrappedValue != value { binding.wrappedValue = value }
            }, accepts: { $0.base is Value })
        selection.valueType = "\(Value.self)"
        return selection
    }

    /// The selection of a `Binding<Set<Value>>`.
    @MainActor static func multiple<Value: Hashable>(_ binding: Binding<Set<Value>>) -> ListSelection {
        var selection = ListSelection(
            mode: .multiple,
            read: { Set(binding.wrappedValue.map { AnyHashable($0) }) },
            write: { values in
                let typed = Set(values.compactMap { $0.base as? Value })
                if binding.wrappedValue != typed { binding.wrappedValue = typed }
            }, accepts: { $0.base is Value })
        selection.valueType = "\(Value.self)"
        return selection
    }

    /// Whether the binding changed since ``selected`` was read, other than by the list's own
    /// write (``acceptOwnWrite()``): the list has to be rendered again to show it.
    @MainActor var isStale: Bool { reads.hasChanged }

    /// The selection showing `values` before the binding has them: the toolkit reads them at
    /// once, while the list writes them.
    func showing(_ values: Set<AnyHashable>) -> ListSelection {
        var shown = ListSelection(
            mode: mode, selected: values, reads: reads, read: read, write: write, accepts: accepts)
        shown.valueType = valueType
        return shown
    }

    /// Reads the binding again after the list wrote it, as the list shows it from now on (a
    /// binding's setter may keep another value than the one written), with its reads: the
    /// list's own write does not make the selection stale.
    @MainActor mutating func acceptOwnWrite() {
        let reads = StateReads()
        selected = StateReads.recording(into: reads, read)
        self.reads = reads
    }
}
