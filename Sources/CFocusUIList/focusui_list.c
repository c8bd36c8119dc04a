#include "focusui_list.h"

#include <gtk/gtk.h>

#define FOCUSUI_TYPE_LIST_ROW (focusui_list_row_get_type())
G_DECLARE_FINAL_TYPE(FocusUIListRow, focusui_list_row, FOCUSUI, LIST_ROW, GObject)
#define FOCUSUI_TYPE_LIST_MODEL (focusui_list_model_get_type())
G_DECLARE_FINAL_TYPE(FocusUIListModel, focusui_list_model, FOCUSUI, LIST_MODEL, GObject)
#define FOCUSUI_TYPE_FOCUS_HOLDER (focusui_focus_holder_get_type())
G_DECLARE_FINAL_TYPE(FocusUIFocusHolder, focusui_focus_holder, FOCUSUI, FOCUS_HOLDER, GtkWidget)
#define FOCUSUI_TYPE_CELL_BOX (focusui_cell_box_get_type())
G_DECLARE_FINAL_TYPE(FocusUICellBox, focusui_cell_box, FOCUSUI, CELL_BOX, GtkBox)

// MARK: - Rows

struct _FocusUIListRow {
    GObject parent_instance;
    guint64 key;
};

G_DEFINE_FINAL_TYPE(FocusUIListRow, focusui_list_row, G_TYPE_OBJECT)

static void focusui_list_row_class_init(FocusUIListRowClass *klass) {}
static void focusui_list_row_init(FocusUIListRow *self) {}

uint64_t focusui_list_row_get_key(void *row) { return FOCUSUI_LIST_ROW(row)->key; }

// MARK: - Model

struct _FocusUIListModel {
    GObject parent_instance;
    FocusUIListModelCallbacks callbacks;
    gboolean attached;
    void *user_data;
    void (*destroy)(void *);
    // How many rows GTK knows of (the count it read when it took the model, then each
    // items-changed), so that the model can tell GTK they went when the view layer is gone and
    // can no longer answer.
    guint n_items;
    // key (guint64*) -> FocusUIListRow*, not referenced: an entry is removed when its row is
    // finalized (weak reference), so the table holds exactly the rows GTK holds.
    GHashTable *rows;
};

static void focusui_list_model_list_init(GListModelInterface *iface);
static void focusui_list_model_selection_init(GtkSelectionModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(FocusUIListModel, focusui_list_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, focusui_list_model_list_init)
                                  G_IMPLEMENT_INTERFACE(GTK_TYPE_SELECTION_MODEL,
                                                        focusui_list_model_selection_init))

// A row object was finalized: forget it and tell the view layer its key is free. `data` is the
// model, kept alive by the row's weak reference being removed before the model goes (see
// dispose).
static void focusui_list_model_row_finalized(gpointer data, GObject *where_the_object_was) {
    FocusUIListModel *self = data;
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, self->rows);
    while (g_hash_table_iter_next(&iter, &key, &value)) {
        if (value == (gpointer)where_the_object_was) {
            guint64 row_key = *(guint64 *)key;
            g_hash_table_iter_remove(&iter);
            if (self->attached) self->callbacks.item_released(self->user_data, row_key);
            return;
        }
    }
}

static GType focusui_list_model_get_item_type(GListModel *list) { return FOCUSUI_TYPE_LIST_ROW; }

static guint focusui_list_model_get_n_items(GListModel *list) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(list);
    return self->attached ? self->callbacks.n_items(self->user_data) : 0;
}

static gpointer focusui_list_model_get_item(GListModel *list, guint position) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(list);
    if (!self->attached || position >= self->callbacks.n_items(self->user_data)) return NULL;
    guint64 key = self->callbacks.item_key(self->user_data, position);
    FocusUIListRow *row = g_hash_table_lookup(self->rows, &key);
    if (row != NULL) return g_object_ref(row);
    row = g_object_new(FOCUSUI_TYPE_LIST_ROW, NULL);
    row->key = key;
    g_hash_table_insert(self->rows, g_memdup2(&key, sizeof key), row);
    g_object_weak_ref(G_OBJECT(row), focusui_list_model_row_finalized, self);
    return row;
}

