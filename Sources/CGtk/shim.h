#ifndef FOCUSKIT_CGTK_SHIM_H
#define FOCUSKIT_CGTK_SHIM_H

// One header for the CGtk system library module.
//
// Contract, "Swift on Linux facts": the GTK_WIDGET()-style cast and GTK_IS_*() type-check
// macros do not import into Swift, but `static inline` functions in a system library header
// do. Every helper below is a one-line wrapper around the corresponding GLib/GTK macro, so
// the checked casts keep GLib's runtime type checking (a wrong cast logs a g_warning).

// Without GTK 4's development files, say which package provides them rather than only that a
// header is missing (a package that depends on FocusUI or FocusKitGTK sees this first).
#if !__has_include(<gtk/gtk.h>)
#error "GTK 4's headers are missing: install Debian's libgtk-4-dev (apt-get install libgtk-4-dev). FocusKit and FocusUITesting build without GTK."
#endif
#include <gtk/gtk.h>
#if !__has_include(<adwaita.h>)
#error "libadwaita's headers are missing: install Debian's libadwaita-1-dev (apt-get install libadwaita-1-dev). FocusKit and FocusUITesting build without it."
#endif
#include <adwaita.h>
// libadwaita 1.2 defines ADW_VERSION as `(1.2.2)`, which is no C constant: Swift's importer skips
// it in a build, but emitting the module's symbol graph (scripts/docs) parses it and fails. The
// version is read at run time (adw_get_major_version and friends) where it is needed.
#undef ADW_VERSION
#include <glib-unix.h>

// MARK: - libdispatch main-queue hooks

// libdispatch's run-loop integration points, the same ones CoreFoundation's CFRunLoop uses.
// They are exported by libdispatch.so (nm -D: `T _dispatch_get_main_queue_handle_4CF`,
// `T _dispatch_main_queue_callback_4CF`) but declared in no public header.
//
// On Linux `dispatch_runloop_handle_t` is `int`: an eventfd (created EFD_CLOEXEC|EFD_NONBLOCK)
// that libdispatch writes to whenever work is enqueued on the main queue. The callback's
// parameter is unused on Linux (a mach_msg_header_t* on Darwin), so `void *` with NULL.
//
// Declared here rather than via @_silgen_name in Swift: these are C functions, and a C
// prototype gives the C calling convention and exact C types by construction, whereas
// @_silgen_name declares a Swift-convention function that only happens to be ABI compatible.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Nullable msg);

// MARK: - GDK's Wayland backend

// From <gdk/wayland/gdkwaylanddisplay.h> (exported by libgtk-4.so), declared here so
// that the module does not need the Wayland client headers. The xdg-activation token a window
// is presented with on Wayland (contract rule 6); only called on a GdkWaylandDisplay.
extern void gdk_wayland_display_set_startup_notification_id(GdkDisplay *_Nonnull display,
                                                            const char *_Nonnull startup_id);

// Whether the display is GDK's Wayland display (GDK_IS_WAYLAND_DISPLAY without its header).
static inline gboolean focuskit_is_wayland_display(GdkDisplay *_Nonnull display) {
    return g_strcmp0(G_OBJECT_TYPE_NAME(display), "GdkWaylandDisplay") == 0;
}

// MARK: - GDK's X11 backend

// From <gdk/x11/gdkx.h> (exported by libgtk-4.so), declared here with the X types
// spelled out (XID, Window and Atom are `unsigned long`) so that the module does not import
// Xlib, whose macros and typedefs (`Bool`, `Status`, `None`…) would collide with Swift names.
// Only called on an X11 display, by the test support's window-manager round trip
// (GtkTestSupport's X11WindowManager).
extern void *_Nonnull gdk_x11_display_get_xdisplay(GdkDisplay *_Nonnull display);
extern unsigned long gdk_x11_surface_get_xid(GdkSurface *_Nonnull surface);
extern unsigned long gdk_x11_get_xatom_by_name_for_display(GdkDisplay *_Nonnull display,
                                                           const char *_Nonnull atom_name);
