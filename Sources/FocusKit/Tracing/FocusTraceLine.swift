/// Formats one committed change exactly as contract rule 16 specifies:
/// `focus window=<id> state=<label> <old> -> <new> cause=<cause>`.
enum FocusTraceLine {
    static func format(
        window: FocusWindowID?, label: String, old: AnyHashable, new: AnyHashable,
        cause: FocusChangeCause
    ) -> String {
        let id = window?.rawValue ?? 0
        return
            "focus window=\(id) state=\(label) \(describe(old)) -> \(describe(new)) cause=\(cause.rawValue)"
    }

    /// `String(describing:)` of the value, with `nil` for an empty optional rather than
    /// Swift's `Optional(...)` wrapping.
    static func describe(_ value: AnyHashable) -> String {
        if let optional = value.base as? any OptionalProtocol {
            return optional.unwrappedDescription
        }
        return String(describing: value.base)
    }
}

/// Lets the trace formatter unwrap optionals of any wrapped type.
protocol OptionalProtocol {
    var unwrappedDescription: String { get }
}

extension Optional: OptionalProtocol {
    var unwrappedDescription: String {
        switch self {
        case .none: return "nil"
        case .some(let wrapped): return String(describing: wrapped)
        }
    }
}
