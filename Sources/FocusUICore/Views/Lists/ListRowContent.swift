/// How a ``List`` (or a lazy stack or grid) reads its content: as runs of rows, without
/// building them. A `ForEach` is a run of as many rows as its data has elements, each built only
/// when the toolkit shows it; a `Section` is a heading row and its rows; `Group`, `if`, tuples
/// and modifiers around several rows pass through (a modifier applies to each row, as in
/// SwiftUI); any other view is one row, built with the list.
@MainActor
protocol ListRowContributor {
    /// Appends this view's rows to `collector`.
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation)
}

/// What flows down a list's content while its rows are collected.
struct ListCollectionContext {
    /// The environment and pending node modifiers of the list's children.
    var expansion: ExpansionContext
    /// What wraps each row: the modifiers applied around several rows, innermost first.
    var wrappers: [@MainActor (AnyView) -> AnyView] = []
    /// The section the rows are in, if any.
    var section: Int?
    /// The run holding the focused row, for the `isFocused` of a static row (built now).
    var focusedSegment: ViewPath?

    /// `row` with the wrappers around it.
    @MainActor func wrap(_ row: AnyView) -> AnyView {
        wrappers.reduce(row) { view, wrap in wrap(view) }
    }
}

/// The runs of rows collected from a list's content in one render.
struct ListRowCollector {
    var segments: [ListSegmentSpec] = []
    var sectionCount = 0
}

/// One run of rows as a render describes it.
struct ListSegmentSpec {
    /// The run's identity: where it is in the list's content.
    let key: ViewPath
    /// The rows.
    let source: any ListRowSource
    /// The section the rows are in.
    let section: Int?
}

extension Evaluation {
    /// Collects the rows of `view`: a contributor adds its runs; a primitive is one row built
    /// now; a composite view is evaluated (its state attached as anywhere else) and its body
    /// collected.
    func collectListRows<V: View>(
        _ view: V, at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector
    ) {
        if let contributor = view as? any ListRowContributor {
            contributor.collectRows(at: path, context: context, into: &collector, in: self)
            return
        }
        if view is any PrimitiveView || view is any ComponentView {
            var expansion = context.expansion
            expansion.environment.isFocused = context.focusedSegment == path
            let source = StaticRowSource(
                row: context.wrap(AnyView(view)), path: path, in: self, context: expansion)
            collector.segments.append(ListSegmentSpec(key: path, source: source, section: context.section))
            return
        }
        let viewPath = attachComposite(view, at: path, context: context.expansion)
        collectListRows(view.body, at: viewPath, context: context, into: &collector)
    }
}

extension TupleView: ListRowContributor {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        var index = 0
        for child in repeat each value {
            evaluation.collectListRows(
                child, at: path.appending(.index(index)), context: context, into: &collector)
            index += 1
        }
    }
}

extension ConditionalContent: ListRowContributor where TrueContent: View, FalseContent: View {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        switch storage {
        case .trueContent(let content):
            evaluation.collectListRows(
                content, at: path.appending(.branch(0)), context: context, into: &collector)
        case .falseContent(let content):
            evaluation.collectListRows(
                content, at: path.appending(.branch(1)), context: context, into: &collector)
        }
    }
}

extension Optional: ListRowContributor where Wrapped: View {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        if let content = self {
            evaluation.collectListRows(
                content, at: path.appending(.branch(0)), context: context, into: &collector)
        }
    }
}

extension Group: ListRowContributor {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        evaluation.collectListRows(content, at: path.appending(.content), context: context, into: &collector)
    }
}

extension EmptyView: ListRowContributor {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {}
}

extension AnyView: ListRowContributor {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        evaluation.collectListRows(
            wrapped, at: path.appending(.type(ObjectIdentifier(type(of: wrapped)))), context: context,
            into: &collector)
    }
}

