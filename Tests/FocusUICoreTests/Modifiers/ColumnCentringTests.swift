import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// A navigation column's only view is centred along each axis it does not fill, as SwiftUI
/// places a view in the room it is offered: the twin carries what GTK is given
/// (`NavigationSplitColumnWidthGtkTests` checks where GTK draws it).
@MainActor
@Suite("A column's only view is centred where it does not fill (headless)")
struct ColumnCentringTests {
    private struct Columns: View {
        @State private var name = ""
        @State private var selection: Int?

        var body: some View {
            NavigationSplitView {
                List(selection: $selection) {
                    ForEach([1, 2], id: \.self) { Text("Item \($0)") }
                }
            } content: {
                TextField("Name", text: $name)
            } detail: {
                Text("Select a note")
            }
        }
    }

    private struct Framed: View {
        var body: some View {
            NavigationSplitView {
                Text("Folders")
                Text("Tags")
            } detail: {
                Text("Pinned").frame(width: 120)
            }
        }
    }

    let backend = HeadlessBackend()

    /// The widget's modifiers, copied out of its element before they are compared (comparing
    /// through `Element.modifiers`' read accessor inside `#expect` read freed memory under
    /// AddressSanitizer with Swift 6.3).
    private func modifiers(_ widget: HeadlessWidget) throws -> SharedModifiers {
        let modifiers = try #require(widget.element?.modifiers)
        return modifiers
    }

    @Test func aTextIsCentredBothWaysAFieldFillsAcrossAndAListFills() throws {
        let host = backend.mount(Columns())
        let text = try #require(backend.widget(.text, "Select a note", in: host.window.id))
        #expect(try modifiers(text).frame.alignment == .center)
        #expect(try modifiers(text).frame.expandsHorizontally == true)
        #expect(try modifiers(text).frame.expandsVertically == true)
        let field = try #require(backend.widget(.textField, "Name", in: host.window.id))
        #expect(try modifiers(field).alignmentInStack == .vertical(.center))
        #expect(try modifiers(field).frame.expandsVertically == true)
        #expect(try modifiers(field).frame.alignment == nil)
        let list = try #require(
            backend.widgets(in: host.window.id).first { $0.element?.component is ListComponent })
        #expect(try modifiers(list).frame == FrameLayout())
        #expect(try modifiers(list).alignmentInStack == nil)
    }

    @Test func twoViewsOrAViewWithAFrameOfItsOwnAreLeftAsTheyAre() throws {
        let host = backend.mount(Framed())
        for title in ["Folders", "Tags"] {
            let text = try #require(backend.widget(.text, title, in: host.window.id))
            #expect(try modifiers(text).frame == FrameLayout())
        }
        let pinned = try #require(backend.widget(.text, "Pinned", in: host.window.id))
        #expect(try modifiers(pinned).frame.alignment == nil)
        #expect(try modifiers(pinned).frame.width == 120)
    }
}
