import Foundation

/// A container that gives its content the size it is offered, as SwiftUI's `GeometryReader`.
///
/// ```swift
/// GeometryReader { proxy in
///     Text(proxy.size.width > 500 ? "Wide" : "Narrow")
/// }
/// ```
///
/// It takes all the room it is offered and places its content at the top leading corner, as
/// in SwiftUI. On GTK the size is the container's allocation: when it changes (the window is
/// resized) the content is evaluated again with the new size, in the next main-loop turn, so
/// the first frame shows the content of the size before (zero at first). Headlessly the size
/// is the window's default size (``Scene/defaultSize(width:height:)``), or zero.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    @State private var size = CGSize.zero

    /// A reader whose content is made from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The content in a top-leading layer, and the component that reports the size.
    public var body: some View {
        GeometryPrimitive(
            size: $size, content: ZStack(alignment: .topLeading) { content(GeometryProxy(size: size)) })
    }
}

/// The size a ``GeometryReader`` offers its content, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    /// The size the reader is given.
    public let size: CGSize

    /// The insets of the safe area: none on a desktop window.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`. Different on GTK: its origin is always zero
    /// (the reader's own coordinates).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// The primitive behind ``GeometryReader``.
struct GeometryPrimitive<Content: View>: View, PrimitiveView {
    typealias Body = Never

    let size: Binding<CGSize>
    let content: Content

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let size = size
        evaluation.emit(
            GeometryComponent(
                report: ComponentAction { newSize in
                    if size.wrappedValue != newSize { size.wrappedValue = newSize }
                }),
            content: content, at: path, context: context, into: &output)
    }
}

/// A ``GeometryReader``: a container that takes the room it is offered and reports its size.
public struct GeometryComponent: ViewComponent {
    /// Writes the size the reader is given.
    public var report: ComponentAction<@MainActor (CGSize) -> Void>

    /// It holds its content.
    public static var isContainer: Bool { true }
    /// It fills the room it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }

    /// The backend gives the reader `size`.
    @MainActor public func sendSize(_ size: CGSize) {
        report.value(size)
    }
}
