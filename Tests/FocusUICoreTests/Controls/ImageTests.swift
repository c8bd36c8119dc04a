import Testing

@testable import FocusUICore
@testable import FocusUITesting

private struct Icons: View {
    var body: some View {
        VStack {
            Label("Settings", systemImage: "gear")
            Image(systemName: "trash.fill")
            Image(systemName: "no.such.symbol")
            Image(iconName: "document-save")
        }
    }
}

@MainActor
@Suite("Image and Label")
struct ImageTests {
    let backend = HeadlessBackend()

    @Test func systemNamesMapToFreedesktopIconsAndUnknownOnesShowTheMissingIcon() {
        #expect(Image.freedesktopIconName(forSystemName: "gear") == "preferences-system")
        #expect(Image.freedesktopIconName(forSystemName: "info.circle") == "dialog-information")
        #expect(Image.freedesktopIconName(forSystemName: "trash.fill") == "user-trash")
        #expect(Image.freedesktopIconName(forSystemName: "no.such.symbol") == nil)
        // A to-do list's unchecked and checked rows (a newcomer's app showed image-missing).
        #expect(Image.freedesktopIconName(forSystemName: "circle") == "radio")
        #expect(Image.freedesktopIconName(forSystemName: "checkmark.circle.fill") == "emblem-default")
        // A check in a ring, not a bare check (a newcomer's habit list), and a list of them.
        #expect(Image.freedesktopIconName(forSystemName: "checkmark.circle") == "selection-mode")
        #expect(Image.freedesktopIconName(forSystemName: "checklist") == "view-list-bullet")
        #expect(Image.freedesktopIconName(forSystemName: "circle.fill") == "media-record")
        let host = backend.mount(Icons())
        let stack = backend.roots[host.window.id]!.children[0]
        #expect(stack.children.map(\.kind) == [.hStack, .image, .image, .image])
        #expect(
            stack.children.dropFirst().map { $0.element?.iconName } == [
                // Symbolic, as SF Symbols are; a freedesktop name is drawn as given.
                "user-trash-symbolic", "image-missing", "document-save",
            ])
    }

    @Test func aLabelIsItsIconThenItsTitle() {
        let host = backend.mount(Icons())
        let label = backend.roots[host.window.id]!.children[0].children[0]
        #expect(label.children.map(\.kind) == [.image, .text])
        #expect(label.children[0].element?.iconName == "preferences-system-symbolic")
        #expect(label.children[1].element?.text == "Settings")
        // Neither part is a Tab stop.
        #expect(backend.toolkit.tabStops(in: host.window.id).isEmpty)
    }

    private struct Variants: View {
        var body: some View {
            VStack {
                Image(systemName: "bell").symbolVariant(.slash)
                Image(systemName: "trash").symbolVariant(.fill)
                Image(systemName: "trash").symbolVariant(.slash)
                Image(systemName: "info").symbolVariant(.circle.fill)
                VStack {
                    Label("Muted", systemImage: "mic")
                    Image(systemName: "bell").symbolVariant(.none)
                }
                .symbolVariant(.slash)
            }
        }
    }

    @Test func aSymbolVariantDrawsTheVariantsIconWhereThereIsOneElseThePlainSymbols() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.circle.fill.contains(.slash))
        // A variant joins the ones the name has, in SF Symbols' order.
        #expect(SymbolVariants.slash.name(of: "bell.fill") == "bell.slash.fill")
        #expect(SymbolVariants.fill.name(of: "mic.slash.circle") == "mic.slash.circle.fill")
        #expect(SymbolVariants.none.name(of: "square.and.pencil") == "square.and.pencil")
        let host = backend.mount(Variants())
        let stack = backend.roots[host.window.id]!.children[0]
        #expect(
            stack.children.prefix(4).map { $0.element?.iconName } == [
                // bell.slash; trash.fill is the trash; trash.slash does not exist: the trash.
                "notifications-disabled-symbolic", "user-trash-symbolic", "user-trash-symbolic",
                // info.circle.fill: as info.circle.
                "dialog-information-symbolic",
            ])
        let inner = stack.children[4]
        // A label's symbol takes the variant around it; `.none` removes it.
        #expect(inner.children[0].children[0].element?.iconName == "microphone-disabled-symbolic")
        #expect(inner.children[1].element?.iconName == "alarm-symbolic")
    }
}
