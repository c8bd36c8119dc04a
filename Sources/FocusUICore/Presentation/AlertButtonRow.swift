/// The buttons of an alert or confirmation dialog as responses (``AlertResponseComponent``), in
/// GNOME's order: the cancel button first (at the start), then the others as declared, the
/// default one last in practice (GNOME's HIG: the affirmative action at the end). Any other
/// view among the actions (a text field) comes before the responses, as libadwaita shows it
/// above them. It emits them into its parent (``AlertLayout``), not into a container of its own.
///
/// The buttons of `actions` are expanded twice, each time keeping one kind: the non-cancel ones
/// first, so that the automatic Cancel button (``AutomaticCancelButton``) knows whether one of
/// them is the default, then the cancel ones; they are emitted cancel first.
struct AlertButtonRow<Actions: View>: View, PrimitiveView {
    typealias Body = Never

    let actions: Actions
    let handling: AlertButtonHandling

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var others: [RenderSpec] = []
        var cancel: [RenderSpec] = []
        if Actions.self == EmptyView.self {
            // As SwiftUI: an alert with no actions gets an OK button.
            evaluation.expand(
                Button("OK") {}, at: path.appending(.index(1)), context: rowContext(context, .others),
                into: &others)
        } else {
            evaluation.expand(
                actions, at: path.appending(.index(1)), context: rowContext(context, .others), into: &others)
            evaluation.expand(
                actions, at: path.appending(.index(2)), context: rowContext(context, .cancel), into: &cancel)
            evaluation.expand(
                AutomaticCancelButton(handling: handling), at: path.appending(.index(3)),
                context: rowContext(context, .cancel), into: &cancel)
        }
        // Anything but buttons (a field among the actions) is the other pass's.
        func isResponse(_ spec: RenderSpec) -> Bool { spec.element.component is AlertResponseComponent }
        var fields = others.filter { !isResponse($0) }
        // The first text field is where focus starts, as in SwiftUI: the user types at once.
        if let binding = handling.firstFieldFocus() {
            for index in fields.indices where Self.bindFirstField(in: &fields[index], to: binding) {
                handling.fieldWasBound()
                break
            }
        }
        output += fields + cancel.filter(isResponse) + others.filter(isResponse)
    }

    /// Binds the first text field in `spec` (depth first) to the alert's initial focus;
    /// returns whether there was one.
    private static func bindFirstField(in spec: inout RenderSpec, to binding: FocusBindingSpec) -> Bool {
        if spec.element.component is any TextEntryComponent {
            spec.focusBindings.append(binding)
            return true
        }
        for index in spec.children.indices where bindFirstField(in: &spec.children[index], to: binding) {
            return true
        }
        return false
    }

    private func rowContext(_ context: ExpansionContext, _ pass: AlertButtonPass) -> ExpansionContext {
        var child = context.forChildren
        child.environment.alertButtonPass = pass
        return child
    }
}

/// Which buttons of an alert's actions an expansion keeps (``AlertButtonRow``).
enum AlertButtonPass {
    /// The ``ButtonRole/cancel`` buttons.
    case cancel
    /// The others.
    case others
}

/// The environment key of the pass an alert's button row is expanding.
struct AlertButtonPassKey: EnvironmentKey {
    static var defaultValue: AlertButtonPass? { nil }
}

extension EnvironmentValues {
    /// The buttons an alert's row keeps in this expansion; `nil` outside one.
    var alertButtonPass: AlertButtonPass? {
        get { self[AlertButtonPassKey.self] }
        set { self[AlertButtonPassKey.self] = newValue }
    }
}