static void focusui_list_model_list_init(GListModelInterface *iface) {
    iface->get_item_type = focusui_list_model_get_item_type;
    iface->get_n_items = focusui_list_model_get_n_items;
    iface->get_item = focusui_list_model_get_item;
}

static gboolean focusui_list_model_is_selected(GtkSelectionModel *model, guint position) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    return self->attached && self->callbacks.is_selected(self->user_data, position) != 0;
}

static gboolean focusui_list_model_select_item(GtkSelectionModel *model, guint position,
                                               gboolean unselect_rest) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    return self->attached && self->callbacks.select_range(self->user_data, position, 1, unselect_rest) != 0;
}

static gboolean focusui_list_model_unselect_item(GtkSelectionModel *model, guint position) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    return self->attached && self->callbacks.unselect_range(self->user_data, position, 1) != 0;
}

static gboolean focusui_list_model_select_range(GtkSelectionModel *model, guint position, guint n,
                                                gboolean unselect_rest) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    return self->attached && self->callbacks.select_range(self->user_data, position, n, unselect_rest) != 0;
}

static gboolean focusui_list_model_unselect_range(GtkSelectionModel *model, guint position, guint n) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    return self->attached && self->callbacks.unselect_range(self->user_data, position, n) != 0;
}

static gboolean focusui_list_model_select_all(GtkSelectionModel *model) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    return self->attached && self->callbacks.select_all(self->user_data) != 0;
}

static gboolean focusui_list_model_unselect_all(GtkSelectionModel *model) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    return self->attached && self->callbacks.unselect_all(self->user_data) != 0;
}

static void focusui_list_model_selection_init(GtkSelectionModelInterface *iface) {
    iface->is_selected = focusui_list_model_is_selected;
    iface->select_item = focusui_list_model_select_item;
    iface->unselect_item = focusui_list_model_unselect_item;
    iface->select_range = focusui_list_model_select_range;
    iface->unselect_range = focusui_list_model_unselect_range;
    iface->select_all = focusui_list_model_select_all;
    iface->unselect_all = focusui_list_model_unselect_all;
}

void focusui_list_model_detach(void *model) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    if (!self->attached) return;
    // GTK must learn that the rows went before the model stops answering for them.
    guint n_items = self->n_items;
    self->attached = FALSE;
    self->n_items = 0;
    if (n_items > 0) g_list_model_items_changed(G_LIST_MODEL(self), 0, n_items, 0);
    if (self->destroy) self->destroy(self->user_data);
    self->destroy = NULL;
    self->user_data = NULL;
}

static void focusui_list_model_dispose(GObject *object) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(object);
    // Rows that outlive the model must not call back into it.
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, self->rows);
    while (g_hash_table_iter_next(&iter, &key, &value)) {
        g_object_weak_unref(G_OBJECT(value), focusui_list_model_row_finalized, self);
        g_hash_table_iter_remove(&iter);
    }
    focusui_list_model_detach(self);
    G_OBJECT_CLASS(focusui_list_model_parent_class)->dispose(object);
}

static void focusui_list_model_finalize(GObject *object) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(object);
    g_hash_table_unref(self->rows);
    G_OBJECT_CLASS(focusui_list_model_parent_class)->finalize(object);
}

static void focusui_list_model_class_init(FocusUIListModelClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = focusui_list_model_dispose;
    G_OBJECT_CLASS(klass)->finalize = focusui_list_model_finalize;
}

static void focusui_list_model_init(FocusUIListModel *self) {
    self->rows = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, NULL);
}

void *focusui_list_model_new(const FocusUIListModelCallbacks *callbacks, void *user_data, void (*destroy)(void *)) {
    FocusUIListModel *self = g_object_new(FOCUSUI_TYPE_LIST_MODEL, NULL);
    self->callbacks = *callbacks;
    self->user_data = user_data;
    self->destroy = destroy;
    self->attached = TRUE;
    return self;
}

void focusui_list_model_set_announced_count(void *model, unsigned int n) { FOCUSUI_LIST_MODEL(model)->n_items = n; }

void focusui_list_model_items_changed(void *model, unsigned int position, unsigned int removed,
                                      unsigned int added) {
    FocusUIListModel *self = FOCUSUI_LIST_MODEL(model);
    self->n_items = self->n_items + added - MIN(removed, self->n_items);
    g_list_model_items_changed(G_LIST_MODEL(model), position, removed, added);
}

