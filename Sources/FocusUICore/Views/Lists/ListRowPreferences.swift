/// What a row asks of its list with `.listRowInsets`, `.listRowSeparator`,
/// `.listRowBackground` and `.swipeActions`: read by the list when it renders the row.
package struct ListRowPreferences {
    /// The space around the row's content; `nil` for the list style's.
    package var insets: EdgeInsets?
    /// Whether the separator below the row is drawn.
    package var separator: Visibility = .automatic
    /// The row's swipe actions, offered in its context menu on a desktop.
    package var swipeActions: [MenuItem] = []
    /// The style class of the row's background colour (`.listRowBackground`); `nil` for the
    /// list style's.
    package var background: String?
    /// The type of a `.listRowBackground` view that is not a colour, which the list cannot draw
    /// (warned about once).
    package var undrawnBackground: String?

    package init() {}
}

/// Collects a row's preferences while the row is expanded: the list puts a fresh one in the
/// row's environment and reads it afterwards.
@MainActor
final class ListRowPreferenceBox {
    var value = ListRowPreferences()
}

/// How a ``NavigationLink`` in a `List`'s row is drawn: the row is the link.
struct ListRowLink: Equatable {
    /// Whether a chevron ends the row (not in a sidebar).
    var showsChevron: Bool
}

/// The environment key of ``ListRowLink``; `nil` outside a `List`'s rows.
struct ListRowLinkKey: EnvironmentKey {
    static var defaultValue: ListRowLink? { nil }
}

/// The environment key of the row's ``ListRowPreferenceBox``; `nil` outside a list row.
struct ListRowPreferenceBoxKey: EnvironmentKey {
    static var defaultValue: ListRowPreferenceBox? { nil }
}

extension EnvironmentValues {
    /// How a navigation link in the `List` row being expanded is drawn; `nil` elsewhere (a lazy
    /// stack's or grid's cell, a table's).
    var listRowLink: ListRowLink? {
        get { self[ListRowLinkKey.self] }
        set { self[ListRowLinkKey.self] = newValue }
    }

    /// The preferences of the list row being expanded, if any.
    var listRowPreferenceBox: ListRowPreferenceBox? {
        get { self[ListRowPreferenceBoxKey.self] }
        set { self[ListRowPreferenceBoxKey.self] = newValue }
    }
}

/// A modifier that records a row preference, then expands its content; around a `ForEach` it
/// applies to each row.
struct ListRowPreferenceModifier<Content: View>: View, PrimitiveView, ListRowContributor {
    typealias Body = Never

    let content: Content
    let apply: @MainActor (inout ListRowPreferences, ExpansionContext, Evaluation, ViewPath) -> Void

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        if let box = context.environment.listRowPreferenceBox {
            apply(&box.value, context, evaluation, path.appending(.index(1)))
        }
        evaluation.expand(content, at: path.appending(.modifier), context: context, into: &output)
    }

    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        var context = context
        let apply = apply
        context.wrappers.insert(
            { AnyView(ListRowPreferenceModifier<AnyView>(content: $0, apply: apply)) }, at: 0)
        evaluation.collectListRows(content, at: path.appending(.modifier), context: context, into: &collector)
    }
}

extension View {
    /// Sets the space around a list row's content, as SwiftUI's `listRowInsets(_:)`; `nil`
    /// keeps the list style's (GTK's row padding). Applies to the rows of a ``List`` (on a
    /// `ForEach`, to each of its rows); elsewhere it has no effect, as in SwiftUI.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowPreferenceModifier(content: self) { preferences, _, _, _ in preferences.insets = insets }
    }

    /// Shows or hides the separator below a list row, as SwiftUI's
    /// `listRowSeparator(_:edges:)`. GTK draws one separator between two rows (a row's bottom
    /// border), so `edges` other than `.bottom` and `.all` have nothing to act on: the top
    /// separator is the row above's. Separators show in the `.plain` and `.inset` styles (and
    /// the default one); `.sidebar` rows have none. Applies to the rows of a ``List``.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowPreferenceModifier(content: self) { preferences, _, _, _ in
            if edges.contains(.bottom) { preferences.separator = visibility }
        }
    }

    /// Draws a colour behind a list row, as SwiftUI's `listRowBackground(_:)`; `nil` keeps the
    /// list style's. Applies to the rows of a ``List`` (on a `ForEach`, to each of its rows).
    ///
    /// ```swift
    /// ForEach(tasks) { task in
    ///     TaskRow(task: task)
    ///         .listRowBackground(task.isOverdue ? Color.red.opacity(0.15) : nil)
    /// }
    /// ```
    ///
    /// On GTK the row's CSS background colour, behind its padding and separator; a selected
    /// row shows the theme's selection look instead, as a selected row does on macOS.
    /// Difference: only a ``Color`` is drawn; another view (a shape, an image) is not, and
    /// FocusUI warns once. In a ``Table``'s cells it is not drawn either (its rows show the
    /// table's stripes and selection), with a warning.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { view -> (String?, String?) in
            guard let color = view as? Color else { return (nil, "\(V.self)") }
            return (StyleClass.rowBackground(color.styleToken), nil)
        }
        return ListRowPreferenceModifier(content: self) { preferences, _, _, _ in
            preferences.background = background?.0
            preferences.undrawnBackground = background?.1
        }
    }

    /// Adds actions to a list row, as SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`.
    ///
    /// A desktop has no swipe: the actions are offered in the row's context menu (right
    /// click, the Menu key, Shift+F10), leading-edge actions first, after the row's own
    /// `.contextMenu` items. `allowsFullSwipe` has no effect. The content is read as menu
    /// items, as a ``Menu``'s is (buttons, texts, dividers). An action the row's context menu
    /// already offers (the same title; "Delete…" and "Delete" are one) is shown once, and a
    /// row offering a delete action shows it in place of the list's own Delete (`.onDelete`).
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> Actions
    ) -> some View {
        let actions = content()
        return ListRowPreferenceModifier(content: self) { preferences, context, evaluation, path in
            var specs: [RenderSpec] = []
            evaluation.expand(actions, at: path, context: context.forChildren, into: &specs)
            let items = MenuItem.items(from: specs)
            if edge == .leading {
                preferences.swipeActions.insert(contentsOf: items, at: 0)
            } else {
                preferences.swipeActions += items
            }
        }
    }
}

/// A vertical edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, as bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// A horizontal edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}
