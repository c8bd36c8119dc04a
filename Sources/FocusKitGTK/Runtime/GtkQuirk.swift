import CGtk

/// A GTK release, as `gtk_get_major_version` and friends report the one the process runs with.
package struct GtkVersion: Comparable, Sendable, CustomStringConvertible {
    package let major: Int
    package let minor: Int
    package let micro: Int

    package init(_ major: Int, _ minor: Int, _ micro: Int = 0) {
        self.major = major
        self.minor = minor
        self.micro = micro
    }

    /// The GTK this process runs with (read at run time, not the headers it was built against).
    package static var running: GtkVersion {
        GtkVersion(Int(gtk_get_major_version()), Int(gtk_get_minor_version()), Int(gtk_get_micro_version()))
    }

    package static func < (lhs: GtkVersion, rhs: GtkVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.micro) < (rhs.major, rhs.minor, rhs.micro)
    }

    package var description: String { "\(major).\(minor).\(micro)" }
}

/// GTK's quirks that FocusKit works around, in one place: each named, with the GTK releases it
/// applies to (checked at run time), the GTK source or issue it answers, and the test that
/// shows it. The code that works around a quirk asks ``applies``; nowhere else does FocusKit
/// compare GTK versions, so on a newer GTK the list says what to delete.
///
/// `fixedIn` is the first release known not to have the quirk; `nil` when no release without
/// it was checked (only GTK 4.8.3 was measured), so the workaround stays on.
package enum GtkQuirk: CaseIterable, Sendable {
    /// GTK's GL renderer never destroys a hidden Wayland window's EGL surface
    /// (`eglDestroySurface` given the `GdkDisplay`), and Mesa then refuses a surface to a later
    /// window: GTK draws nothing and the compositor never shows it. Worked around by
    /// ``WaylandRendererChoice`` (the cairo renderer on Wayland).
    case waylandGLRendererLeaksHiddenSurfaces
    /// GTK sends a new window's accessibility events before the registry has answered the
    /// application's `Embed`, so a screen reader running first drops them and says nothing of
    /// the first window. Worked around by the host's re-announcement (`AccessibilityRegistration`).
    case accessibilityEventsBeforeRegistration
    /// GTK's accessibility root answers `GetChildAtIndex` past the shown windows with the last
    /// toplevel even when it is hidden, whose accessible has no D-Bus path: the app aborts.
    /// Worked around by ``RetiredWindows`` (a hidden window moved to the front of the list).
    case hiddenToplevelAnsweredPastTheEnd
    /// GTK reports `GTK_ACCESSIBLE_STATE_INVALID` as AT-SPI's `INVALID` ("no longer valid"),
    /// not `INVALID_ENTRY`: Orca takes the field for a dead object and echoes keys typed into
    /// it. Worked around by not setting the state (FocusUI's `accessibilityInvalid`). Measured
    /// with Orca 43 by hand: GTK 4.8 has no API to read an accessible state back for a test.
    case invalidStateReportedAsDefunct
    /// GTK's AT-SPI text interface sends every character typed into a password entry in
    /// `TextChanged` events. Worked around by FocusUI's masked password text.
    case passwordTextSentOverTheBus
    /// wlroots compositors refuse GTK's own activation request for an already mapped window
    /// ("surface doesn't have keyboard focus"). Worked around by ``GtkFocusHost/present(_:)``,
    /// which asks for an xdg-activation token itself.
    case waylandPresentWithoutToken
    /// A popover menu closing after an item was chosen leaves its window without a focus
    /// widget, and so does libadwaita 1.2's combo row when its popover of options closes
    /// (Escape, an option chosen). Worked around by FocusUI's menu, which gives focus back to its
    /// button, and its menu picker (`DropDownPickerGtkRenderer`), which gives it back to the row.
    case menuCloseLeavesNoFocusWidget
    /// A `GtkDropDown`'s popover, and libadwaita 1.2's `AdwComboRow`'s, opens with focus on the
    /// first option, not the chosen one: Down from the chosen option went to the second, and
    /// Return chose it. Worked around by FocusUI's menu picker (`DropDownPickerGtkRenderer`),
    /// which focuses the chosen option's row once the popover is laid out.
    case optionsPopoverFocusesTheFirstOption
    /// A button whose child is a box holding a label (libadwaita's About window's version
    /// button) gets no accessible name from that label: Orca says "GtkButton push button".
    /// Worked around by FocusUI's About window, which names the button itself.
    case buttonLabelInBoxNotItsName
    /// What takes focus in a `GtkDropDown` is the `GtkToggleButton` of its template, which has
    /// neither the drop-down's accessible name nor its description: Orca says "GtkToggleButton"
    /// and no choice. Worked around by FocusUI's drop-down picker
    /// (`DropDownPickerGtkRenderer`), which names and describes the toggle button too.
    case dropDownFocusButtonUnnamed
    /// A button whose label has a mnemonic is named twice, by its accessible label and again by
    /// the label's labelled-by relation: Orca says "OK OK". Worked around by FocusUI's alert
    /// (`GtkAlertDialog`), which removes the relation from each response button and keeps the
    /// name; FocusUI's preferences rows set no mnemonic widget for their title.
    case mnemonicLabelNamesTwice
    /// A window made while a modal window is shown gets the generic role `WIDGET` (AT-SPI
    /// `filler`) instead of its class's (`WINDOW`, `DIALOG`), and GTK's AT-SPI bridge reports the
    /// `ACTIVE` state and `window:activate` only for the `WINDOW` role, which screen readers
    /// follow: an alert or sheet presented from a sheet is not announced as a dialog, nor a
    /// sheet as active. Worked around by FocusUI's presented windows
    /// (`GtkViewBackend.makePresentedWindow`), which set the role at construction.
    case windowMadeUnderModalLosesItsRole
    /// An accessible with no name is named by its type over AT-SPI: opening a menu, Orca says
    /// "GtkPopoverMenu menu. GtkStackPage panel." Worked around by FocusUI's menus
    /// and Settings window (`GtkUnnamedAccessibles`), which name a popover menu and the
    /// pages of stacks.
    case typeNameForAnUnnamedAccessible
    /// A horizontal `GtkBox` asked for its height at a width stacks the tallest part above and
    /// below the baseline of every child that reports one (whatever its `valign`), but asked
    /// without a width takes the tallest child: an image and a label side by side (16 pixels
    /// each, baselines 12 and 13) are 16 high without a width and 17 at every width. A vertical
    /// box around it that looks for a width fitting a height then never finds one and prints
    /// "GtkBox reports a minimum height of 16, but minimum height for width of 1048576 is 17.
    /// Expect overlapping widgets." Worked around by FocusUI's boxes (`GtkStackBox`), whose
    /// layout answers the height without a width as GTK answers it at any width.
    case boxHeightForWidthStacksEveryBaseline
    /// Once a widget holding focus is hidden (a list view scrolling the cell it is in out of
    /// view sets the cell's `child-visible` off), GTK grabs the nearest ancestor that takes
    /// focus after the next paint, even when focus has moved elsewhere since: a lazy stack's
    /// cell left with Tab in that frame takes focus back. Worked around by FocusUI's cell box
    /// (`focusui_cell_box_new`), which refuses a grab while focus is in another cell of its list.
    case staleFocusMoveGrabsAnAncestor
    /// `gtk_column_view_sort_by_column` updates the sort arrow of the column it sorts by but not
    /// of the column sorted by before, whose header keeps showing its arrow (a header click
    /// updates both). Worked around by FocusUI's tables (`GtkTableColumns.show`), which clear the
    /// sort order first (`gtk_column_view_sorter_clear` updates the header of the column sorted by
    /// before).
    case sortByColumnKeepsTheOldArrow
    /// A `GtkColumnView`'s sorter says which column it sorts by first only through private API
    /// (`gtk_column_view_sorter_get_sort_column`); the public getters came with the 4.10 release
    /// (`gtk_column_view_sorter_get_primary_sort_column`). Worked around by FocusUI's tables
    /// (`focusui_table_sort_probe`), which compare two items with the sorter and let the first
    /// column's sorter say who it is; the probe works on every release, so it is used on all.
    case columnViewSorterHasNoGetter
    /// GTK's GL renderer draws an inset box-shadow with a spread as one quad over the whole
    /// box it is inset in, shaded at every pixel of it each frame, though only a ring at its
    /// edge shows. libadwaita draws the frame of a window with client-side decorations on a
    /// display without a compositor (`window.solid-csd`: X11 without a compositing manager) as
    /// three such shadows over the whole window: under Mesa's software renderer that is about
    /// 5 ms of every frame that redraws the window, where all of a raw GTK list window's frame
    /// costs 3 ms. Worked around by FocusUI's `GtkWindowFrameStyleSheet`, which draws the
    /// same rings with inset shadows without a spread (which GTK draws as rectangles along the
    /// edges, `gtk_css_shadow_value_snapshot_inset`) and an outline.
    case insetShadowShadesTheWholeWindow
    /// A window's own key bindings run before the shortcuts its widgets register with a global
    /// or managed scope: `gtk_widget_init` adds the shortcut manager's bubble-phase controller
    /// before the controller of the class's key bindings, and `gtk_widget_add_controller`
    /// prepends, so the class's bindings are tried first. `GtkWindow` binds Ctrl+Shift+I and
    /// Ctrl+Shift+D to GTK Inspector while the `enable-inspector-keybinding` setting is on (its
    /// default): a button's `.keyboardShortcut("d", modifiers: [.command, .shift])` opened the
    /// inspector, with its warning dialog, instead of running the button. Worked around by
    /// FocusUI's windows (`GtkWindowShortcutOrder`), which move the shortcut manager's
    /// controller ahead of the class's bindings; a key no shortcut takes still reaches them.
    case windowBindingsBeforeViewShortcuts
    /// A popover whose anchor lies off every monitor (its view scrolled far out of the window,
    /// or not yet laid out) is placed by GDK's X11 popup layout with no monitor: GDK prints
    /// `gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)' failed` and places the
    /// popover from uninitialised bounds. Wayland's compositor places popups itself. Worked
    /// around by FocusUI's popovers and context menus (`GtkPopoverAnchor`), which point a
    /// popover whose view is outside its window at the nearest point of the window's edge.
    case popupAnchoredOffEveryMonitor
    /// GTK sends no value text to screen readers: AT-SPI's Value interface carries a range's
    /// minimum, maximum and current numbers only (`GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT` stays in
    /// the process). Worked around by FocusUI: a view's `.accessibilityValue`, or a control's
    /// own value (a gauge's or progress bar's current value's label), is said with the name
    /// after a comma.
    case valueTextNotOnTheBus
    /// GTK sends no heading level to screen readers (`GetAttributes` answers the toolkit and a
    /// placeholder only): Orca says "heading" without a level for
    /// `.accessibilityAddTraits(.isHeader)`. Nothing to work around; measured by reading the
    /// source.
    case headingLevelNotOnTheBus
    /// A list view makes a new row widget, with new views, for each row that scrolls in, and a
    /// wrapping label without a size lays its text out for every width it is measured at.
    /// Worked around by FocusUI's `GtkListRowBox`, which does not measure a row of one wrapping
    /// text in the ways GTK does not use.
    case rowWidgetMadeForEachRowScrolledIn
    /// A wrapping, ellipsizing label measured for a height takes the ellipsis's width as its
    /// minimum without clamping it to its natural width: a text narrower than "…" (a badge's
    /// "2" in a one-line sidebar row) makes GTK warn, at every layout, that "natural size must
    /// be >= min size". Worked around by FocusUI's `Text`: a one-line text does not wrap (GTK's
    /// path for a label that does not wrap clamps the minimum).
    case ellipsizedWrappingLabelMinimumAboveNatural
    /// A scrolled window whose vertical scrollbar may show (`AUTOMATIC`) is at least as tall
    /// as the scrollbar's minimum height, with overlay scrollbars too: an empty one-line
    /// `TextField(axis: .vertical)` was 54 pixels tall beside a 34-pixel entry. Worked around
    /// by FocusUI's vertical field, which shows no scroll bar (`EXTERNAL`: it still scrolls,
    /// between its line limits) until its text is taller than its upper limit.
    case scrollableHeightAtLeastItsScrollbars
    /// A `GtkExpander` has no accessible name: its label widget is not its labelled-by
    /// relation, so screen readers heard its type name ("GtkExpander") for a `DisclosureGroup`.
    /// Worked around by FocusUI's disclosure group, which names the expander by its title.
    case expanderUnnamedByItsLabel
    /// An accessible's changes made before its AT context is realized (GTK realizes it when a
    /// screen reader first asks about it, or when it first takes focus) are kept and sent, as
    /// changes, at the context's first update after that, usually the widget's first focus:
    /// Orca then says a description set when the widget was made a second time ("Style combo
    /// box. Follow System." and again "Follow System"; a `LabeledContent` row's value, an
    /// `.accessibilityHint`). Worked around by FocusUI's `GtkAccessibility.setDescription`,
    /// which has GTK send them while the widget has no focus: once it is mapped, it changes a
    /// platform state (focusable, and back), which realizes the context and updates it.
    case accessibleChangesSentAtFirstFocus
    /// GTK sends no event when a range's value changes (`GTK_ACCESSIBLE_PROPERTY_VALUE_NOW` is
    /// kept in the process; later GTK sends `accessible-value`): Orca said nothing as the arrow
    /// keys moved a `Slider` or a `Stepper`, whose value it read only when it took focus.
    /// Worked around by FocusUI's slider and stepper (`GtkValueRow`), whose value is their
    /// accessible description while focus is in them and it changes, which Orca speaks at once.
    /// A GTK that sends value changes would have the value said twice: `fixedIn` is to be set
    /// to the first such release once one is checked (only 4.8.3 was).
    case rangeValueChangeNotOnTheBus
    /// A button given an icon with `gtk_button_set_icon_name` is labelled by its image, a
    /// presentation whose name is its type: Orca said libadwaita's search buttons (the
    /// preferences window's, the shortcuts window's) as "GtkImage Search push button" once they
    /// were named. Worked around by FocusUI's `GtkAccessibility.nameIconButton`, which removes
    /// the relation from a button it names (once: a later `gtk_button_set_icon_name` on it, which
    /// libadwaita 1.2 does not make, would add it again).
    case iconButtonLabelledByItsImage

    /// The first release with the quirk that FocusKit knows of.
    package var introducedIn: GtkVersion { GtkVersion(4, 0) }

    /// The first release known without the quirk, or `nil` when none was checked.
    package var fixedIn: GtkVersion? {
        switch self {
        // Later GTK passes gdk_display_get_egl_display; the next stable release after 4.8 is
        // taken as the first without it (4.9's development releases were not checked).
        case .waylandGLRendererLeaksHiddenSurfaces: GtkVersion(4, 10)
        // The release that changed it was not checked; current GTK reports INVALID_ENTRY.
        case .invalidStateReportedAsDefunct: GtkVersion(4, 12)
        // GtkColumnViewSorter's public API is documented "Since: 4.10".
        case .columnViewSorterHasNoGetter: GtkVersion(4, 10)
        default: nil
        }
    }

    /// The GTK source or issue the quirk answers.
    package var source: String {
        switch self {
        case .waylandGLRendererLeaksHiddenSurfaces:
            "gdk/gdksurface.c (GTK 4.8.3 line 1085, gdk_surface_set_egl_native_window)"
        case .accessibilityEventsBeforeRegistration:
            "gtk/a11y/gtkatspiroot.c (gtk_at_spi_root_queue_register, Embed answered after the window's events)"
        case .hiddenToplevelAnsweredPastTheEnd:
            "gtk/a11y/gtkatspiroot.c (handle_accessible_method, GetChildAtIndex over gtk_window_get_toplevels)"
        case .invalidStateReportedAsDefunct:
            "gtk/a11y/gtkatspicontext.c (collect_states: ATSPI_STATE_INVALID)"
        case .passwordTextSentOverTheBus: "gtk/a11y/gtkatspitext.c (insert_text_cb, delete_text_cb)"
        case .waylandPresentWithoutToken:
            "gdk/wayland/gdktoplevel-wayland.c (gdk_wayland_toplevel_focus: an activation token without a serial)"
        case .menuCloseLeavesNoFocusWidget:
            "gtk/gtkpopover.c (gtk_popover_unmap: the window's focus moved, not set); libadwaita 1.2.2 src/adw-combo-row.c (row_activated_cb: gtk_popover_popdown only)"
        case .optionsPopoverFocusesTheFirstOption:
            "gtk/gtkdropdown.c (GTK 4.8.3 line 161, gtk_drop_down_popup: gtk_popover_popup only); libadwaita 1.2.2 src/adw-combo-row.c (adw_combo_row_activate: gtk_popover_popup only)"
        case .buttonLabelInBoxNotItsName:
            "gtk/gtkbutton.c (the accessible label comes from gtk_button_set_label only)"
        case .dropDownFocusButtonUnnamed:
            "gtk/gtkdropdown.c (GTK 4.8.3 line 446, gtk_drop_down_grab_focus: focus goes to the toggle button of gtk/ui/gtkdropdown.ui, which has no label)"
        case .mnemonicLabelNamesTwice:
            "gtk/gtkatcontext.c (GTK 4.8.3 line 945, gtk_at_context_get_name_accumulate: the label property, then the name of each labelled-by widget, which gtk_widget_add_mnemonic_label adds)"
        case .typeNameForAnUnnamedAccessible:
            "gtk/a11y/gtkatspicontext.c (GTK 4.8.3 lines 1538 and 1555, handle_accessible_get_property: Name falls back to G_OBJECT_TYPE_NAME)"
        case .boxHeightForWidthStacksEveryBaseline:
            "gtk/gtkboxlayout.c (GTK 4.8.3: gtk_box_layout_compute_opposite_size_for_size, lines 448 and 564, stacks every child's baseline; gtk_box_layout_compute_opposite_size, line 256, does not; line 347, distribute_remaining_size's check, prints the critical)"
        case .staleFocusMoveGrabsAnAncestor:
            "gtk/gtkwindow.c (GTK 4.8.3: _gtk_window_unset_focus_and_default, line 5161, records the hidden widget; maybe_unset_focus_and_default, line 4685, grabs its ancestors after the paint without checking where focus is) and gtk/gtkwidget.c (gtk_widget_set_child_visible, line 6666)"
        case .columnViewSorterHasNoGetter:
            "gtk/gtkcolumnviewsorter.c (GTK 4.8.3 line 313, gtk_column_view_sorter_get_sort_column, private: gtkcolumnviewsorterprivate.h)"
        case .sortByColumnKeepsTheOldArrow:
            "gtk/gtkcolumnviewsorter.c (GTK 4.8.3 line 250, gtk_column_view_sorter_set_column: gtk_column_view_column_notify_sort for the new column only; gtk_column_view_sorter_add_column, line 183, notifies both) and line 287 (gtk_column_view_sorter_clear notifies the column sorted by first)"
        case .insetShadowShadesTheWholeWindow:
            "gsk/gl/gskglrenderjob.c (GTK 4.8.3 line 2160, gsk_gl_render_job_visit_unblurred_inset_shadow_node: one quad over the node's bounds) and gtk/gtkcssshadowvalue.c (line 625: a shadow without a spread or blur is colour rectangles); libadwaita 1.2's base.css (window.solid-csd)"
        case .windowBindingsBeforeViewShortcuts:
            "gtk/gtkwidget.c (GTK 4.8.3: gtk_widget_init, lines 2355 and 2363, adds the shortcut manager's controllers, then the class shortcuts' one; gtk_widget_add_controller, line 11487, prepends; gtk_widget_run_controllers, line 4529, stops at the first key controller that handles the key) and gtk/gtkwindow.c (lines 1201 and 1203: Ctrl+Shift+I and Ctrl+Shift+D, enable-debugging)"
        case .popupAnchoredOffEveryMonitor:
            "gdk/x11/gdksurface-x11.c (GTK 4.8.3 line 1830, gdk_x11_surface_layout_popup: the monitor of gdk_surface_get_layout_monitor used without a NULL check) and gdk/gdksurface.c (line 154, get_monitor_for_rect: NULL when the anchor meets no monitor); the same code in the X11 backend of later releases"
        case .valueTextNotOnTheBus:
            "gtk/a11y/gtkatspivalue.c (GTK 4.8.3: handle_value_get_property answers MinimumValue, MaximumValue and CurrentValue only; gtk_atspi_get_value_vtable, for ranges only)"
        case .headingLevelNotOnTheBus:
            "gtk/a11y/gtkatspicontext.c (GTK 4.8.3 line 495, GetAttributes: toolkit and placeholder-text only)"
        case .rowWidgetMadeForEachRowScrolledIn:
            "gtk/gtklistitemmanager.c (gtk_list_item_manager_acquire_list_item) and gtk/gtklabel.c (gtk_label_get_measuring_layout)"
        case .expanderUnnamedByItsLabel:
            "gtk/gtkexpander.c (GTK 4.8.3: gtk_expander_set_label_widget sets no GTK_ACCESSIBLE_RELATION_LABELLED_BY; only CONTROLS, line 1217)"
        case .scrollableHeightAtLeastItsScrollbars:
            "gtk/gtkscrolledwindow.c (GTK 4.8.3 lines 1856–1866, gtk_scrolled_window_measure: the vertical scrollbar's minimum height for a policy that may show it)"
        case .ellipsizedWrappingLabelMinimumAboveNatural:
            "gtk/gtklabel.c (GTK 4.8.3 line 1261, get_width_for_height: the ellipsized minimum is not clamped; get_static_size, line 1114, clamps it)"
        case .accessibleChangesSentAtFirstFocus:
            "gtk/gtkatcontext.c (GTK 4.8.3: gtk_at_context_update returns while the context is unrealized and keeps updated_properties; gtk_at_context_platform_changed realizes it, then gtk_accessible_platform_changed updates it) and gtk/gtkwidget.c (gtk_widget_set_focusable)"
        case .rangeValueChangeNotOnTheBus:
            "gtk/a11y/gtkatspicontext.c (GTK 4.8.3: gtk_at_spi_context_state_change sends name and description changes, no value change) and gtk/gtkrange.c (gtk_range_value_changed: GTK_ACCESSIBLE_PROPERTY_VALUE_NOW)"
        case .iconButtonLabelledByItsImage:
            "gtk/gtkbutton.c (GTK 4.8.3 lines 958–974, gtk_button_set_icon_name: GTK_ACCESSIBLE_RELATION_LABELLED_BY its GtkImage of role PRESENTATION) and gtk/gtkatcontext.c (gtk_at_context_get_name_accumulate: an unlabelled, non-structural accessible is named by its type)"
        case .windowMadeUnderModalLosesItsRole:
            "gtk/gtkwidget.c (GTK 4.8.3 line 8431, gtk_widget_accessible_get_at_context: the role is fixed when the AT context is made) and gtk/a11y/gtkatspicontext.c (lines 142 and 1156: ACTIVE and window:activate for the WINDOW role only)"
        }
    }

    /// The test that shows the quirk and its workaround (a test method, or a script in Tests/),
    /// or `nil` when it was measured by hand only (said in the case's documentation).
    package var test: String? {
        switch self {
        case .waylandGLRendererLeaksHiddenSurfaces:
            "WaylandRendererChoiceTests.testAWindowHiddenAndShownAgainIsShownByTheDisplayServerEveryTime"
        case .accessibilityEventsBeforeRegistration:
            "GtkFocusReannouncementTests.testTheActiveWindowsFocusIsSentAgainWithoutAChangeOfTheApps"
        case .hiddenToplevelAnsweredPastTheEnd:
            "WindowClosingGtkTests.testAHiddenRetiredWindowIsNotTheLastOfGtksToplevels"
        case .invalidStateReportedAsDefunct: nil
        case .passwordTextSentOverTheBus:
            "SecureFieldAccessibilityGtkTests.testTypedCharactersReachTheBindingAndOnlyInvisibleCharactersReachTheEntry"
        case .waylandPresentWithoutToken:
            "GtkRule06CrossWindowWriteTests.testAppScopedWritePresentsTheOtherWindow"
        case .menuCloseLeavesNoFocusWidget:
            "MenuGridScrollGtkTests.testFocusReturnsToTheMenuButtonWhenItsMenuClosesWithoutAFocusWidget"
        case .optionsPopoverFocusesTheFirstOption:
            "GroupedFormGtkTests.testSectionsAreLibadwaitaGroupsAndFieldsAreActionRows"
        case .buttonLabelInBoxNotItsName:
            "AboutWindowGtkTests.testAboutOpensModalOverTheWindowAndEscapeReturnsFocus"
        case .dropDownFocusButtonUnnamed: "ControlsGtkTests.testEachControlIsNamedByItsTitle"
        case .mnemonicLabelNamesTwice: "WindowDecorationGtkTests.testAnAlertHasNoTitleBarAndCancelFirst"
        case .windowMadeUnderModalLosesItsRole:
            "Rule18PresentationGtkTests.testAlertOverASheetTakesFocusAndGivesItBack"
        case .typeNameForAnUnnamedAccessible:
            "MenuGridScrollGtkTests.testAMenusPopoverAndItsPagesAreNamedByTheMenu"
        case .boxHeightForWidthStacksEveryBaseline:
            "StackBoxGtkTests.testAnImageBesideATextIsAsHighWithoutAWidthAsAtAnyWidth"
        case .staleFocusMoveGrabsAnAncestor:
            "LazyStackGtkTests.testTabGoesThroughEachCellsControlsThenTheNextCells"
        case .sortByColumnKeepsTheOldArrow: "TableGtkTests.testTheHeaderShowsTheOrderTheAppSets"
        case .insetShadowShadesTheWholeWindow:
            "WindowFrameGtkTests.testTheFrameWithoutACompositorLooksAsLibadwaitasButForTwoPixels"
        case .windowBindingsBeforeViewShortcuts:
            "KeyboardShortcutGtkTests.testAShortcutGtksInspectorAlsoBindsRunsTheButton"
        case .popupAnchoredOffEveryMonitor:
            "PopoverGtkTests.testAPopoverWhoseViewIsScrolledOutOfTheWindowOpensWithoutACritical"
        case .valueTextNotOnTheBus:
            "AccessibilityTraitsGtkTests.testAValueIsPartOfTheNameAndFollowsItsState"
        case .headingLevelNotOnTheBus: nil
        case .rowWidgetMadeForEachRowScrolledIn:
            "ListRowWidthGtkTests.testRowsMadeForAFarScrollTakeTheirTextsHeightAtTheListsWidth"
        case .expanderUnnamedByItsLabel:
            "GroupedRowsGtkTests.testLabeledContentIsAnActionRowAndDisclosureGroupsAreExpanders"
        case .scrollableHeightAtLeastItsScrollbars:
            "TextAndFieldsGtkTests.testAVerticalFieldGrowsToItsLineLimitAndSubmitsOnReturn"
        case .ellipsizedWrappingLabelMinimumAboveNatural:
            "SidebarRowsGtkTests.testABadgeInASidebarRowMakesGtkWarnNothing"
        case .columnViewSorterHasNoGetter:
            "TablePointerInputX11GtkTests.testAHeaderClickSortsByItsColumnFirstAndASecondClickReversesIt"
        case .accessibleChangesSentAtFirstFocus: "Tests/ScreenReader/orca_grouped_form.py"
        case .rangeValueChangeNotOnTheBus:
            "ControlsGtkTests.testASlidersNewValueIsItsDescriptionWhileItHasFocus"
        case .iconButtonLabelledByItsImage:
            "TabbedSettingsGtkTests.testEachTabIsAPageOfThePreferencesWindowTitledByItsTabItem"
        }
    }

    /// Whether the quirk applies to `version`.
    package func applies(to version: GtkVersion) -> Bool {
        version >= introducedIn && fixedIn.map { version < $0 } ?? true
    }

    /// Whether the quirk applies to the GTK this process runs with.
    package var applies: Bool { applies(to: .running) }
}