// From <X11/Xlib.h> (libX11, which GtkTestSupport links), the `Display *` as `void *` and the
// `XEvent *` as a buffer of `sizeof (XEvent)` bytes.
extern unsigned long XDefaultRootWindow(void *_Nonnull display);
extern int XSendEvent(void *_Nonnull display, unsigned long window, int propagate, long event_mask,
                      void *_Nonnull event);

// MARK: - GObject

static inline GObject *_Nonnull focuskit_as_object(gpointer _Nonnull p) { return G_OBJECT(p); }
static inline gboolean focuskit_is_object(gpointer _Nullable p) { return G_IS_OBJECT(p); }
static inline GInitiallyUnowned *_Nonnull focuskit_as_initially_unowned(gpointer _Nonnull p) {
    return G_INITIALLY_UNOWNED(p);
}
static inline const char *_Nonnull focuskit_object_type_name(gpointer _Nonnull p) {
    return G_OBJECT_TYPE_NAME(p);
}
// Fundamental type ids are macros (G_TYPE_MAKE_FUNDAMENTAL) and do not import.
static inline GType focuskit_type_object(void) { return G_TYPE_OBJECT; }
static inline GType focuskit_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType focuskit_type_int(void) { return G_TYPE_INT; }
static inline GType focuskit_type_string(void) { return G_TYPE_STRING; }
static inline GParamSpec *_Nonnull focuskit_as_param_spec(gpointer _Nonnull p) {
    return G_PARAM_SPEC(p);
}

// MARK: - GTK casts

