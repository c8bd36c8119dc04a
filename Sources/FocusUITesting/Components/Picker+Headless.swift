import FocusKit
import FocusUICore

extension DropDownPickerComponent: HeadlessRenderable {
    /// A drop-down.
    public typealias HeadlessRenderer = PickerHeadlessRenderer<DropDownPickerComponent>
}

extension SegmentedPickerComponent: HeadlessRenderable {
    /// Segments.
    public typealias HeadlessRenderer = PickerHeadlessRenderer<SegmentedPickerComponent>
}

extension RadioGroupPickerComponent: HeadlessRenderable {
    /// Radio buttons.
    public typealias HeadlessRenderer = PickerHeadlessRenderer<RadioGroupPickerComponent>
}

/// A component that is a `Picker` in some style.
public protocol PickerStyledComponent: ViewComponent {
    /// The picker.
    var picker: PickerComponent { get }
    /// The node's name in the twin's diagnostics.
    static var nodeName: String { get }
    /// Whether each option is a Tab stop of its own (GTK's linked toggle buttons), the group
    /// itself not.
    static var hasSegments: Bool { get }
}

extension DropDownPickerComponent: PickerStyledComponent {
    /// `picker`.
    public static var nodeName: String { "picker" }
    /// One Tab stop.
    public static var hasSegments: Bool { false }
}

extension SegmentedPickerComponent: PickerStyledComponent {
    /// `segmentedPicker`.
    public static var nodeName: String { "segmentedPicker" }
    /// One Tab stop per segment.
    public static var hasSegments: Bool { true }
}

extension RadioGroupPickerComponent: PickerStyledComponent {
    /// `radioGroupPicker`.
    public static var nodeName: String { "radioGroupPicker" }
    /// One Tab stop.
    public static var hasSegments: Bool { false }
}

/// Draws a `Picker` of any style headlessly: a focusable node (or, for segments, a box that
/// cannot take focus with one focusable node per option) and the selection its widget shows;
/// choosing an option writes its tag through the newest component.
@MainActor
public final class PickerHeadlessRenderer<Component: PickerStyledComponent>: HeadlessComponentRenderer,
    HeadlessChoice
{
    /// The picker's node.
    public let node: FocusNodeID
    private var component: Component
    private var segments: [FocusNodeID] = []
    private let context: HeadlessRenderContext
    /// The selected position, as the widget shows it.
    public private(set) var selectedIndex: Int?

    /// A node.
    public init(_ component: Component, context: HeadlessRenderContext) {
        self.component = component
        self.context = context
        node = context.makeNode(
            "\(Component.nodeName)(\(component.picker.title))", focusable: !Component.hasSegments)
    }

    /// A picker.
    public var controlKind: HeadlessControlKind? { .picker }
    /// Its title.
    public var title: String { component.picker.title }
    /// The option labels.
    public var options: [String] { component.picker.options }

    /// Applies the options (a segment each, for segments) and the selection, each only when the
    /// widget shows something else.
    public func update(from old: Component?, to new: Component) {
        component = new
        if Component.hasSegments, new.picker.options.count != segments.count {
            for segment in segments { context.removeNode(segment) }
            segments = new.picker.options.indices.map { context.makeNode("segment\($0)", in: node) }
        }
        if selectedIndex != new.picker.selectedIndex { selectedIndex = new.picker.selectedIndex }
    }

    /// The node or one of its segments.
    public func contains(_ focus: FocusNodeID) -> Bool { focus == node || segments.contains(focus) }

    /// A click on an option lands on its segment.
    public func clickTarget(option index: Int?) -> FocusNodeID {
        guard let index, segments.indices.contains(index) else { return node }
        return segments[index]
    }

    func choose(_ index: Int) {
        guard selectedIndex != index else { return }
        selectedIndex = index
        component.picker.sendSelection(index)
    }
}