extension ModifiedView: ListRowContributor {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        var context = context
        let contentPath = evaluation.recordEffect(
            effect, at: path, environment: context.expansion.environment)
        switch effect {
        case .identity, .navigationTitle, .navigationSubtitle, .navigationColumnWidth,
            .interactiveDismissDisabled, .presentationDetents, .toolbarRemoving,
            .presentation:
            break  // Evaluation.recordEffect(_:at:environment:)
        case .environment(let apply):
            // Inherited by every row and what is inside it.
            apply(&context.expansion.environment)
        case .node, .lifecycle, .keyedLifecycle:
            // Applies to each row, as SwiftUI applies a modifier on a ForEach to each view.
            let effect = effect
            context.wrappers.insert({ AnyView(ModifiedView<AnyView>(content: $0, effect: effect)) }, at: 0)
        }
        evaluation.collectListRows(content, at: contentPath, context: context, into: &collector)
    }
}

extension Section: ListRowContributor {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        var context = context
        context.section = collector.sectionCount
        collector.sectionCount += 1
        if let title {
            collector.segments.append(
                ListSegmentSpec(
                    key: path.appending(.index(-1)), source: HeaderRowSource(title: title),
                    section: context.section))
        }
        evaluation.collectListRows(content, at: path.appending(.content), context: context, into: &collector)
    }
}

extension ForEach: ListRowContributor {
    func collectRows(
        at path: ViewPath, context: ListCollectionContext, into collector: inout ListRowCollector,
        in evaluation: Evaluation
    ) {
        if listContentHoldsSections(Content.self) {
            // Sections made by a `ForEach` (one per course, per day): each element's sections are
            // collected now, as sections written out are; their rows are runs of their own.
            for element in data {
                let elementID = id(element)
                let childPath = path.appending(
                    ViewPath.Component(id: elementID, hashable: AnyHashable(elementID)))
                evaluation.collectListRows(
                    content(element), at: childPath, context: context, into: &collector)
            }
            return
        }
        let wrappers = context.wrappers
        collector.segments.append(
            ListSegmentSpec(
                key: path,
                source: ForEachRowSource(
                    data: data, id: id, content: content,
                    wrap: { row in wrappers.reduce(row) { view, wrap in wrap(view) } }, editing: editing,
                    scans: scans),
                section: context.section))
    }
}

/// A view type that may make sections of a list: a `Section`, or views around or holding one.
/// A `ForEach` whose content makes sections (`ForEach(courses) { Section($0.name) { … } }`)
/// is collected element by element, as sections written out are, not as a run of rows.
@MainActor
protocol ListSectionsHolding {
    /// Whether views of this type make sections of a list.
    static var holdsListSections: Bool { get }
}

/// Whether a view of `type` makes sections of a list: it holds a `Section`, or its body does (a
/// view of the app's own whose body is a section, a few levels deep).
@MainActor
func listContentHoldsSections(_ type: any View.Type, depth: Int = 0) -> Bool {
    if let holding = type as? any ListSectionsHolding.Type { return holding.holdsListSections }
    guard depth < 8, !(type is any PrimitiveView.Type), !(type is any ComponentView.Type) else {
        return false
    }
    func bodyType<V: View>(_: V.Type) -> any View.Type { V.Body.self }
    return listContentHoldsSections(bodyType(type), depth: depth + 1)
}

extension Section: ListSectionsHolding {
    static var holdsListSections: Bool { true }
}

extension ModifiedView: ListSectionsHolding {
    static var holdsListSections: Bool { listContentHoldsSections(Content.self) }
}

extension Group: ListSectionsHolding {
    static var holdsListSections: Bool { listContentHoldsSections(Content.self) }
}

extension ForEach: ListSectionsHolding {
    static var holdsListSections: Bool { listContentHoldsSections(Content.self) }
}

extension Optional: ListSectionsHolding where Wrapped: View {
    static var holdsListSections: Bool { listContentHoldsSections(Wrapped.self) }
}

extension ConditionalContent: ListSectionsHolding where TrueContent: View, FalseContent: View {
    static var holdsListSections: Bool {
        listContentHoldsSections(TrueContent.self) || listContentHoldsSections(FalseContent.self)
    }
}

extension TupleView: ListSectionsHolding {
    static var holdsListSections: Bool {
        for type in repeat (each Content).self {
            if listContentHoldsSections(type) { return true }
        }
        return false
    }
}
