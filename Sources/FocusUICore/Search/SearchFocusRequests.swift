/// The `.searchFocused` bindings of one evaluation, waiting for the searchable view whose
/// field they bind: SwiftUI binds "the search field associated with the nearest searchable
/// modifier", which may be around the `.searchFocused` view or inside it.
struct SearchFocusRequests {
    /// One `.searchFocused` binding, claimed once a searchable view takes it.
    final class Request {
        let binding: FocusBindingSpec
        var isClaimed = false

        init(_ binding: FocusBindingSpec) {
            self.binding = binding
        }
    }

    /// The bindings of `.searchFocused` views around the view being expanded.
    private(set) var above: [Request] = []
    /// The bindings of `.searchFocused` views expanded inside the current searchable view's
    /// content that no searchable view inside it claimed.
    private var below: [FocusBindingSpec] = []

    /// A `.searchFocused` view starts expanding its content; returns what to restore after.
    mutating func push(_ request: Request) -> [Request] {
        let saved = above
        above.append(request)
        return saved
    }

    /// A `.searchFocused` view finished expanding its content: unclaimed, its binding is
    /// offered to the searchable view around it.
    mutating func pop(_ request: Request, restoring saved: [Request]) {
        above = saved
        if !request.isClaimed { below.append(request.binding) }
    }

    /// A searchable view takes the unclaimed bindings around it.
    mutating func claimAbove() -> [FocusBindingSpec] {
        var claimed: [FocusBindingSpec] = []
        for request in above where !request.isClaimed {
            request.isClaimed = true
            claimed.append(request.binding)
        }
        return claimed
    }

    /// A searchable view starts expanding its content; returns what to restore after.
    mutating func beginContent() -> [FocusBindingSpec] {
        let saved = below
        below = []
        return saved
    }

    /// A searchable view finished its content: returns the bindings inside it for it.
    mutating func endContent(restoring saved: [FocusBindingSpec]) -> [FocusBindingSpec] {
        let inside = below
        below = saved
        return inside
    }
}
