/// The loops a ``List`` runs over every id of a `ForEach`'s data: the index from id to
/// position, and the common prefix and suffix of two versions of the data (what changed).
///
/// They are closures made in `ForEach`'s inlinable initializers, so the compiler specializes
/// them where the `ForEach` is written, for its concrete data and id types; run from the
/// list's generic code they would pay for generic metadata and key paths on every element
/// (about a microsecond each, a second for a million rows).
@usableFromInline
struct ForEachScans<Data: RandomAccessCollection, ID: Hashable> {
    /// The position of the first element with each id.
    @usableFromInline let index: (Data) -> [ID: Int]
    /// How many elements from the start have the same ids in both.
    @usableFromInline let commonPrefix: (_ old: Data, _ new: Data) -> Int
    /// How many elements from the end have the same ids in both, not counting the first
    /// `prefix` of either.
    @usableFromInline let commonSuffix: (_ old: Data, _ new: Data, _ prefix: Int) -> Int
    /// The ids of `count` elements from `offset`.
    @usableFromInline let ids: (_ data: Data, _ offset: Int, _ count: Int) -> [ID]

    @inlinable
    init(id: @escaping (Data.Element) -> ID) {
        index = { data in
            var result: [ID: Int] = [:]
            result.reserveCapacity(data.count)
            var offset = 0
            for element in data {
                let key = id(element)
                if result[key] == nil { result[key] = offset }
                offset += 1
            }
            return result
        }
        commonPrefix = { old, new in
            var count = 0
            var oldIndex = old.startIndex
            var newIndex = new.startIndex
            while oldIndex != old.endIndex, newIndex != new.endIndex, id(old[oldIndex]) == id(new[newIndex]) {
                count += 1
                old.formIndex(after: &oldIndex)
                new.formIndex(after: &newIndex)
            }
            return count
        }
        commonSuffix = { old, new, prefix in
            let limit = min(old.count, new.count) - prefix
            var count = 0
            var oldIndex = old.endIndex
            var newIndex = new.endIndex
            while count < limit {
                old.formIndex(before: &oldIndex)
                new.formIndex(before: &newIndex)
                guard id(old[oldIndex]) == id(new[newIndex]) else { break }
                count += 1
            }
            return count
        }
        ids = { data, offset, count in
            let start = data.index(data.startIndex, offsetBy: offset)
            let end = data.index(start, offsetBy: count)
            return data[start..<end].map(id)
        }
    }
}
