#ifndef FOCUSUI_LIST_H
#define FOCUSUI_LIST_H

// What FocusUI's lists need from GTK that Swift cannot declare itself: a GObject class
// implementing GListModel and GtkSelectionModel over the view layer's rows (kept in Swift and
// asked through callbacks), and a widget that holds a list and decides, through callbacks, how
// keyboard focus enters and leaves it (its `focus` and `grab_focus` virtual functions).
//
// The interface uses plain C types only (objects as `void *`): GTK's headers belong to the
// CGtk module, and a second module including them would declare GTK's types twice for Swift.

#include <stdint.h>

// MARK: - Model

// The rows and their selection, answered by the view layer. Every callback gets `user_data`;
// booleans are 0 or 1.
typedef struct {
    // How many rows there are.
    unsigned int (*_Nonnull n_items)(void *_Nullable user_data);
    // The key of the row at `position` (< n_items): the same for the same row while GTK holds
    // its item, so that GTK keeps the row's widget when rows around it change.
    uint64_t (*_Nonnull item_key)(void *_Nullable user_data, unsigned int position);
    // GTK no longer holds the item of `key` (it was finalized).
    void (*_Nonnull item_released)(void *_Nullable user_data, uint64_t key);
    // Whether the row at `position` is selected.
    int (*_Nonnull is_selected)(void *_Nullable user_data, unsigned int position);
    // Selects `n` rows from `position` (and unselects the others when `unselect_rest`);
    // returns whether the selection mode allows it. The view layer reports the change with
    // focusui_list_model_selection_changed.
    int (*_Nonnull select_range)(void *_Nullable user_data, unsigned int position, unsigned int n,
                                 int unselect_rest);
    // Unselects `n` rows from `position`.
    int (*_Nonnull unselect_range)(void *_Nullable user_data, unsigned int position, unsigned int n);
    // Selects every row.
    int (*_Nonnull select_all)(void *_Nullable user_data);
    // Unselects every row.
    int (*_Nonnull unselect_all)(void *_Nullable user_data);
} FocusUIListModelCallbacks;

// A new model (a GObject implementing GListModel and GtkSelectionModel, one reference owned by
// the caller) asking `callbacks` (copied) with `user_data`, released with `destroy` when the
// model is detached or finalized.
void *_Nonnull focusui_list_model_new(const FocusUIListModelCallbacks *_Nonnull callbacks, void *_Nullable user_data,
                                      void (*_Nullable destroy)(void *_Nullable));

// Records that GTK knows of `n` rows (it read the count when it took the model), so that
// the model can tell GTK they went when it is detached.
void focusui_list_model_set_announced_count(void *_Nonnull model, unsigned int n);

// Tells GTK that `removed` rows at `position` were replaced by `added` ones (the view layer's
// rows already changed): `g_list_model_items_changed`.
void focusui_list_model_items_changed(void *_Nonnull model, unsigned int position, unsigned int removed,
                                      unsigned int added);

// Tells GTK that the selection of `n` rows from `position` may have changed:
// `gtk_selection_model_selection_changed`.
void focusui_list_model_selection_changed(void *_Nonnull model, unsigned int position, unsigned int n);

// Drops the callbacks (the view layer is going away): the model then has no rows.
void focusui_list_model_detach(void *_Nonnull model);

// The key of a row item the model made (a `FocusUIListRow`), as `item_key` gave it.
uint64_t focusui_list_row_get_key(void *_Nonnull row);

// MARK: - Focus holder

// How keyboard focus enters a list, answered by the view layer.
typedef struct {
    // `focus` when focus is not inside the list yet (Tab, Shift+Tab or an arrow from outside;
    // `direction` is a GtkDirectionType): focus the row focus should land on and return 1, or
    // 0 to be passed over.
    int (*_Nonnull focus_in)(void *_Nullable user_data, int direction);
    // `grab_focus` on the holder (a program focusing the list): focus that row, return 1 if it
    // did.
    int (*_Nonnull grab_focus)(void *_Nullable user_data);
} FocusUIFocusHolderCallbacks;

// A widget (a GtkWidget, floating) holding `child` (a scrolled window with a list) that is one
// Tab stop: Tab and Shift+Tab from inside it leave it (its `focus` returns FALSE), arrows move
// inside it as the child handles them, and focus entering it, or a grab on it, goes where
// `callbacks` say. `destroy` releases `user_data` when the holder is detached or disposed.
void *_Nonnull focusui_focus_holder_new(void *_Nonnull child, const FocusUIFocusHolderCallbacks *_Nonnull callbacks,
                                        void *_Nullable user_data, void (*_Nullable destroy)(void *_Nullable));

// Drops the callbacks (the view layer is going away): focus then passes by.
void focusui_focus_holder_detach(void *_Nonnull holder);

// With `moves_tab_inside` (a lazy stack's or grid's cells, whose controls are each a Tab stop),
// Tab and Shift+Tab from inside move as the child moves them (GTK's `gtk_list_base_focus`: on
// through the cell's controls, then the next cell's) instead of leaving.
void focusui_focus_holder_set_moves_tab_inside(void *_Nonnull holder, int moves_tab_inside);

// MARK: - Cell box

// A box (a GtkBox, floating) for a lazy stack's or grid's cell, along `orientation` (a
// GtkOrientation), whose `grab_focus` keeps focus on the widget inside it that has focus, else
// focuses its first control. GTK moves focus off a widget its list view scrolls out of view
// (`gtk_widget_set_child_visible`, then `maybe_unset_focus_and_default` grabs the nearest
// ancestor): the list view grabs its focused item, and the item grabs its child, this box. A
// GtkBox would refuse (it grabs only itself), and the list view would take focus. With
// `refuses_grab_while_focus_in_list`, a grab is refused while focus is in another cell of the
// same list (GtkQuirk staleFocusMoveGrabsAnAncestor).
void *_Nonnull focusui_cell_box_new(int orientation, int refuses_grab_while_focus_in_list);

// Focuses the first control in the cell box (its last, with `backward`), mapped or not: a cell
// GTK has just made for a scroll is mapped only at the next frame, and `gtk_widget_child_focus`
// passes over unmapped widgets. Returns 1 if a control took focus.
int focusui_cell_box_focus_first(void *_Nonnull box, int backward);

// Moves focus from the control in the cell box that has it to the next one (the one before,
// with `backward`), in tree order, mapped or not. Returns 1 if one took focus, 0 when focus is
// not in the box or there is none after (before) it.
int focusui_cell_box_focus_next(void *_Nonnull box, int backward);

// The GtkListView inside a GtkColumnView, which holds its rows (GTK has no public getter:
// `gtk_column_view_get_list_view` is private), or NULL.
void *_Nullable focusui_table_list_view(void *_Nonnull column_view);

// A sorter (a GtkCustomSorter, owned by the caller) for the column at index `column` of a
// table, to set on its GtkColumnViewColumn: it makes the column's header clickable and shows
// the sort arrow. It sorts nothing itself (the app sorts its data); it tells
// `focusui_table_sort_probe` which column the column view's sorter asks first.
void *_Nonnull focusui_table_sorter_new(unsigned int column);

// Which column a GtkColumnView's sorter (`gtk_column_view_get_sorter`, whose columns have
// sorters from `focusui_table_sorter_new`) sorts by first, and whether descending, read without
// a getter (GtkQuirk columnViewSorterHasNoGetter): two items are compared and the first column's
// sorter records its index. Returns 0 when it sorts by none.
int focusui_table_sort_probe(void *_Nonnull view_sorter, unsigned int *_Nonnull column, int *_Nonnull reversed);

#endif