static inline GtkWidget *_Nonnull focuskit_as_widget(gpointer _Nonnull p) { return GTK_WIDGET(p); }
static inline GtkWindow *_Nonnull focuskit_as_window(gpointer _Nonnull p) { return GTK_WINDOW(p); }
static inline GtkApplicationWindow *_Nonnull focuskit_as_application_window(gpointer _Nonnull p) {
    return GTK_APPLICATION_WINDOW(p);
}
static inline GtkApplication *_Nonnull focuskit_as_application(gpointer _Nonnull p) {
    return GTK_APPLICATION(p);
}
static inline GApplication *_Nonnull focuskit_as_g_application(gpointer _Nonnull p) {
    return G_APPLICATION(p);
}
static inline GtkEditable *_Nonnull focuskit_as_editable(gpointer _Nonnull p) { return GTK_EDITABLE(p); }
static inline GtkEntry *_Nonnull focuskit_as_entry(gpointer _Nonnull p) { return GTK_ENTRY(p); }
static inline GtkText *_Nonnull focuskit_as_text(gpointer _Nonnull p) { return GTK_TEXT(p); }
static inline GtkPasswordEntry *_Nonnull focuskit_as_password_entry(gpointer _Nonnull p) {
    return GTK_PASSWORD_ENTRY(p);
}
static inline GtkLabel *_Nonnull focuskit_as_label(gpointer _Nonnull p) { return GTK_LABEL(p); }
static inline GtkExpander *_Nonnull focuskit_as_expander(gpointer _Nonnull p) { return GTK_EXPANDER(p); }
static inline gboolean focuskit_is_expander(gpointer _Nullable p) { return GTK_IS_EXPANDER(p); }
static inline GtkOverlay *_Nonnull focuskit_as_overlay(gpointer _Nonnull p) { return GTK_OVERLAY(p); }
static inline GtkButton *_Nonnull focuskit_as_button(gpointer _Nonnull p) { return GTK_BUTTON(p); }
static inline GtkBox *_Nonnull focuskit_as_box(gpointer _Nonnull p) { return GTK_BOX(p); }
static inline GtkPopover *_Nonnull focuskit_as_popover(gpointer _Nonnull p) { return GTK_POPOVER(p); }
static inline int focuskit_is_popover(gpointer _Nonnull p) { return GTK_IS_POPOVER(p); }
static inline GtkCheckButton *_Nonnull focuskit_as_check_button(gpointer _Nonnull p) {
    return GTK_CHECK_BUTTON(p);
}
static inline GtkToggleButton *_Nonnull focuskit_as_toggle_button(gpointer _Nonnull p) {
    return GTK_TOGGLE_BUTTON(p);
}
static inline GtkSwitch *_Nonnull focuskit_as_switch(gpointer _Nonnull p) { return GTK_SWITCH(p); }
static inline GtkDropDown *_Nonnull focuskit_as_drop_down(gpointer _Nonnull p) { return GTK_DROP_DOWN(p); }
static inline GtkSpinButton *_Nonnull focuskit_as_spin_button(gpointer _Nonnull p) {
    return GTK_SPIN_BUTTON(p);
}
static inline GtkTextView *_Nonnull focuskit_as_text_view(gpointer _Nonnull p) { return GTK_TEXT_VIEW(p); }
static inline GtkScrolledWindow *_Nonnull focuskit_as_scrolled_window(gpointer _Nonnull p) {
    return GTK_SCROLLED_WINDOW(p);
}
static inline GtkImage *_Nonnull focuskit_as_image(gpointer _Nonnull p) { return GTK_IMAGE(p); }
static inline GtkPicture *_Nonnull focuskit_as_picture(gpointer _Nonnull p) { return GTK_PICTURE(p); }
static inline GtkSpinner *_Nonnull focuskit_as_spinner(gpointer _Nonnull p) { return GTK_SPINNER(p); }
static inline GtkProgressBar *_Nonnull focuskit_as_progress_bar(gpointer _Nonnull p) { return GTK_PROGRESS_BAR(p); }
static inline GtkLevelBar *_Nonnull focuskit_as_level_bar(gpointer _Nonnull p) { return GTK_LEVEL_BAR(p); }
static inline GtkGesture *_Nonnull focuskit_as_gesture(gpointer _Nonnull p) { return GTK_GESTURE(p); }
static inline GtkGestureSingle *_Nonnull focuskit_as_gesture_single(gpointer _Nonnull p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkGestureLongPress *_Nonnull focuskit_as_gesture_long_press(gpointer _Nonnull p) { return GTK_GESTURE_LONG_PRESS(p); }
static inline gboolean focuskit_is_image(gpointer _Nullable p) { return GTK_IS_IMAGE(p); }
static inline GtkScale *_Nonnull focuskit_as_scale(gpointer _Nonnull p) { return GTK_SCALE(p); }
static inline GtkRange *_Nonnull focuskit_as_range(gpointer _Nonnull p) { return GTK_RANGE(p); }
static inline gboolean focuskit_is_scale(gpointer _Nullable p) { return GTK_IS_SCALE(p); }
static inline GtkLinkButton *_Nonnull focuskit_as_link_button(gpointer _Nonnull p) { return GTK_LINK_BUTTON(p); }
static inline gboolean focuskit_is_link_button(gpointer _Nullable p) { return GTK_IS_LINK_BUTTON(p); }
static inline GtkOrientable *_Nonnull focuskit_as_orientable(gpointer _Nonnull p) { return GTK_ORIENTABLE(p); }
static inline gboolean focuskit_is_orientable(gpointer _Nullable p) { return GTK_IS_ORIENTABLE(p); }
static inline GListModel *_Nonnull focuskit_as_list_model(gpointer _Nonnull p) { return G_LIST_MODEL(p); }
// Menus, scrolling and grids (issue 16).
static inline GtkMenuButton *_Nonnull focuskit_as_menu_button(gpointer _Nonnull p) { return GTK_MENU_BUTTON(p); }
static inline gboolean focuskit_is_menu_button(gpointer _Nullable p) { return GTK_IS_MENU_BUTTON(p); }
static inline GtkGrid *_Nonnull focuskit_as_grid(gpointer _Nonnull p) { return GTK_GRID(p); }
static inline gboolean focuskit_is_grid(gpointer _Nullable p) { return GTK_IS_GRID(p); }
/// The range GTK allows a paned's position in now (its `min-position` and `max-position`,
/// from its children's minimum sizes and its width).
static inline void focuskit_paned_position_range(gpointer _Nonnull paned, int *_Nonnull min, int *_Nonnull max) {
    g_object_get(paned, "min-position", min, "max-position", max, NULL);
}
static inline gboolean focuskit_is_scrolled_window(gpointer _Nullable p) { return GTK_IS_SCROLLED_WINDOW(p); }
static inline GActionMap *_Nonnull focuskit_as_action_map(gpointer _Nonnull p) { return G_ACTION_MAP(p); }
static inline GActionGroup *_Nonnull focuskit_as_action_group(gpointer _Nonnull p) { return G_ACTION_GROUP(p); }
static inline GtkHeaderBar *_Nonnull focuskit_as_header_bar(gpointer _Nonnull p) { return GTK_HEADER_BAR(p); }
static inline gboolean focuskit_is_header_bar(gpointer _Nullable p) { return GTK_IS_HEADER_BAR(p); }
// Places a child already in `grid` at another cell without unparenting it (focus stays).
static inline void focuskit_grid_move_child(GtkWidget *_Nonnull grid, GtkWidget *_Nonnull child, int column,
                                            int row, int width) {
    GtkLayoutChild *layout = gtk_layout_manager_get_layout_child(gtk_widget_get_layout_manager(grid), child);
    GtkGridLayoutChild *cell = GTK_GRID_LAYOUT_CHILD(layout);
    gtk_grid_layout_child_set_column(cell, column);
    gtk_grid_layout_child_set_row(cell, row);
    gtk_grid_layout_child_set_column_span(cell, width);
    gtk_grid_layout_child_set_row_span(cell, 1);
}
// GTK_INVALID_LIST_POSITION is a macro cast and does not import.
static inline guint focuskit_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }
static inline GtkEventController *_Nonnull focuskit_as_event_controller(gpointer _Nonnull p) {
    return GTK_EVENT_CONTROLLER(p);
}
static inline GtkEventControllerFocus *_Nonnull focuskit_as_event_controller_focus(gpointer _Nonnull p) {
    return GTK_EVENT_CONTROLLER_FOCUS(p);
}

