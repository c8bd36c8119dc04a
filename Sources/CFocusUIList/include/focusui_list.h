#ifndef FOCUSUI_LIST_H
#define FOCUSUI_LIST_H

// What FocusUI's lists need from GTK 4.8 that Swift cannot declare itself: a GObject class
// implementing GListModel and GtkSelectionModel over the view layer's rows (kept in Swift and
// asked through callbacks), and a widget that holds a list and decides, through callbacks, how
// keyboard focus enters and leaves it (its `focus` and `grab_focus` virtual functions).

#include <gtk/gtk.h>

G_BEGIN_DECLS

// MARK: - Rows

// The item GTK's list widgets bind: one per row, identified by a key the view layer gives
// each row (stable while the row exists, whatever its position), so that GTK keeps a row's
// widget (and its focus) when rows around it are inserted, removed or moved.
#define FOCUSUI_TYPE_LIST_ROW (focusui_list_row_get_type())
G_DECLARE_FINAL_TYPE(FocusUIListRow, focusui_list_row, FOCUSUI, LIST_ROW, GObject)

// The row's key.
guint64 focusui_list_row_get_key(FocusUIListRow *_Nonnull row);

// MARK: - Model

// The rows and their selection, answered by the view layer. Every callback gets `user_data`.
typedef struct {
    // How many rows there are.
    guint (*_Nonnull n_items)(gpointer _Nullable user_data);
    // The key of the row at `position` (< n_items).
    guint64 (*_Nonnull item_key)(gpointer _Nullable user_data, guint position);
    // GTK no longer holds the row object of `key` (it was finalized).
    void (*_Nonnull item_released)(gpointer _Nullable user_data, guint64 key);
    // Whether the row at `position` is selected.
    gboolean (*_Nonnull is_selected)(gpointer _Nullable user_data, guint position);
    // Selects `n` rows from `position` (and unselects the others when `unselect_rest`);
    // returns whether the selection model supports it. The view layer reports the change
    // with focusui_list_model_selection_changed.
    gboolean (*_Nonnull select_range)(gpointer _Nullable user_data, guint position, guint n,
                                      gboolean unselect_rest);
    // Unselects `n` rows from `position`.
    gboolean (*_Nonnull unselect_range)(gpointer _Nullable user_data, guint position, guint n);
    // Selects every row.
    gboolean (*_Nonnull select_all)(gpointer _Nullable user_data);
    // Unselects every row.
    gboolean (*_Nonnull unselect_all)(gpointer _Nullable user_data);
} FocusUIListModelCallbacks;

#define FOCUSUI_TYPE_LIST_MODEL (focusui_list_model_get_type())
G_DECLARE_FINAL_TYPE(FocusUIListModel, focusui_list_model, FOCUSUI, LIST_MODEL, GObject)

// A model asking `callbacks` (copied) with `user_data`, released with `destroy` when the model
// is finalized.
FocusUIListModel *_Nonnull focusui_list_model_new(const FocusUIListModelCallbacks *_Nonnull callbacks,
                                                  gpointer _Nullable user_data,
                                                  GDestroyNotify _Nullable destroy);

// Tells GTK that `removed` rows at `position` were replaced by `added` ones (the view layer's
// rows already changed): `g_list_model_items_changed`.
void focusui_list_model_items_changed(FocusUIListModel *_Nonnull model, guint position, guint removed,
                                      guint added);

// Tells GTK that the selection of `n` rows from `position` may have changed:
// `gtk_selection_model_selection_changed`.
void focusui_list_model_selection_changed(FocusUIListModel *_Nonnull model, guint position, guint n);

// Drops the callbacks (the view layer is going away): the model then has no rows.
void focusui_list_model_detach(FocusUIListModel *_Nonnull model);

// The model as the interfaces GTK's list widgets take.
static inline GListModel *_Nonnull focusui_list_model_as_list_model(FocusUIListModel *_Nonnull model) {
    return G_LIST_MODEL(model);
}
static inline GtkSelectionModel *_Nonnull focusui_list_model_as_selection_model(FocusUIListModel *_Nonnull model) {
    return GTK_SELECTION_MODEL(model);
}

// MARK: - Focus holder

// How keyboard focus enters a list and leaves it, answered by the view layer.
typedef struct {
    // `focus` when focus is not inside the list yet (Tab, Shift+Tab or an arrow from outside):
    // focus the row focus should land on and return TRUE, or FALSE to be skipped.
    gboolean (*_Nonnull focus_in)(gpointer _Nullable user_data, GtkDirectionType direction);
    // `grab_focus` on the holder (a program focusing the list): focus that row, return whether
    // it did.
    gboolean (*_Nonnull grab_focus)(gpointer _Nullable user_data);
} FocusUIFocusHolderCallbacks;

#define FOCUSUI_TYPE_FOCUS_HOLDER (focusui_focus_holder_get_type())
G_DECLARE_FINAL_TYPE(FocusUIFocusHolder, focusui_focus_holder, FOCUSUI, FOCUS_HOLDER, GtkWidget)

// A widget holding `child` (a scrolled window with a list) that is one Tab stop: Tab and
// Shift+Tab from inside it leave it (its `focus` returns FALSE), arrows move inside it as the
// child handles them, and focus entering it, or a grab on it, goes where `callbacks` say.
GtkWidget *_Nonnull focusui_focus_holder_new(GtkWidget *_Nonnull child,
                                             const FocusUIFocusHolderCallbacks *_Nonnull callbacks,
                                             gpointer _Nullable user_data, GDestroyNotify _Nullable destroy);

// Drops the callbacks (the view layer is going away): focus then passes by.
void focusui_focus_holder_detach(FocusUIFocusHolder *_Nonnull holder);

// Whether `widget` is a GtkListItemWidget's row of `list` (a direct child of the list view):
// the widget GTK focuses for a row.
static inline gboolean focusui_is_list_row_widget(GtkWidget *_Nonnull widget, GtkWidget *_Nonnull list) {
    return gtk_widget_get_parent(widget) == list;
}

G_END_DECLS

#endif
