import CGtk
import FocusUICore

extension LayerComponent: GtkRenderable {
    /// A box whose children are laid over one another.
    public typealias GtkRenderer = LayerGtkRenderer
}

/// Draws a `LayerComponent` (a `ZStack`, a view with `.background { }` or `.overlay { }`): a
/// `GtkBox` whose layout manager (a `GtkCustomLayout`) gives every child the same rectangle,
/// placing a child that does not expand by the alignment at its natural size; the layer is as
/// big as its sizing child, or its largest one. GTK draws the children in order, the first at
/// the back.
@MainActor
public final class LayerGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Its children, back to front.
    public let children: (any GtkChildContainer)?
    private let layout: UnsafeMutablePointer<GtkLayerLayout>

    /// A box with the layer's layout.
    public init(_ component: LayerComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        children = GtkBoxChildren(widget)
        layout = GtkLayerLayout.attach(to: widget)
    }

    /// Applies the alignment and which child sizes the layer.
    public func update(from old: LayerComponent?, to new: LayerComponent) {
        guard new != old else { return }
        if new.expansion != old?.expansion {
            if let expansion = new.expansion {
                // A decorated view expands as its view does: GTK would take the decoration's
                // (a shape fills) from its children.
                gtk_widget_set_hexpand(widget, expansion.contains(.horizontal) ? 1 : 0)
                gtk_widget_set_vexpand(widget, expansion.contains(.vertical) ? 1 : 0)
            } else {
                gtk_widget_set_hexpand_set(widget, 0)
                gtk_widget_set_vexpand_set(widget, 0)
            }
        }
        layout.pointee.xAlign = GtkLayerLayout.fraction(new.alignment.horizontal)
        layout.pointee.yAlign = GtkLayerLayout.fraction(new.alignment.vertical)
        layout.pointee.sizingChild = new.sizingChild ?? -1
        gtk_widget_queue_resize(widget)
    }
}

/// What a layer's `GtkCustomLayout` reads, kept with the widget (`g_object_set_data_full`).
struct GtkLayerLayout {
    var xAlign: Double = 0.5
    var yAlign: Double = 0.5
    /// The child whose size is the layer's; -1 for the largest.
    var sizingChild: Int = -1

    private static let key = "focusui-layer-layout"

    @MainActor static func attach(to widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkLayerLayout
    > {
        let data = UnsafeMutablePointer<GtkLayerLayout>.allocate(capacity: 1)
        data.initialize(to: GtkLayerLayout())
        g_object_set_data_full(
            focuskit_as_object(UnsafeMutableRawPointer(widget)), key, UnsafeMutableRawPointer(data)
        ) {
            pointer in
            guard let pointer else { return }
            let data = pointer.assumingMemoryBound(to: GtkLayerLayout.self)
            data.deinitialize(count: 1)
            data.deallocate()
        }
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, layerMeasure, layerAllocate))
        return data
    }

    static func data(of widget: UnsafeMutablePointer<GtkWidget>?) -> GtkLayerLayout {
        guard let widget,
            let pointer = g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(widget)), key)
        else { return GtkLayerLayout() }
        return pointer.assumingMemoryBound(to: GtkLayerLayout.self).pointee
    }

    static func fraction(_ alignment: HorizontalAlignment) -> Double {
        switch alignment {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }

    static func fraction(_ alignment: VerticalAlignment) -> Double {
        switch alignment {
        case .top: return 0
        case .center: return 0.5
        case .bottom, .lastTextBaseline: return 1
        case .firstTextBaseline: return 0
        }
    }
}

/// The visible children of a layer, in order.
private func layerChildren(_ widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if gtk_widget_should_layout(current) != 0 { result.append(current) }
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}

/// `GtkCustomMeasureFunc`: the sizing child's size, or the largest of the children's.
private func layerMeasure(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    guard let widget else { return }
    let layout = GtkLayerLayout.data(of: widget)
    var children = layerChildren(widget)
    if layout.sizingChild >= 0, children.indices.contains(layout.sizingChild) {
        children = [children[layout.sizingChild]]
    }
    var most: (Int32, Int32) = (0, 0)
    for child in children {
        var childMinimum: Int32 = 0
        var childNatural: Int32 = 0
        gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
        most = (max(most.0, childMinimum), max(most.1, childNatural))
    }
    minimum?.pointee = most.0
    natural?.pointee = most.1
}

/// `GtkCustomAllocateFunc`: each child in the whole rectangle if it expands, else at its
/// natural size placed by the alignment.
private func layerAllocate(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32
) {
    guard let widget else { return }
    let layout = GtkLayerLayout.data(of: widget)
    for child in layerChildren(widget) {
        var childWidth = width
        var childHeight = height
        if gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) == 0 {
            var natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            childWidth = min(width, natural)
        }
        if gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL) == 0 {
            var natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth, nil, &natural, nil, nil)
            childHeight = min(height, natural)
        }
        var allocation = GtkAllocation(
            x: Int32((Double(width - childWidth) * layout.xAlign).rounded(.down)),
            y: Int32((Double(height - childHeight) * layout.yAlign).rounded(.down)), width: childWidth,
            height: childHeight)
        gtk_widget_size_allocate(child, &allocation, -1)
    }
}
