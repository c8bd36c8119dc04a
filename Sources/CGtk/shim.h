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
static inline GtkButton *_Nonnull focuskit_as_button(gpointer _Nonnull p) { return GTK_BUTTON(p); }
static inline GtkBox *_Nonnull focuskit_as_box(gpointer _Nonnull p) { return GTK_BOX(p); }
static inline GtkEventController *_Nonnull focuskit_as_event_controller(gpointer _Nonnull p) {
    return GTK_EVENT_CONTROLLER(p);
}
static inline GtkEventControllerFocus *_Nonnull focuskit_as_event_controller_focus(gpointer _Nonnull p) {
    return GTK_EVENT_CONTROLLER_FOCUS(p);
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

#endif // FOCUSKIT_CGTK_SHIM_H
