/// A modifier that gives the next primitive a context menu; around a `ForEach` in a list it
/// applies to each row.
struct ContextMenuModifier<Content: View, Items: View>: View, PrimitiveView, ListRowContributor {
    typealias Body = Never

    let content: Content
    let items: Items

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var specs: [RenderSpec] = []
        evaluation.expand(items, at: path.appending(.index(1)), context: context.forChildren, into: &specs)
        var context = context
        context.node.contextMenu += MenuItem.items(from: specs)
        evaluation.expand(content, at: path.appending(.modifier), context: context, into: &output)
    }

    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        var context = context
        let items = items
        context.wrappers.insert(
            { AnyView(ContextMenuModifier<AnyView, Items>(content: $0, items: items)) }, at: 0)
        evaluation.collectListRows(content, at: path.appending(.modifier), context: context, into: &collector)
    }
}

extension View {
    /// Adds a context menu to the view, as SwiftUI's `contextMenu(menuItems:)`.
    ///
    /// ```swift
    /// Text(note.title)
    ///     .contextMenu {
    ///         Button("Rename…") { rename(note) }
    ///         Divider()
    ///         Button("Delete", role: .destructive) { delete(note) }
    ///     }
    /// ```
    ///
    /// It opens as a GTK popover menu with a right click on the view, or with the Menu key or
    /// Shift+F10 while the view (or a control in it) has focus; keyboard focus is in the menu,
    /// Escape closes it, and focus returns to where it was. The items are read as a ``Menu``'s
    /// (buttons, texts, dividers, submenus); a ``Toggle`` or ``Picker``, which a ``Menu`` shows
    /// as check and radio items, is left out of a context menu with a warning. On a list row, the menu has the list's own items
    /// (`.contextMenu(forSelectionType:)`, Delete, Move) with it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuModifier(content: self, items: menuItems())
    }
}
