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
        let contentPath = evaluation.recordEffect(effect, at: path, environment: context.environment)
        // Appearance effects are recorded after the content's, as SwiftUI runs them: the
        // innermost views first, and on one view in the order the modifiers are written.
        // `defaultFocus` keeps tree order (outermost first), which its rules are written for.
        var recordAfterContent: (path: ViewPath, effect: LifecycleEffect)?
        switch effect {
        case .node(let apply):
            apply(&context.node)
        case .environment(let apply):
            apply(&context.environment)
        case .lifecycle(let effect):
            if case .defaultFocus = effect {
                evaluation.record(effect, at: path)
            } else {
                recordAfterContent = (path, effect)
            }
        case .keyedLifecycle(let id, let effect):
            // Another id is another position: the old effect goes, a new one appears.
            recordAfterContent = (path.appending(.explicitID(id)), effect)
        case .identity, .navigationTitle, .navigationSubtitle, .navigationColumnWidth,
            .interactiveDismissDisabled, .presentationDetents, .toolbarRemoving,
            .presentation:
            break  // Evaluation.recordEffect(_:at:environment:)
        }
        evaluation.expand(content, at: contentPath, context: context, into: &output)
        if let recordAfterContent {
            evaluation.record(recordAfterContent.effect, at: recordAfterContent.path)
        }
    }
}

extension View {
    /// Wraps the view in a modifier.
    func modified(_ effect: ViewEffect) -> ModifiedView<Self> {
        ModifiedView(content: self, effect: effect)
    }
}

extension Evaluation {
    /// Records what a modifier's `effect` does wherever the modified view stands, in a view or
    /// among a list's rows (a navigation title or subtitle, a presentation), and returns the
    /// path of the modified content (under the id of `.id(_:)`, else under the modifier).
    func recordEffect(_ effect: ViewEffect, at path: ViewPath, environment: EnvironmentValues) -> ViewPath {
        switch effect {
        case .identity(let id):
            return path.appending(.explicitID(id))
        case .navigationTitle(let title):
            setNavigationTitle(title, at: path)
        case .navigationSubtitle(let subtitle):
            navigationSubtitle = subtitle
        case .navigationColumnWidth(let width):
            if navigationColumnWidth == nil { navigationColumnWidth = width }
        case .interactiveDismissDisabled(let disabled):
            if disabled { interactiveDismissDisabled = true }
        case .presentationDetents(let detents):
            if presentationDetents == nil { presentationDetents = detents }
        case .toolbarRemoving(let kind):
            if kind?.isTitle == true { removesToolbarTitle = true }
        case .presentation(var spec):
            spec.environment = environment
            presentations.append((path, spec))
        case .node, .environment, .lifecycle, .keyedLifecycle:
            break
        }
        return path.appending(.modifier)
    }
}
