import CGtk
import FocusKit
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

private nonisolated(unsafe) var cssErrors: [String] = []

/// `GtkCssProvider::parsing-error`: records the message.
private func recordCSSError(
    _ provider: UnsafeMutableRawPointer?, _ section: UnsafeMutableRawPointer?,
    _ error: UnsafeMutablePointer<GError>?,
    _ data: UnsafeMutableRawPointer?
) {
    cssErrors.append(error.map { String(cString: $0.pointee.message) } ?? "?")
}

/// Buttons whose style changes while they stay: GNOME's suggested action follows the look,
/// the default action and the accent tint together.
private struct SwitchingButtonStyles: View {
    @State var isProminent = true

    var body: some View {
        VStack {
            Button("Save") {}
                .buttonStyle(isProminent ? .borderedProminent : .bordered)
                .keyboardShortcut(.defaultAction)
            Button("Accent") {}
                .buttonStyle(isProminent ? .borderedProminent : .bordered)
                .tint(.tint)
            Button("Other") {}
                .buttonStyle(isProminent ? .borderedProminent : .bordered)
            Button("Flat") {}.buttonStyle(.borderless)
            Button("Link") {}.buttonStyle(.link)
            Button("Quiet") {}.buttonStyle(.plain).controlSize(.small)
            Button("Switch") { isProminent.toggle() }
        }
    }
}

