import Foundation

extension Evaluation {
    /// Emits a lazy container: a ``List`` or ``Table`` (sorted as `sorting` says), or a lazy
    /// stack or grid that is a scroll view's whole content. Its rows (cells) are collected without being built and kept by the host
    /// (``LazyContainerStore``); the toolkit's list widget asks for the ones it shows.
    ///
    /// Returns `false`, emitting nothing, when no host keeps rows here (an evaluation outside a
    /// view host): the caller then builds its content whole.
    func emitLazyContainer<Content: View>(
        _ content: Content, layout: ListLayout, selection: ListSelection, sorting: TableSorting? = nil,
        at path: ViewPath,
        context: ExpansionContext, into output: inout [RenderSpec]
    ) -> Bool {
        guard let store = lazyContainers else { return false }
        let rows = store.rows(at: path)
        context.environment.scrollTargets?.register(rows)
        var childContext = context.forChildren
        childContext.environment.listContextMenu = nil
        childContext.environment.listRowLink =
            if case .list = layout {
                ListRowLink(showsChevron: context.environment.listStyle != .sidebar)
            } else { nil }
        // A sidebar's rows are one line, ending in an ellipsis, as GNOME's navigation sidebars
        // and SwiftUI's sidebars on macOS show them; a row's own `.lineLimit` wins.
        if case .list = layout, context.environment.listStyle == .sidebar,
            childContext.environment.lineLimit == nil, childContext.environment.lineLimitRange == nil
        {
            childContext.environment.lineLimit = 1
        }
        var collector = ListRowCollector()
        // The list follows its own focus (`ListRows.rowFocusDidChange` renders again the rows
        // whose focus changed if they read it), so this read is not the view's.
        let focusedSegment = rows.focus.unobservedValue?.segment
        collectListRows(
            content, at: path.appending(.content),
            context: ListCollectionContext(
                expansion: childContext, focusedSegment: focusedSegment),
            into: &collector)
        var configuration = ListConfiguration()
        switch layout {
        case .list:
            configuration.style = context.environment.listStyle
            configuration.showsBackground = context.environment.scrollContentBackground != .hidden
            configuration.contextMenu = context.environment.listContextMenu
        case .table:
            configuration.isTable = true
            configuration.showsBackground = context.environment.scrollContentBackground != .hidden
            configuration.contextMenu = context.environment.listContextMenu
            configuration.tableSorting = sorting
            configuration.tableStyle = context.environment.tableStyle
            configuration.showsColumnHeaders = context.environment.tableColumnHeaders != .hidden
        case .stack, .grid:
            // A lazy stack or grid draws nothing of its own, as the scroll view it stands for.
            configuration.showsBackground = false
            configuration.isCells = true
            configuration.showsScrollIndicators =
                context.lazyScroll?.showsIndicators
                ?? ![.hidden, .never].contains(context.environment.scrollIndicators)
            if case .stack(let axis, let spacing, let alignment) = layout {
                configuration.cellStack = StackComponent(
                    axis: axis, spacing: spacing.map { CGFloat($0) },
                    horizontalAlignment: alignment.horizontal,
                    verticalAlignment: alignment.vertical)
            }
        }
        configuration.alternatesRowBackgrounds =
            switch context.environment.alternatingRowBackgrounds {
            case .automatic: nil
            case .enabled: true
            case .disabled: false
            }
        configuration.accessibilityLabel = context.node.accessibilityLabel
        rows.update(
            segments: collector.segments, context: childContext, selection: selection,
            configuration: configuration, contentMayHaveChanged: rowContentMayHaveChanged)
        emit(
            ListComponent(rows: rows, revision: rows.revision, layout: layout), at: path, context: context,
            into: &output)
        return true
    }
}
