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
    let selected: Set<AnyHashable>
    /// Writes a new selection to the binding; values of another type than the binding's are
    /// left out.
    let write: @MainActor (Set<AnyHashable>) -> Void

    /// No selection.
    static var none: ListSelection { ListSelection(mode: .none, selected: [], write: { _ in }) }

    /// The selection of a `Binding<Value?>`. Its value is read unrecorded (``StateReads``): the
    /// list shows its selection itself, and its rows do not render again when it changes
    /// (only a row that reads the selection itself does).
    @MainActor static func single<Value: Hashable>(_ binding: Binding<Value?>) -> ListSelection {
        ListSelection(
            mode: .single,
            selected: StateReads.unrecorded { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
            write: { values in
                let value = values.lazy.compactMap { $0.base as? Value }.first
                if binding.wrappedValue != value { binding.wrappedValue = value }
            })
    }

    /// The selection of a `Binding<Set<Value>>`, read unrecorded as ``single(_:)`` reads it.
    @MainActor static func multiple<Value: Hashable>(_ binding: Binding<Set<Value>>) -> ListSelection {
        ListSelection(
            mode: .multiple,
            selected: StateReads.unrecorded { Set(binding.wrappedValue.map { AnyHashable($0) }) },
            write: { values in
                let typed = Set(values.compactMap { $0.base as? Value })
                if binding.wrappedValue != typed { binding.wrappedValue = typed }
            })
    }
}
