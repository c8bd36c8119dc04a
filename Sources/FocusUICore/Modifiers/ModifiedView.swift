/// A view with one modifier applied. Every modifier is transparent to layout: the content's
/// primitives are inserted where the modified view is.
struct ModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let content: Content
    let effect: ViewEffect

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var context = context
        var contentPath = path.appending(.modifier)
        switch effect {
        case .node(let apply):
            apply(&context.node)
        case .environment(let apply):
            apply(&context.environment)
        case .lifecycle(let effect):
            evaluation.record(effect, at: path)
        case .keyedLifecycle(let id, let effect):
            // Another id is another position: the old effect goes, a new one appears.
            evaluation.record(effect, at: path.appending(.explicitID(id)))
        case .identity(let id):
            contentPath = path.appending(.explicitID(id))
        case .navigationTitle(let title):
            evaluation.navigationTitle = title
        case .navigationSubtitle(let subtitle):
            evaluation.navigationSubtitle = subtitle
        case .presentation(var spec):
            spec.environment = context.environment
            evaluation.presentations.append((path, spec))
        }
        evaluation.expand(content, at: contentPath, context: context, into: &output)
    }
}

extension View {
    /// Wraps the view in a modifier.
    func modified(_ effect: ViewEffect) -> ModifiedView<Self> {
        ModifiedView(content: self, effect: effect)
    }
}
