/// What a menu (a ``Menu``'s popover, or a command menu) makes of a ``Toggle`` or a ``Picker``
/// among its items, and of a button's icon: shared by ``MenuItem`` and the commands.
enum MenuControlReading {
    /// The toggle a primitive draws, whatever its style.
    static func toggle(of element: Element) -> ToggleComponent? {
        if let checkbox = element.component(as: CheckboxComponent.self) { return checkbox.toggle }
        if let toggle = element.component(as: SwitchComponent.self) { return toggle.toggle }
        return element.component(as: ToggleButtonComponent.self)?.toggle
    }

    /// The picker a primitive draws, and whether its options go inline in the menu (a
    /// `.radioGroup` or `.segmented` picker) rather than in a submenu titled with the picker's
    /// title (`.automatic` and `.menu`, as SwiftUI's default menu picker style).
    static func picker(of element: Element) -> (picker: PickerComponent, isInline: Bool)? {
        if let dropDown = element.component(as: DropDownPickerComponent.self) {
            return (dropDown.picker, false)
        }
        if let radio = element.component(as: RadioGroupPickerComponent.self) { return (radio.picker, true) }
        if let segmented = element.component(as: SegmentedPickerComponent.self) {
            return (segmented.picker, true)
        }
        return nil
    }

    /// The freedesktop icon name of a button whose label has an image
    /// (`Button("Delete", systemImage: "trash")`), if any.
    static func iconName(in spec: RenderSpec) -> String? {
        for child in spec.children {
            if let image = child.element.component(as: ImageComponent.self), !image.iconName.isEmpty {
                return image.iconName
            }
            if let nested = iconName(in: child) { return nested }
        }
        return nil
    }
}
