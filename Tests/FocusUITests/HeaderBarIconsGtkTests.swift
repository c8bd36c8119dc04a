import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A header bar's buttons are icons with their title as tooltip and accessible name (GNOME HIG,
/// "Header Bars"), as SwiftUI's toolbar items on macOS; an SF Symbol without a close icon is
/// reported once. The twin's side is `HeaderBarIconsHeadlessTests`.
final class HeaderBarIconsGtkTests: XCTestCase {
    /// The button whose tooltip is `tooltip`.
    @MainActor private static func button(
        tooltip: String, in form: GtkFormHarness<HeaderBarIconsView>
    ) -> UnsafeMutablePointer<GtkWidget>? {
        form.allWidgets.first { widget in
            focuskit_is_button(UnsafeMutableRawPointer(widget)) != 0
                && gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } == tooltip
        }
    }

    /// The texts of the labels shown (mapped) inside `widget`.
    @MainActor private static func shownLabels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        WidgetLookup.all(in: widget).compactMap { child in
            let raw = UnsafeMutableRawPointer(child)
            guard focuskit_is_label(raw) != 0, gtk_widget_get_mapped(child) != 0 else { return nil }
            return String(cString: gtk_label_get_text(focuskit_as_label(raw)))
        }
    }

    /// The icon names of the images shown (mapped) inside `widget`.
    @MainActor private static func shownIcons(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        WidgetLookup.all(in: widget).compactMap { child in
            let raw = UnsafeMutableRawPointer(child)
            guard focuskit_is_image(raw) != 0, gtk_widget_get_mapped(child) != 0,
                let name = gtk_image_get_icon_name(focuskit_as_image(raw))
            else { return nil }
            return String(cString: name)
        }
    }

    func testAToolbarButtonWithAnIconShowsTheIconAndItsTitleAsTooltip() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(HeaderBarIconsView())
            defer { form.close() }
            let header = try XCTUnwrap(GtkWindowChrome.titlebar(of: form.window))
            let newNote = try XCTUnwrap(Self.button(tooltip: "New Note", in: form))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(newNote) != 0 })
            XCTAssertNotEqual(gtk_widget_is_ancestor(newNote, header), 0)
            XCTAssertEqual(Self.shownLabels(in: newNote), [])
            // GTK's icon-button class: libadwaita draws it flat in a header bar.
            XCTAssertNotEqual(gtk_widget_has_css_class(newNote, "image-button"), 0)
            XCTAssertEqual(Self.shownIcons(in: newNote), ["document-new-symbolic"])
            // Screen readers read its title, not the icon's name.
            XCTAssertNotEqual(focuskit_accessible_label_equals(newNote, "New Note"), 0)
            // `.help` wins over the title; `.labelStyle(.titleAndIcon)` shows the title.
            let share = try XCTUnwrap(Self.button(tooltip: "Send the note", in: form))
            XCTAssertEqual(Self.shownLabels(in: share), [])
            let pin = try XCTUnwrap(
                form.allWidgets.first { widget in
                    focuskit_is_button(UnsafeMutableRawPointer(widget)) != 0
                        && gtk_widget_is_ancestor(widget, header) != 0
                        && Self.shownLabels(in: widget) == ["Pin"]
                })
            XCTAssertNil(gtk_widget_get_tooltip_text(pin))
            XCTAssertEqual(gtk_widget_has_css_class(pin, "image-button"), 0)
            XCTAssertEqual(Self.shownIcons(in: pin), ["view-pin-symbolic"])
            // Outside the header bar, a button keeps its title beside its icon.
            let compose = try XCTUnwrap(
                form.allWidgets.first { widget in
                    focuskit_is_button(UnsafeMutableRawPointer(widget)) != 0
                        && Self.shownLabels(in: widget) == ["Compose"]
                })
            XCTAssertEqual(gtk_widget_is_ancestor(compose, header), 0)
            XCTAssertNil(gtk_widget_get_tooltip_text(compose))
            // A group: one box in the header bar holding Undo then Redo, both icons.
            let undo = try XCTUnwrap(Self.button(tooltip: "Undo", in: form))
            let redo = try XCTUnwrap(Self.button(tooltip: "Redo", in: form))
            XCTAssertEqual(gtk_widget_get_parent(undo), gtk_widget_get_parent(redo))
            XCTAssertEqual(gtk_widget_get_next_sibling(undo), redo)
            XCTAssertNotEqual(gtk_widget_is_ancestor(undo, header), 0)
            XCTAssertEqual(Self.shownIcons(in: undo), ["edit-undo-symbolic"])
            XCTAssertEqual(Self.shownLabels(in: redo), [])
            emitClicked(newNote)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log new") != nil })
        }
    }

    func testAnSFSymbolWithoutACloseIconIsReportedOnce() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(HeaderBarIconsView())
            defer { form.close() }
            // Rendered again (a click changes the log): reported once all the same.
            let compose = try XCTUnwrap(
                form.allWidgets.first { widget in
                    focuskit_is_button(UnsafeMutableRawPointer(widget)) != 0
                        && Self.shownLabels(in: widget) == ["Compose"]
                })
            emitClicked(compose)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log compose") != nil })
            let reports = form.backend.warned.filter { $0.contains("wand.and.stars") }
            XCTAssertEqual(reports.count, 1, "\(form.backend.warned)")
            XCTAssertTrue(reports.first?.contains("Image(iconName:)") == true, "\(reports)")
            // Mapped symbols (square.and.pencil, pin.fill, square.and.arrow.up) are not reported.
            XCTAssertEqual(form.backend.warned.count, 1, "\(form.backend.warned)")
            XCTAssertNotNil(
                form.allWidgets.first { widget in
                    focuskit_is_image(UnsafeMutableRawPointer(widget)) != 0
                        && gtk_image_get_icon_name(focuskit_as_image(UnsafeMutableRawPointer(widget))).map {
                            String(cString: $0)
                        } == "image-missing"
                })
        }
    }

    /// Every SF Symbol FocusUI maps has its icon in GNOME's theme in the symbolic form it
    /// draws (Adwaita, as Debian 12's `adwaita-icon-theme` installs it), and a symbol variant
    /// draws its own icon on GTK (`ImageTests` in the twin).
    func testEveryMappedSymbolHasASymbolicIconAndAVariantIsDrawn() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let theme = try XCTUnwrap(
                gdk_display_get_default().flatMap { gtk_icon_theme_get_for_display($0) })
            let missing = Image.symbolIcons.values.filter {
                gtk_icon_theme_has_icon(theme, $0 + "-symbolic") == 0
            }
            XCTAssertEqual(missing.sorted(), [])

            let form = GtkFormHarness(VStack { Image(systemName: "eye").symbolVariant(.slash) })
            defer { form.close() }
            let names = form.allWidgets.compactMap { widget -> String? in
                guard focuskit_is_image(UnsafeMutableRawPointer(widget)) != 0,
                    gtk_widget_get_ancestor(widget, adw_header_bar_get_type()) == nil,
                    gtk_widget_get_native(widget).map({ UnsafeMutableRawPointer($0) })
                        == UnsafeMutableRawPointer(form.window),
                    let name = gtk_image_get_icon_name(focuskit_as_image(UnsafeMutableRawPointer(widget)))
                else { return nil }
                return String(cString: name)
            }
            // (The header bar's and the tooltip window's images are GTK's.)
            XCTAssertEqual(names, ["view-conceal-symbolic"])
        }
    }

    /// A `ContentUnavailableView` whose SF Symbol has no close icon is reported, as an image's is
    /// (`HeaderBarIconsHeadlessTests` in the twin shows it is said once across renders).
    func testAContentUnavailableViewsUnmappedSymbolIsReported() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(
                VStack {
                    ContentUnavailableView("No Mail", systemImage: "tray.and.sparkles")
                    ContentUnavailableView("No Notes", systemImage: "note.text")
                    ContentUnavailableView { Label("No Recipes", systemImage: "frying.pan") }
                })
            defer { form.close() }
            // `warned` is a set: compared as one.
            XCTAssertEqual(
                form.backend.warned.filter { $0.hasPrefix("ContentUnavailableView") },
                [
                    "ContentUnavailableView(systemImage: \"tray.and.sparkles\") shows image-missing: no freedesktop "
                        + "icon is close to this SF Symbol; use a Label with Image(iconName:) and a name from the icon "
                        + "theme",
                    "ContentUnavailableView's label Image(systemName: \"frying.pan\") shows image-missing: no "
                        + "freedesktop icon is close to this SF Symbol; use a Label with Image(iconName:) and a name "
                        + "from the icon theme",
                ] as Set)
        }
    }
}

extension HeaderBarIconsGtkTests {
    /// A `Menu` whose label's SF Symbol has no close icon is reported, as the twin reports it.
    func testAMenusLabelWithAnUnmappedSymbolIsReported() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(
                VStack {
                    Menu {
                        Button("Bake") {}
                    } label: {
                        Label("Cook", systemImage: "frying.pan")
                    }
                })
            defer { form.close() }
            XCTAssertEqual(
                form.backend.warned.filter { $0.hasPrefix("Menu") },
                [
                    "Menu \"Cook\": its label's Image(systemName: \"frying.pan\") shows image-missing: no freedesktop "
                        + "icon is close to this SF Symbol; use Label(_:iconName:) with a name from the icon theme"
                ] as Set)
        }
    }
}