void focusui_list_model_selection_changed(void *model, unsigned int position, unsigned int n) {
    if (n > 0) gtk_selection_model_selection_changed(GTK_SELECTION_MODEL(model), position, n);
}

// MARK: - Focus holder

struct _FocusUIFocusHolder {
    GtkWidget parent_instance;
    FocusUIFocusHolderCallbacks callbacks;
    gboolean attached;
    gboolean moves_tab_inside;
    void *user_data;
    void (*destroy)(void *);
};

G_DEFINE_FINAL_TYPE(FocusUIFocusHolder, focusui_focus_holder, GTK_TYPE_WIDGET)

static gboolean focusui_focus_holder_focus(GtkWidget *widget, GtkDirectionType direction) {
    FocusUIFocusHolder *self = FOCUSUI_FOCUS_HOLDER(widget);
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child == NULL) return FALSE;
    if (gtk_widget_get_focus_child(widget) != NULL) {
        // Focus is inside: Tab and Shift+Tab leave (one Tab stop); the rest moves inside as the
        // list moves it.
        if (!self->moves_tab_inside && (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD))
            return FALSE;
        return gtk_widget_child_focus(child, direction);
    }
    if (!self->attached) return FALSE;
    return self->callbacks.focus_in(self->user_data, (int)direction) != 0;
}

static gboolean focusui_focus_holder_grab_focus(GtkWidget *widget) {
    FocusUIFocusHolder *self = FOCUSUI_FOCUS_HOLDER(widget);
    if (!self->attached) return FALSE;
    return self->callbacks.grab_focus(self->user_data) != 0;
}

void focusui_focus_holder_set_moves_tab_inside(void *holder, int moves_tab_inside) {
    FOCUSUI_FOCUS_HOLDER(holder)->moves_tab_inside = moves_tab_inside != 0;
}

void focusui_focus_holder_detach(void *holder) {
    FocusUIFocusHolder *self = FOCUSUI_FOCUS_HOLDER(holder);
    if (!self->attached) return;
    self->attached = FALSE;
    if (self->destroy) self->destroy(self->user_data);
    self->destroy = NULL;
    self->user_data = NULL;
}

static void focusui_focus_holder_dispose(GObject *object) {
    FocusUIFocusHolder *self = FOCUSUI_FOCUS_HOLDER(object);
    focusui_focus_holder_detach(self);
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))) != NULL) gtk_widget_unparent(child);
    G_OBJECT_CLASS(focusui_focus_holder_parent_class)->dispose(object);
}

// Expands as its child does (GTK's containers aggregate their children's expand flags; a
// plain GtkWidget subclass reports none).
static void focusui_focus_holder_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    *hexpand = child && gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = child && gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL);
}

static GtkSizeRequestMode focusui_focus_holder_get_request_mode(GtkWidget *widget) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    return child ? gtk_widget_get_request_mode(child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void focusui_focus_holder_class_init(FocusUIFocusHolderClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->compute_expand = focusui_focus_holder_compute_expand;
    widget_class->get_request_mode = focusui_focus_holder_get_request_mode;
    G_OBJECT_CLASS(klass)->dispose = focusui_focus_holder_dispose;
    widget_class->focus = focusui_focus_holder_focus;
    widget_class->grab_focus = focusui_focus_holder_grab_focus;
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "focusui-list-holder");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void focusui_focus_holder_init(FocusUIFocusHolder *self) {}

void *focusui_focus_holder_new(void *child, const FocusUIFocusHolderCallbacks *callbacks, void *user_data,
                               void (*destroy)(void *)) {
    FocusUIFocusHolder *self = g_object_new(FOCUSUI_TYPE_FOCUS_HOLDER, NULL);
    self->callbacks = *callbacks;
    self->user_data = user_data;
    self->destroy = destroy;
    self->attached = TRUE;
    gtk_widget_set_parent(GTK_WIDGET(child), GTK_WIDGET(self));
    return self;
}

// MARK: - Cell box

struct _FocusUICellBox {
    GtkBox parent_instance;
    gboolean refuses_grab_while_focus_in_list;
};

G_DEFINE_FINAL_TYPE(FocusUICellBox, focusui_cell_box, GTK_TYPE_BOX)

// The first descendant of `widget` (the last, `backward`) that takes a grab, in tree order;
// mapped or not (a cell GTK has just made for a scroll is not mapped until the next frame, and
// `gtk_widget_child_focus` passes over unmapped widgets).
static gboolean focusui_grab_first_descendant(GtkWidget *widget, gboolean backward) {
    for (GtkWidget *child = backward ? gtk_widget_get_last_child(widget) : gtk_widget_get_first_child(widget);
         child != NULL; child = backward ? gtk_widget_get_prev_sibling(child) : gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_get_visible(child) || !gtk_widget_is_sensitive(child)) continue;
        if (gtk_widget_get_focusable(child) && gtk_widget_grab_focus(child)) return TRUE;
        if (focusui_grab_first_descendant(child, backward)) return TRUE;
    }
    return FALSE;
}

