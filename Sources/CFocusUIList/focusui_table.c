#include "focusui_list.h"

#include <gtk/gtk.h>

void *focusui_table_list_view(void *column_view) {
    for (GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(column_view)); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_LIST_VIEW(child)) {
            return child;
        }
    }
    return NULL;
}

static GQuark focusui_table_probe_quark(void) {
    return g_quark_from_static_string("focusui-table-sort-probe");
}

static int focusui_table_sorter_compare(gconstpointer first, gconstpointer second, gpointer column) {
    (void)second;
    g_object_set_qdata(G_OBJECT(first), focusui_table_probe_quark(), column);
    return GTK_ORDERING_SMALLER;
}

void *focusui_table_sorter_new(unsigned int column) {
    return gtk_custom_sorter_new(focusui_table_sorter_compare, GUINT_TO_POINTER(column + 1), NULL);
}

int focusui_table_sort_probe(void *view_sorter, unsigned int *column, int *reversed) {
    GObject *first = g_object_new(G_TYPE_OBJECT, NULL);
    GObject *second = g_object_new(G_TYPE_OBJECT, NULL);
    GtkOrdering order = gtk_sorter_compare(GTK_SORTER(view_sorter), first, second);
    guint probed = GPOINTER_TO_UINT(g_object_get_qdata(first, focusui_table_probe_quark()));
    g_object_unref(first);
    g_object_unref(second);
    if (order == GTK_ORDERING_EQUAL || probed == 0) {
        return 0;
    }
    *column = probed - 1;
    *reversed = order == GTK_ORDERING_LARGER;
    return 1;
}
