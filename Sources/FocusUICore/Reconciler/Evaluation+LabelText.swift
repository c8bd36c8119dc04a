extension Evaluation {
    /// The text of a label view given to a control (`Toggle(isOn:label:)`,
    /// `Slider(value:label:)`): the strings of the texts it holds, in order, joined by spaces.
    /// The label is evaluated for its text only; it makes no widget of its own.
    func labelText<Label: View>(_ label: Label, at path: ViewPath, context: ExpansionContext) -> String {
        var specs: [RenderSpec] = []
        expand(label, at: path.appending(.label), context: context.forChildren, into: &specs)
        return Self.texts(in: specs).joined(separator: " ")
    }

    /// The text of `label` (as ``labelText(_:at:context:)``) and the icon of the first
    /// ``Image`` in it, with the SF Symbol it stands for when no freedesktop icon is close to it:
    /// what a button-like control shows of a label view (a menu's button, an unavailable-content
    /// page); empty and `nil` for no label.
    func labelTextAndIcon<Label: View>(_ label: Label?, at path: ViewPath, context: ExpansionContext)
        -> (text: String, icon: String?, unmappedSystemName: String?)
    {
        guard let label else { return ("", nil, nil) }
        var specs: [RenderSpec] = []
        expand(label, at: path.appending(.label), context: context.forChildren, into: &specs)
        let image = Self.first(ImageComponent.self, in: specs)
        return (Self.texts(in: specs).joined(separator: " "), image?.iconName, image?.unmappedSystemName)
    }

    /// The strings of the texts among `specs` and their descendants, in order.
    static func texts(in specs: [RenderSpec]) -> [String] {
        specs.flatMap { spec in
            [spec.element.component(as: TextComponent.self)?.content].compactMap { $0 }.filter { !$0.isEmpty }
                + texts(in: spec.children)
        }
    }

    /// What a screen reader reads of `specs`, depth first: a view's accessibility label in place
    /// of what it holds, else the strings of its texts (a list row's name, an icon-only label's
    /// title) and how much a progress bar has done ("40%"); an empty text says nothing.
    static func spokenTexts(in specs: [RenderSpec]) -> [String] {
        specs.flatMap { spec -> [String] in
            // Read once into a copy (see `NavigationColumnComponent.centre`).
            let modifiers = spec.element.modifiers
            // `.accessibilityHidden(true)` is not read; a text merged into an element is, as its
            // element's name.
            if modifiers.isAccessibilityHidden { return [] }
            if modifiers.accessibilityLabel == nil,
                let progress = spec.element.component(as: ProgressComponent.self)
            {
                // A bar says how much is done ("Downloading 40%"), as VoiceOver reads it.
                let amount =
                    progress.currentValue ?? progress.fraction.map { "\(Int(($0 * 100).rounded()))%" }
                return [progress.title, amount ?? ""].filter { !$0.isEmpty }
            }
            let name = modifiers.accessibilityLabel ?? spec.element.component(as: TextComponent.self)?.content
            guard let name else { return spokenTexts(in: spec.children) }
            guard let value = modifiers.accessibilityValue else { return name.isEmpty ? [] : [name] }
            return [name.isEmpty ? value : "\(name), \(value)"]
        }
    }

    /// The first component of type `Component` among `specs` and their descendants.
    static func first<Component: ViewComponent>(_ type: Component.Type, in specs: [RenderSpec]) -> Component?
    {
        for spec in specs {
            if let component = spec.element.component(as: Component.self) { return component }
            if let found = first(type, in: spec.children) { return found }
        }
        return nil
    }
}