// A grab keeps focus on the widget inside that has it, else takes the first control (a GtkBox
// grabs only itself, and is not focusable). With `refuses_grab_while_focus_in_list` (GtkQuirk
// staleFocusMoveGrabsAnAncestor) it is refused while focus is in another cell of the same list:
// GTK grabs a cell then only for its cursor keys (`list.move-cursor`), or for the parent of a
// widget hidden while it had focus, after the frame, even when focus has moved on since
// (`maybe_unset_focus_and_default`: a cell left with Tab would take focus back).
static gboolean focusui_cell_box_grab_focus(GtkWidget *widget) {
    GtkRoot *root = gtk_widget_get_root(widget);
    GtkWidget *focus = root != NULL ? gtk_root_get_focus(root) : NULL;
    GtkWidget *item = gtk_widget_get_parent(widget);
    GtkWidget *list = item != NULL ? gtk_widget_get_parent(item) : NULL;
    if (FOCUSUI_CELL_BOX(widget)->refuses_grab_while_focus_in_list && focus != NULL && list != NULL &&
        focus != widget && !gtk_widget_is_ancestor(focus, widget) && gtk_widget_is_ancestor(focus, list))
        return FALSE;
    GtkWidget *inner = widget;
    while (gtk_widget_get_focus_child(inner) != NULL) inner = gtk_widget_get_focus_child(inner);
    if (inner != widget && gtk_widget_grab_focus(inner)) return TRUE;
    return focusui_grab_first_descendant(widget, FALSE);
}

// The focusable, visible and sensitive descendants of `widget`, in tree order.
static void focusui_collect_focusable(GtkWidget *widget, GPtrArray *into) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_get_visible(child) || !gtk_widget_is_sensitive(child)) continue;
        if (gtk_widget_get_focusable(child)) g_ptr_array_add(into, child);
        focusui_collect_focusable(child, into);
    }
}

int focusui_cell_box_focus_next(void *box, int backward) {
    GtkWidget *widget = GTK_WIDGET(box);
    GtkRoot *root = gtk_widget_get_root(widget);
    GtkWidget *focus = root != NULL ? gtk_root_get_focus(root) : NULL;
    if (focus == NULL || !gtk_widget_is_ancestor(focus, widget)) return 0;
    GPtrArray *order = g_ptr_array_new();
    focusui_collect_focusable(widget, order);
    int result = 0;
    guint index;
    if (g_ptr_array_find(order, focus, &index)) {
        for (int i = (int)index + (backward ? -1 : 1); i >= 0 && i < (int)order->len; i += backward ? -1 : 1) {
            if (gtk_widget_grab_focus(g_ptr_array_index(order, i))) {
                result = 1;
                break;
            }
        }
    }
    g_ptr_array_unref(order);
    return result;
}

int focusui_cell_box_focus_first(void *box, int backward) {
    return focusui_grab_first_descendant(GTK_WIDGET(box), backward != 0);
}

static void focusui_cell_box_class_init(FocusUICellBoxClass *klass) {
    GTK_WIDGET_CLASS(klass)->grab_focus = focusui_cell_box_grab_focus;
}

static void focusui_cell_box_init(FocusUICellBox *self) {}

void *focusui_cell_box_new(int orientation, int refuses_grab_while_focus_in_list) {
    FocusUICellBox *box = g_object_new(FOCUSUI_TYPE_CELL_BOX, "orientation", (GtkOrientation)orientation, NULL);
    box->refuses_grab_while_focus_in_list = refuses_grab_while_focus_in_list != 0;
    return box;
}
