/// Operations on the intrusive, singly linked lists of ``FieldRecord``s.
@MainActor
enum FieldList {
    /// Appends `field` at the tail of the list starting at `head` (lists are short: the fields
    /// of one node, or of one state with one value hash).
    static func append(
        _ field: FieldRecord, to head: FieldRecord?, next: ReferenceWritableKeyPath<FieldRecord, FieldRecord?>
    ) -> FieldRecord {
        guard let head else { return field }
        var last = head
        while let following = last[keyPath: next] { last = following }
        last[keyPath: next] = field
        return head
    }

    /// Unlinks `field` from the list starting at `head`; returns the new head.
    static func remove(
        _ field: FieldRecord, from head: FieldRecord?,
        next: ReferenceWritableKeyPath<FieldRecord, FieldRecord?>
    ) -> FieldRecord? {
        guard let head else { return nil }
        if head === field {
            let rest = field[keyPath: next]
            field[keyPath: next] = nil
            return rest
        }
        var previous = head
        while let current = previous[keyPath: next] {
            if current === field {
                previous[keyPath: next] = current[keyPath: next]
                field[keyPath: next] = nil
                break
            }
            previous = current
        }
        return head
    }

    /// The fields of the list, in order.
    static func elements(
        from head: FieldRecord?, next: ReferenceWritableKeyPath<FieldRecord, FieldRecord?>
    ) -> [FieldRecord] {
        var result: [FieldRecord] = []
        var current = head
        while let field = current {
            result.append(field)
            current = field[keyPath: next]
        }
        return result
    }
}

extension Dictionary {
    /// Gives back the memory of a table that has shrunk to a quarter of its capacity, so that
    /// unregistering many fields returns memory (Swift's tables never shrink by themselves).
    mutating func shrinkIfSparse() {
        guard capacity > 64, count * 4 < capacity else { return }
        self = Dictionary(minimumCapacity: count).merging(self) { first, _ in first }
    }
}