/// Issue 22 on GTK: colours are CSS GTK accepts and applies, shapes and layers are drawn and
/// placed, buttons hold their label views and styles.
final class StyledViewsGtkTests: XCTestCase {
    @MainActor private static func color(of widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &rgba)
        return rgba
    }

    func testEveryRuleFocusUIMakesIsCSSThatGtkAccepts() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(StyledViews())
            defer { form.close() }
            let classes = [
                "focusui-fg-rgba-ff000080", "focusui-bg-yellow-a30", "focusui-border-error-w2",
                "focusui-radius-6",
                "focusui-radius-capsule", "focusui-pad-4-8-4-8", "focusui-shadow-rgba-00000054-r4-xn2-y3",
                "focusui-tint-purple", "focusui-fg-tertiary", "focusui-bg-accent", "focusui-fg-placeholder",
                "focusui-bg-blue-gradient", "focusui-fg-accent-gradient",
            ]
            let css = classes.compactMap(FocusUIDynamicStyles.rule(for:)).joined(separator: "\n")
            XCTAssertEqual(classes.compactMap(FocusUIDynamicStyles.rule(for:)).count, classes.count, css)
            let provider = gtk_css_provider_new()!
            typealias Handler =
                @convention(c) (
                    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<GError>?,
                    UnsafeMutableRawPointer?
                ) -> Void
            let handler: Handler = recordCSSError
            cssErrors = []
            g_signal_connect_data(
                UnsafeMutableRawPointer(provider), "parsing-error",
                unsafeBitCast(handler, to: GCallback.self), nil, nil,
                GConnectFlags(0))
            gtk_css_provider_load_from_data(provider, css, -1)
            XCTAssertEqual(cssErrors, [], css)
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
    }

    func testAColourReachesTheLabel() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(StyledViews())
            defer { form.close() }
            let custom = try XCTUnwrap(form.label("Custom"))
            XCTAssertTrue(gtk_widget_has_css_class(custom, "focusui-fg-rgba-ff000080") != 0)
            let rgba = Self.color(of: custom)
            XCTAssertEqual(rgba.red, 1, accuracy: 0.01)
            XCTAssertEqual(rgba.green, 0, accuracy: 0.01)
            XCTAssertEqual(rgba.alpha, 0.5, accuracy: 0.01)
            // A padding under a background is drawn with it: CSS padding, not a margin.
            let draft = try XCTUnwrap(form.label("Draft"))
            XCTAssertEqual(gtk_widget_get_margin_start(draft), 0)
            XCTAssertTrue(gtk_widget_has_css_class(draft, "focusui-pad-4-4-4-4") != 0)
            XCTAssertTrue(gtk_widget_has_css_class(draft, "focusui-bg-yellow-a30") != 0)
            let boxed = try XCTUnwrap(form.label("Boxed"))
            XCTAssertEqual(gtk_widget_get_overflow(boxed), GTK_OVERFLOW_HIDDEN)
        }
    }

    func testShapesAndLayersAreDrawnAndPlaced() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(StyledViews())
            defer { form.close() }
            MainContextPump.run(timeout: 5) { gtk_widget_get_width(form.windowWidget) > 0 }
            let shapes = form.allWidgets.filter { gtk_widget_has_css_class($0, "focusui-shape") != 0 }
            // The blue and grey rectangles, the capsule behind "New" and the one of the pill.
            XCTAssertEqual(shapes.count, 4)
            let blue = try XCTUnwrap(shapes.first { gtk_widget_has_css_class($0, "focusui-bg-blue") != 0 })
            XCTAssertTrue(gtk_widget_has_css_class(blue, "focusui-radius-8") != 0)
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(blue, &width, &height)
            XCTAssertEqual(width, 40)
            XCTAssertEqual(height, 20)
            // The ZStack's text sits at the top trailing corner of the 60×40 rectangle.
            let three = try XCTUnwrap(form.label("3"))
            let layer = try XCTUnwrap(gtk_widget_get_parent(three))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_width(layer) >= 60 })
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(three, layer, &bounds), 0)
            XCTAssertEqual(Int32(bounds.origin.x + bounds.size.width), gtk_widget_get_width(layer))
            XCTAssertEqual(bounds.origin.y, 0)
            // The capsule behind "New" is as big as the padded text.
            let new = try XCTUnwrap(form.label("New"))
            let capsule = try XCTUnwrap(
                shapes.first { gtk_widget_has_css_class($0, "focusui-bg-purple") != 0 })
            XCTAssertEqual(gtk_widget_get_parent(capsule), gtk_widget_get_parent(new))
            XCTAssertEqual(
                gtk_widget_get_width(capsule), gtk_widget_get_width(try XCTUnwrap(gtk_widget_get_parent(new)))
            )
        }
    }

    func testButtonsHoldTheirLabelViewsAndStyles() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(StyledViews())
            defer { form.close() }
            let share = try XCTUnwrap(
                form.allWidgets.first { widget in
                    focuskit_is_button(UnsafeMutableRawPointer(widget)) != 0
                        && form.label("Share").map { gtk_widget_is_ancestor($0, widget) != 0 } == true
                })
            XCTAssertTrue(
                form.allWidgets.contains {
                    focuskit_is_image(UnsafeMutableRawPointer($0)) != 0
                        && gtk_widget_is_ancestor($0, share) != 0
                })
            emitClicked(share)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("taps 1") != nil })
            let prominent = try XCTUnwrap(form.button("Prominent"))
            XCTAssertTrue(gtk_widget_has_css_class(prominent, "suggested-action") != 0)
            XCTAssertTrue(gtk_widget_has_css_class(try XCTUnwrap(form.button("Plain")), "flat") != 0)
            XCTAssertTrue(
                gtk_widget_has_css_class(try XCTUnwrap(form.button("Small")), "focusui-size-small") != 0)
            // A style of the app's own: held down, its capsule turns blue.
            let pillLabel = try XCTUnwrap(form.label("Pill"))
            let pill = try XCTUnwrap(
                form.allWidgets.first {
                    focuskit_is_button(UnsafeMutableRawPointer($0)) != 0
                        && gtk_widget_is_ancestor(pillLabel, $0) != 0
                })
            XCTAssertTrue(gtk_widget_has_css_class(pill, "focusui-plain") != 0)
            @MainActor func capsuleIsBlue() -> Bool {
                form.allWidgets.contains {
                    gtk_widget_has_css_class($0, "focusui-bg-blue") != 0
                        && gtk_widget_is_ancestor($0, pill) != 0
                }
            }
            XCTAssertFalse(capsuleIsBlue())
            gtk_widget_set_state_flags(pill, GTK_STATE_FLAG_ACTIVE, 0)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { capsuleIsBlue() })
            gtk_widget_unset_state_flags(pill, GTK_STATE_FLAG_ACTIVE)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !capsuleIsBlue() })
        }
    }

    func testAButtonLeavingTheProminentStyleStaysSuggestedWhenItIsTheDefaultOrAccentTinted() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SwitchingButtonStyles())
            defer { form.close() }
            @MainActor func suggested(_ title: String) throws -> Bool {
                gtk_widget_has_css_class(try XCTUnwrap(form.button(title)), "suggested-action") != 0
            }
            XCTAssertEqual(try ["Save", "Accent", "Other"].map(suggested), [true, true, true])
            let renders = form.host.renderCount
            (form.host.properties.storages(named: "_isProminent").first as! StateBox<Bool>).value = false
            form.waitForRender(after: renders)
            XCTAssertEqual(try ["Save", "Accent", "Other"].map(suggested), [true, true, false])
        }
    }

    /// The headless twin reports each button's GNOME classes (its look, its size, the suggested
    /// action) as GTK's widget has them, before and after the look changes.
    func testTheTwinReportsEachButtonsClassesAsGtkHasThem() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SwitchingButtonStyles())
            defer { form.close() }
            let twin = HeadlessApp(rendering: SwitchingButtonStyles())
            let gnome = [
                "flat", "focusui-plain", "suggested-action", "link", "focusui-size-small",
                "focusui-size-large",
            ]
            let titles = ["Save", "Accent", "Other", "Flat", "Link", "Quiet", "Switch"]
            @MainActor func compare(_ step: String) throws {
                for title in titles {
                    let button = try XCTUnwrap(form.button(title))
                    let onGtk = gnome.filter { gtk_widget_has_css_class(button, $0) != 0 }
                    let inTwin = try twin.windows[0].button(title).styleClasses.filter(gnome.contains)
                    XCTAssertEqual(Set(inTwin), Set(onGtk), "\(title), \(step)")
                }
            }
            try compare("prominent")
            XCTAssertEqual(try twin.windows[0].button("Quiet").styleClasses.filter(gnome.contains).count, 3)
            let renders = form.host.renderCount
            emitClicked(try XCTUnwrap(form.button("Switch")))
            form.waitForRender(after: renders)
            try twin.windows[0].button("Switch").click()
            try compare("bordered")
        }
    }
}