// MARK: - libadwaita (issue 27)

static inline AdwWindow *_Nonnull focuskit_as_adw_window(gpointer _Nonnull p) { return ADW_WINDOW(p); }
static inline gboolean focuskit_is_adw_window(gpointer _Nullable p) { return ADW_IS_WINDOW(p); }
static inline AdwApplicationWindow *_Nonnull focuskit_as_adw_application_window(gpointer _Nonnull p) {
    return ADW_APPLICATION_WINDOW(p);
}
static inline gboolean focuskit_is_adw_application_window(gpointer _Nullable p) {
    return ADW_IS_APPLICATION_WINDOW(p);
}
static inline AdwPreferencesPage *_Nonnull focuskit_as_adw_preferences_page(gpointer _Nonnull p) {
    return ADW_PREFERENCES_PAGE(p);
}
static inline gboolean focuskit_is_adw_preferences_page(gpointer _Nullable p) { return ADW_IS_PREFERENCES_PAGE(p); }
static inline AdwPreferencesGroup *_Nonnull focuskit_as_adw_preferences_group(gpointer _Nonnull p) {
    return ADW_PREFERENCES_GROUP(p);
}
static inline gboolean focuskit_is_adw_preferences_group(gpointer _Nullable p) { return ADW_IS_PREFERENCES_GROUP(p); }
static inline AdwPreferencesRow *_Nonnull focuskit_as_adw_preferences_row(gpointer _Nonnull p) {
    return ADW_PREFERENCES_ROW(p);
}
static inline gboolean focuskit_is_adw_preferences_row(gpointer _Nullable p) { return ADW_IS_PREFERENCES_ROW(p); }
static inline AdwActionRow *_Nonnull focuskit_as_adw_action_row(gpointer _Nonnull p) { return ADW_ACTION_ROW(p); }
static inline gboolean focuskit_is_adw_action_row(gpointer _Nullable p) { return ADW_IS_ACTION_ROW(p); }
static inline AdwExpanderRow *_Nonnull focuskit_as_adw_expander_row(gpointer _Nonnull p) {
    return ADW_EXPANDER_ROW(p);
}
static inline AdwStatusPage *_Nonnull focuskit_as_adw_status_page(gpointer _Nonnull p) { return ADW_STATUS_PAGE(p); }
static inline AdwApplication *_Nonnull focuskit_as_adw_application(gpointer _Nonnull p) {
    return ADW_APPLICATION(p);
}
static inline AdwHeaderBar *_Nonnull focuskit_as_adw_header_bar(gpointer _Nonnull p) { return ADW_HEADER_BAR(p); }
static inline gboolean focuskit_is_adw_header_bar(gpointer _Nullable p) { return ADW_IS_HEADER_BAR(p); }
static inline AdwWindowTitle *_Nonnull focuskit_as_adw_window_title(gpointer _Nonnull p) {
    return ADW_WINDOW_TITLE(p);
}
static inline gboolean focuskit_is_adw_window_title(gpointer _Nullable p) { return ADW_IS_WINDOW_TITLE(p); }
static inline AdwMessageDialog *_Nonnull focuskit_as_adw_message_dialog(gpointer _Nonnull p) {
    return ADW_MESSAGE_DIALOG(p);
}
static inline gboolean focuskit_is_adw_message_dialog(gpointer _Nullable p) { return ADW_IS_MESSAGE_DIALOG(p); }
static inline AdwComboRow *_Nonnull focuskit_as_adw_combo_row(gpointer _Nonnull p) { return ADW_COMBO_ROW(p); }
static inline gboolean focuskit_is_adw_combo_row(gpointer _Nullable p) { return ADW_IS_COMBO_ROW(p); }
static inline gboolean focuskit_is_adw_expander_row(gpointer _Nullable p) { return ADW_IS_EXPANDER_ROW(p); }
static inline AdwPreferencesWindow *_Nonnull focuskit_as_adw_preferences_window(gpointer _Nonnull p) {
    return ADW_PREFERENCES_WINDOW(p);
}
static inline gboolean focuskit_is_adw_preferences_window(gpointer _Nullable p) {
    return ADW_IS_PREFERENCES_WINDOW(p);
}
static inline AdwAboutWindow *_Nonnull focuskit_as_adw_about_window(gpointer _Nonnull p) {
    return ADW_ABOUT_WINDOW(p);
}
static inline gboolean focuskit_is_adw_about_window(gpointer _Nullable p) { return ADW_IS_ABOUT_WINDOW(p); }
static inline AdwSqueezer *_Nonnull focuskit_as_adw_squeezer(gpointer _Nonnull p) { return ADW_SQUEEZER(p); }
static inline gboolean focuskit_is_adw_squeezer(gpointer _Nullable p) { return ADW_IS_SQUEEZER(p); }
static inline AdwToastOverlay *_Nonnull focuskit_as_adw_toast_overlay(gpointer _Nonnull p) {
    return ADW_TOAST_OVERLAY(p);
}
static inline GtkListBox *_Nonnull focuskit_as_list_box(gpointer _Nonnull p) { return GTK_LIST_BOX(p); }
static inline gboolean focuskit_is_list_box(gpointer _Nullable p) { return GTK_IS_LIST_BOX(p); }
static inline GtkListBoxRow *_Nonnull focuskit_as_list_box_row(gpointer _Nonnull p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkSearchBar *_Nonnull focuskit_as_search_bar(gpointer _Nonnull p) { return GTK_SEARCH_BAR(p); }
static inline AdwClamp *_Nonnull focuskit_as_adw_clamp(gpointer _Nonnull p) { return ADW_CLAMP(p); }
static inline gboolean focuskit_is_stack(gpointer _Nullable p) { return GTK_IS_STACK(p); }
static inline AdwViewStack *_Nonnull focuskit_as_adw_view_stack(gpointer _Nonnull p) { return ADW_VIEW_STACK(p); }
static inline gboolean focuskit_is_adw_view_stack(gpointer _Nullable p) { return ADW_IS_VIEW_STACK(p); }
static inline AdwViewSwitcher *_Nonnull focuskit_as_adw_view_switcher(gpointer _Nonnull p) {
    return ADW_VIEW_SWITCHER(p);
}
static inline gboolean focuskit_is_adw_view_switcher(gpointer _Nullable p) { return ADW_IS_VIEW_SWITCHER(p); }
static inline GtkStack *_Nonnull focuskit_as_stack_widget(gpointer _Nonnull p) { return GTK_STACK(p); }
static inline GtkRevealer *_Nonnull focuskit_as_revealer(gpointer _Nonnull p) { return GTK_REVEALER(p); }
static inline GtkSearchEntry *_Nonnull focuskit_as_search_entry(gpointer _Nonnull p) { return GTK_SEARCH_ENTRY(p); }
static inline gboolean focuskit_is_search_entry(gpointer _Nullable p) { return GTK_IS_SEARCH_ENTRY(p); }

// MARK: - GTK accessibility checks (for tests)

// Whether a widget's accessible string `property` is `expected`: gtk_test_accessible_check_property
// is variadic and does not import.
static inline gboolean focuskit_accessible_string_property_equals(gpointer _Nonnull widget,
                                                                  GtkAccessibleProperty property,
                                                                  const char *_Nonnull expected) {
    char *message = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, expected);
    gboolean equal = message == NULL;
    g_free(message);
    return equal;
}

