import FocusUICore

extension NavigationSplitComponent: HeadlessRenderable {
    /// The panes, left to right.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<NavigationSplitComponent>
}

extension NavigationSplitComponent: ContainerHeadlessComponent {
    /// `navigationSplitView`.
    public var nodeName: String { "navigationSplitView" }
}

extension NavigationColumnComponent: HeadlessRenderable {
    /// A box.
    public typealias HeadlessRenderer = ContainerHeadlessRenderer<NavigationColumnComponent>
}

extension NavigationColumnComponent: ContainerHeadlessComponent {
    /// `navigationColumn`.
    public var nodeName: String { "navigationColumn" }
}
