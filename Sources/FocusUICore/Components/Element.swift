/// What the reconciler hands a ``ViewBackend`` for one node: its component, what every view
/// has, and its closures.
///
/// The closures and the bindings are new on every render and must be read from the newest
/// element (see ``ViewBackend/update(_:from:to:)``).
public struct Element {
    /// The control or container, with its own properties.
    public var component: any ViewComponent {
        _read { yield storage.component }
        _modify {
            makeUnique()
            yield &storage.component
        }
    }
    /// Padding, frame, accessibility, focusability and the rest of what every view has.
    public var modifiers: SharedModifiers {
        _read { yield storage.modifiers }
        _modify {
            makeUnique()
            yield &storage.modifiers
        }
    }
    /// `.onExitCommand`, `.onKeyPress`.
    public var actions: SharedActions {
        _read { yield storage.actions }
        _modify {
            makeUnique()
            yield &storage.actions
        }
    }

    /// The three, in one reference shared by copies until one of them changes: the reconciler
    /// hands an element from the evaluation to its node and to the backend, and copying it
    /// field by field (every string, array and closure of its modifiers) was a large part of
    /// a re-render.
    fileprivate final class Storage {
        var component: any ViewComponent
        var modifiers: SharedModifiers
        var actions: SharedActions

        init(component: any ViewComponent, modifiers: SharedModifiers, actions: SharedActions) {
            self.component = component
            self.modifiers = modifiers
            self.actions = actions
        }
    }

    fileprivate var storage: Storage

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(
                component: storage.component, modifiers: storage.modifiers, actions: storage.actions)
        }
    }

    /// An element of `component` with nothing else set.
    public init(_ component: any ViewComponent, modifiers: SharedModifiers = SharedModifiers()) {
        storage = Storage(component: component, modifiers: modifiers, actions: SharedActions())
    }

    /// An element of `component` with its modifiers and actions.
    package init(_ component: any ViewComponent, modifiers: SharedModifiers, actions: SharedActions) {
        storage = Storage(component: component, modifiers: modifiers, actions: actions)
    }

    /// The component as `type`, or `nil` when it is another kind.
    public func component<C: ViewComponent>(as type: C.Type) -> C? {
        component as? C
    }

    /// The node's structure: its component's type, and the wrappers the shared modifiers need
    /// around its widget (a focusable container, a size clamp). A node never changes structure:
    /// when the view at a position produces another, the reconciler replaces the node.
    public var structure: ElementStructure {
        // A copy, read once: comparing through the read accessor twice in one expression read
        // freed memory under AddressSanitizer (Swift 6.3).
        let modifiers = self.modifiers
        return ElementStructure(
            component: ObjectIdentifier(type(of: component)), componentKey: component.structureKey,
            isFocusableContainer: type(of: component).isContainer && modifiers.isFocusable != nil,
            hasSizeLimit: modifiers.frame.hasLimit || modifiers.offset != .zero,
            accessibleRole: modifiers.accessibilityTraitRole(of: type(of: component)))
    }

    /// Whether the component differs from `old`'s (always for a new node).
    public func componentChanged(from old: Element?) -> Bool {
        guard let old else { return true }
        return !component.isEqual(to: old.component)
    }

    /// What names it in a warning or a test.
    public var describedTitle: String { component.describedTitle }

    /// The backend reports Escape while focus is in this widget or inside it: runs its
    /// `.onExitCommand` action.
    @MainActor public func sendExitCommand() {
        actions.onExitCommand?()
    }
}

extension Element {
    /// Whether screen readers do not see it: hidden or merged into an element around it by
    /// its modifiers, or skipped by what it is (a decorative image).
    package var isLeftOutOfAccessibilityTree: Bool {
        // Read once into a copy (see `NavigationColumnComponent.centre`).
        let modifiers = modifiers
        return modifiers.isLeftOutOfAccessibilityTree || component.isHiddenFromScreenReaders
    }
}

/// What decides whether a node can be updated or must be replaced (``Element/structure``).
public struct ElementStructure: Hashable {
    /// The component's type.
    public let component: ObjectIdentifier
    /// What else decides the component's widgets (``ViewComponent/structureKey``).
    public let componentKey: AnyHashable?
    /// A container made focusable (`.focusable()`): GTK wraps it in a flat button.
    public let isFocusableContainer: Bool
    /// A finite maximum or ideal size (`.frame(maxWidth: 400)`): GTK wraps it in a clamp.
    public let hasSizeLimit: Bool
    /// The role a role trait gives the widget when it is made (`.accessibilityAddTraits(.isHeader)`
    /// on a text): GTK takes a role only then.
    package let accessibleRole: AccessibilityTraitRole?
}

/// What a backend compares of an element besides its modifiers: its accessible name and which
/// of its actions need an event controller. Read from the element's storage in one pass.
package struct ElementActionSummary {
    package var accessibleName: String?
    package var hasExitCommand = false
    package var hasContextMenu = false
    package var handlesKeyPresses = false
    package var handlesPointer = false
    package var pointerShape: [Double]?

    /// Those of `element`; none for no element.
    @MainActor
    package init(_ element: Element?) {
        guard let storage = element?.storage else { return }
        let name = storage.modifiers.accessibilityLabel ?? storage.component.accessibleName
        accessibleName = name
        // GTK sends no value text (FocusKitGTK's quirk `valueTextNotOnTheBus`): the value, the
        // view's `.accessibilityValue` or else its control's own, is said with the name.
        if let value = storage.modifiers.accessibilityValue ?? storage.component.accessibilityValue,
            !(storage.component is SecureFieldComponent)
        {
            let title = storage.component.describedTitle
            accessibleName = [name ?? (title.isEmpty ? nil : title), value].compactMap { $0 }.joined(
                separator: ", ")
        }
        let actions = storage.actions
        hasExitCommand = actions.onExitCommand != nil
        hasContextMenu = !actions.contextMenu.isEmpty
        handlesKeyPresses = !actions.keyPressHandlers.isEmpty
        handlesPointer = actions.handlesPointer
        pointerShape = actions.pointer.shape
    }
}