// Whether a widget's accessible name (GTK_ACCESSIBLE_PROPERTY_LABEL) is `expected`.
static inline gboolean focuskit_accessible_label_equals(gpointer _Nonnull widget, const char *_Nonnull expected) {
    return focuskit_accessible_string_property_equals(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

// Whether a widget's accessible description is `expected`.
static inline gboolean focuskit_accessible_description_equals(gpointer _Nonnull widget, const char *_Nonnull expected) {
    return focuskit_accessible_string_property_equals(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}

// Whether a widget's accessible state `hidden` is set to `expected`.
static inline gboolean focuskit_accessible_hidden_equals(gpointer _Nonnull widget, gboolean expected) {
    char *message = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, expected);
    gboolean equal = message == NULL;
    g_free(message);
    return equal;
}

// Whether a widget has the accessible state `selected` set to true (false when it is false or unset).
static inline gboolean focuskit_accessible_is_selected(gpointer _Nonnull widget) {
    if (!gtk_test_accessible_has_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED)) return FALSE;
    char *message = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
    gboolean equal = message == NULL;
    g_free(message);
    return equal;
}

// MARK: - GTK type checks

static inline gboolean focuskit_is_widget(gpointer _Nullable p) { return GTK_IS_WIDGET(p); }
static inline gboolean focuskit_is_window(gpointer _Nullable p) { return GTK_IS_WINDOW(p); }
static inline gboolean focuskit_is_application_window(gpointer _Nullable p) {
    return GTK_IS_APPLICATION_WINDOW(p);
}
static inline gboolean focuskit_is_editable(gpointer _Nullable p) { return GTK_IS_EDITABLE(p); }
static inline gboolean focuskit_is_entry(gpointer _Nullable p) { return GTK_IS_ENTRY(p); }
static inline gboolean focuskit_is_text(gpointer _Nullable p) { return GTK_IS_TEXT(p); }
static inline gboolean focuskit_is_password_entry(gpointer _Nullable p) { return GTK_IS_PASSWORD_ENTRY(p); }
static inline gboolean focuskit_is_label(gpointer _Nullable p) { return GTK_IS_LABEL(p); }
static inline gboolean focuskit_is_button(gpointer _Nullable p) { return GTK_IS_BUTTON(p); }
static inline gboolean focuskit_is_check_button(gpointer _Nullable p) { return GTK_IS_CHECK_BUTTON(p); }
static inline gboolean focuskit_is_toggle_button(gpointer _Nullable p) { return GTK_IS_TOGGLE_BUTTON(p); }
static inline gboolean focuskit_is_switch(gpointer _Nullable p) { return GTK_IS_SWITCH(p); }
static inline gboolean focuskit_is_drop_down(gpointer _Nullable p) { return GTK_IS_DROP_DOWN(p); }
static inline gboolean focuskit_is_spin_button(gpointer _Nullable p) { return GTK_IS_SPIN_BUTTON(p); }
static inline gboolean focuskit_is_separator(gpointer _Nullable p) { return GTK_IS_SEPARATOR(p); }
static inline gboolean focuskit_is_text_view(gpointer _Nullable p) { return GTK_IS_TEXT_VIEW(p); }
static inline gboolean focuskit_is_progress_bar(gpointer _Nullable p) { return GTK_IS_PROGRESS_BAR(p); }
static inline gboolean focuskit_is_spinner(gpointer _Nullable p) { return GTK_IS_SPINNER(p); }
static inline gboolean focuskit_is_level_bar(gpointer _Nullable p) { return GTK_IS_LEVEL_BAR(p); }

/* GtkQuirk.accessibleChangesSentAtFirstFocus: a widget's accessible changes made before its AT
 * context is realized are sent, as changes, at the context's first update after it is realized,
 * usually the widget's first focus. Changing a platform state (focusable, and back) realizes the
 * context and updates it, so they are sent while the widget has no focus. Once per widget: a
 * realized context sends later changes at once. The widget's object data says where it stands
 * ("map" handler id while it waits to be mapped, 0 once sent); the handler has no data, and a
 * widget disposed first drops it with its other handlers. A window is left alone. */
#define FOCUSKIT_ACCESSIBLE_CHANGES_KEY "focuskit-accessible-changes-sent"
static inline void focuskit_send_pending_accessible_changes_now(GtkWidget *_Nonnull widget) {
    g_object_set_data(G_OBJECT(widget), FOCUSKIT_ACCESSIBLE_CHANGES_KEY, GUINT_TO_POINTER(1));
    gboolean focusable = gtk_widget_get_focusable(widget);
    gtk_widget_set_focusable(widget, !focusable);
    gtk_widget_set_focusable(widget, focusable);
}
static void focuskit_send_pending_accessible_changes_on_map(GtkWidget *_Nonnull widget, gpointer _Nullable data) {
    gulong handler = (gulong)GPOINTER_TO_SIZE(g_object_get_data(G_OBJECT(widget), "focuskit-accessible-changes-map"));
    g_object_set_data(G_OBJECT(widget), "focuskit-accessible-changes-map", NULL);
    if (handler != 0) g_signal_handler_disconnect(widget, handler);
    if (!gtk_widget_has_focus(widget)) focuskit_send_pending_accessible_changes_now(widget);
}
/* Sends `widget`'s pending accessible changes now if it is mapped and unfocused (a focused
 * widget's context is realized and sent them already), else when it is next mapped; nothing
 * once they were sent. */
static inline void focuskit_send_pending_accessible_changes(GtkWidget *_Nonnull widget) {
    /* A window takes no focus: its activation realizes its context and sends them. */
    if (GTK_IS_ROOT(widget)) return;
    if (g_object_get_data(G_OBJECT(widget), FOCUSKIT_ACCESSIBLE_CHANGES_KEY) != NULL) return;
    if (g_object_get_data(G_OBJECT(widget), "focuskit-accessible-changes-map") != NULL) return;
    if (gtk_widget_get_mapped(widget)) {
        if (!gtk_widget_has_focus(widget)) focuskit_send_pending_accessible_changes_now(widget);
        return;
    }
    gulong handler = g_signal_connect_data(
        widget, "map", G_CALLBACK(focuskit_send_pending_accessible_changes_on_map), NULL, NULL, 0);
    g_object_set_data(G_OBJECT(widget), "focuskit-accessible-changes-map", GSIZE_TO_POINTER(handler));
}

#endif // FOCUSKIT_CGTK_SHIM_H