extension StyledViewsGtkTests {
    /// A text on a filled shape (`.background(RoundedRectangle().fill(…))`) is as wide as the
    /// text and its padding: the shape fills the text's rectangle and does not make the bubble
    /// take half of its row from the spacer beside it.
    func testABubbleBesideASpacerFitsItsText() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ChatBubbles(), defaultSize: (600, 300))
            defer { form.close() }
            let sent = try XCTUnwrap(form.label("hello"))
            let received = try XCTUnwrap(form.label("hi there"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_width(sent) > 0 })
            for label in [sent, received] {
                let bubble = try XCTUnwrap(gtk_widget_get_parent(label))
                var natural: Int32 = 0
                gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
                // The text, its 10-point padding on each side, nothing more.
                XCTAssertLessThanOrEqual(gtk_widget_get_width(bubble), natural + 20 + 2)
            }
            // Sent at the trailing edge, received at the leading one.
            let window = form.windowWidget
            var point = graphene_point_t()
            var sentOrigin = graphene_point_t()
            _ = gtk_widget_compute_point(
                try XCTUnwrap(gtk_widget_get_parent(sent)), window, &point, &sentOrigin)
            XCTAssertGreaterThan(sentOrigin.x, 300)
        }
    }
}

extension StyledViewsGtkTests {
    /// `Color.gradient` (`.fill(.blue.gradient)`, as SwiftUI code since 2022 writes it) fills a
    /// shape with the colour, lighter at the top: a CSS gradient of the colour; as a text's
    /// colour it is the colour.
    func testAColoursGradientFillsAShapeAndColoursAText() throws {
        struct Avatar: View {
            var body: some View {
                VStack {
                    Circle().fill(.blue.gradient).frame(width: 40, height: 40)
                    Text("Ada").foregroundStyle(Color.green.gradient)
                }
            }
        }
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(Avatar())
            defer { form.close() }
            XCTAssertTrue(
                form.allWidgets.contains { gtk_widget_has_css_class($0, "focusui-bg-blue-gradient") != 0 })
            let rule = try XCTUnwrap(FocusUIDynamicStyles.rule(for: "focusui-bg-blue-gradient"))
            XCTAssertTrue(rule.contains("linear-gradient(to bottom, shade("), rule)
            // A text takes the gradient's colour (green is GNOME's success colour).
            let text = try XCTUnwrap(form.label("Ada"))
            XCTAssertNotEqual(gtk_widget_has_css_class(text, "focusui-fg-success-gradient"), 0)
            let textRule = try XCTUnwrap(FocusUIDynamicStyles.rule(for: "focusui-fg-success-gradient"))
            XCTAssertTrue(textRule.contains("color: @success_color;"), textRule)
        }
    }
}
