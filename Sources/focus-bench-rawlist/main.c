// focus-bench-rawlist: the raw GTK 4 baseline of focus-bench's list figures (figure 10,
// BENCHMARKS.md). A plain C program, no FocusKit and no Swift: a GtkListView over a lazy
// GListModel of N rows (one id per row, an item object made when GTK asks and kept while GTK
// holds it, as GTK's documentation recommends for long lists), a GtkSingleSelection, a
// GtkSignalListItemFactory whose rows are GtkLabels "Row <id>", in a scrolled window in a
// 400x600 window; the same look as FocusUI's default list (`rich-list`, separators).
//
//   focus-bench-rawlist --rows N --mode MODE --start USEC --out FILE [--moves M] [--reps R]
//                       [--window gtk|adwaita] [--frame-css FILE]
//
// WINDOW: gtk (the default) is a GtkApplicationWindow holding only the list (on X11 the window
// manager draws its title bar); adwaita is the window FocusUI's list is in: libadwaita loaded,
// an AdwApplicationWindow drawing its own frame, an AdwHeaderBar above the list. FILE: a style
// sheet added at the theme's priority + 1, as FocusUI adds its window frame's
// (GtkWindowFrameStyleSheet) where GTK shades inset shadows over the whole window.
//
// MODE: first-frame (write first_frame_ms at the second painted frame and exit), downs (focus
// row 0, send M Down keys with xdotool, write per_move_us from the first to the last focus
// change), far-write (focus row 0 then row N-1 by program, R times; write far_write_ms, the
// median time to the frame that shows it focused), insert (insert a row at the top, R times;
// write insert_ms, the median time to the next painted frame). START is the parent's
// g_get_monotonic_time() just before it started this program.

#include <adwaita.h>
#include <gtk/gtk.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>

extern char **environ;

// MARK: - The lazy model

#define RAW_TYPE_ROW (raw_row_get_type())
G_DECLARE_FINAL_TYPE(RawRow, raw_row, RAW, ROW, GObject)
struct _RawRow {
    GObject parent_instance;
    guint id;
};
G_DEFINE_FINAL_TYPE(RawRow, raw_row, G_TYPE_OBJECT)
static void raw_row_class_init(RawRowClass *klass) {}
static void raw_row_init(RawRow *self) {}

#define RAW_TYPE_MODEL (raw_model_get_type())
G_DECLARE_FINAL_TYPE(RawModel, raw_model, RAW, MODEL, GObject)
struct _RawModel {
    GObject parent_instance;
    guint *ids;
    guint n;
    guint capacity;
    guint next_id;
    GHashTable *alive; // id -> RawRow*, weak
};
static void raw_model_iface_init(GListModelInterface *iface);
G_DEFINE_FINAL_TYPE_WITH_CODE(RawModel, raw_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, raw_model_iface_init))

static void raw_row_gone(gpointer data, GObject *object) {
    RawModel *self = data;
    g_hash_table_remove(self->alive, GUINT_TO_POINTER(((RawRow *)object)->id));
}

static GType raw_model_get_item_type(GListModel *list) { return RAW_TYPE_ROW; }
static guint raw_model_get_n_items(GListModel *list) { return RAW_MODEL(list)->n; }
static gpointer raw_model_get_item(GListModel *list, guint position) {
    RawModel *self = RAW_MODEL(list);
    if (position >= self->n) return NULL;
    guint id = self->ids[position];
    RawRow *row = g_hash_table_lookup(self->alive, GUINT_TO_POINTER(id));
    if (row) return g_object_ref(row);
    row = g_object_new(RAW_TYPE_ROW, NULL);
    row->id = id;
    g_hash_table_insert(self->alive, GUINT_TO_POINTER(id), row);
    g_object_weak_ref(G_OBJECT(row), raw_row_gone, self);
    return row;
}
static void raw_model_iface_init(GListModelInterface *iface) {
    iface->get_item_type = raw_model_get_item_type;
    iface->get_n_items = raw_model_get_n_items;
    iface->get_item = raw_model_get_item;
}
static void raw_model_class_init(RawModelClass *klass) {}
static void raw_model_init(RawModel *self) { self->alive = g_hash_table_new(g_direct_hash, g_direct_equal); }

static RawModel *raw_model_new(guint n) {
    RawModel *self = g_object_new(RAW_TYPE_MODEL, NULL);
    self->capacity = n + 64;
    self->ids = g_new(guint, self->capacity);
    for (guint i = 0; i < n; i++) self->ids[i] = i;
    self->n = n;
    self->next_id = n;
    return self;
}

static void raw_model_insert_top(RawModel *self) {
    if (self->n == self->capacity) {
        self->capacity *= 2;
        self->ids = g_renew(guint, self->ids, self->capacity);
    }
    memmove(self->ids + 1, self->ids, sizeof(guint) * self->n);
    self->ids[0] = self->next_id++;
    self->n++;
    g_list_model_items_changed(G_LIST_MODEL(self), 0, 0, 1);
}

// MARK: - The program

static const char *mode = "first-frame";
static guint rows = 100;
static gint64 start_time;
static const char *out_path;
static guint moves = 10000;
static guint reps = 5;
static gboolean adwaita_window = FALSE;
static const char *frame_css;
static GtkWidget *window;
static GtkWidget *list;
static RawModel *model;
static guint paints;
static GArray *samples;

static void write_result(const char *key, double value) {
    FILE *file = fopen(out_path, "a");
    if (!file) return;
    fprintf(file, "%s %.6f\n", key, value);
    fclose(file);
}

// The process's peak resident set (VmHWM, kilobytes) since its exec. wait4's ru_maxrss would
// also count the parent's memory, shared until the exec of posix_spawn, when the parent is larger.
static double peak_kilobytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    if (!status) return -1;
    char line[256];
    double peak = -1;
    while (fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmHWM:", 6) == 0) peak = atof(line + 6);
    }
    fclose(status);
    return peak;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(GArray *values) {
    qsort(values->data, values->len, sizeof(double), compare_doubles);
    return g_array_index(values, double, values->len / 2);
}

static void quit(void) { exit(0); }

static void setup_cb(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void bind_cb(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    char text[32];
    g_snprintf(text, sizeof text, "Row %u", RAW_ROW(gtk_list_item_get_item(item))->id);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), text);
}

// The row widget (a direct child of the list view) showing `position`, if realized.
static GtkWidget *row_widget(guint position) {
    for (GtkWidget *child = gtk_widget_get_first_child(list); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *label = gtk_widget_get_first_child(child);
        if (!label) continue;
        char text[32];
        g_snprintf(text, sizeof text, "Row %u", model->ids[position]);
        if (strcmp(gtk_label_get_text(GTK_LABEL(label)), text) == 0) return child;
    }
    return NULL;
}

// What a raw GTK program does to focus a row far away: scroll to it (which makes its
// widget), then grab focus on it.
static gboolean focus_row(guint position) {
    gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(position));
    GtkWidget *row = row_widget(position);
    return row && gtk_widget_grab_focus(row);
}

// MARK: downs

static guint focus_changes;
static gint64 first_change;
static GPid xdotool_pid;

static void focus_changed_cb(GObject *object, GParamSpec *pspec, gpointer data) {
    focus_changes++;
    gint64 now = g_get_monotonic_time();
    if (focus_changes == 1) first_change = now;
    if (focus_changes == moves) {
        write_result("per_move_us", (double)(now - first_change) / (moves - 1));
        if (xdotool_pid > 0) kill(xdotool_pid, SIGTERM);
        quit();
    }
}

static void start_downs(void) {
    focus_row(0);
    g_signal_connect(window, "notify::focus-widget", G_CALLBACK(focus_changed_cb), NULL);
    char count[16];
    g_snprintf(count, sizeof count, "%u", moves);
    char *argv[] = {"xdotool", "key", "--delay", "0", "--repeat", count, "Down", NULL};
    pid_t pid;
    if (posix_spawnp(&pid, "xdotool", NULL, NULL, argv, environ) == 0) xdotool_pid = pid;
}

// MARK: far-write and insert

static gint64 action_time;
static guint round_index;
static gboolean waiting_for_frame;

static void next_round(void);

static gboolean next_round_idle(gpointer data) {
    next_round();
    return G_SOURCE_REMOVE;
}

static void next_round(void) {
    if (round_index >= reps * 2) {
        write_result(strcmp(mode, "insert") == 0 ? "insert_ms" : "far_write_ms", median(samples));
        quit();
    }
    gboolean measured = round_index % 2 == 1;
    round_index++;
    if (strcmp(mode, "insert") == 0) {
        if (!measured) {
            // Settle between inserts.
            g_timeout_add(100, next_round_idle, NULL);
            return;
        }
        action_time = g_get_monotonic_time();
        raw_model_insert_top(model);
    } else {
        // Even rounds: back to row 0 (not measured); odd rounds: to the last row.
        action_time = g_get_monotonic_time();
        focus_row(measured ? model->n - 1 : 0);
    }
    waiting_for_frame = measured;
    if (!measured) g_timeout_add(100, next_round_idle, NULL);
}

static void after_paint_cb(GdkFrameClock *clock, gpointer data) {
    paints++;
    if (paints < 2) {
        gtk_widget_queue_draw(window);
        return;
    }
    if (paints == 2) {
        write_result("first_frame_ms", (double)(g_get_monotonic_time() - start_time) / 1000.0);
        double peak = peak_kilobytes();
        if (peak >= 0) write_result("peak_kb", peak);
        if (strcmp(mode, "first-frame") == 0) quit();
        if (strcmp(mode, "downs") == 0) start_downs();
        else g_timeout_add(300, next_round_idle, NULL);
        return;
    }
    if (waiting_for_frame) {
        waiting_for_frame = FALSE;
        double elapsed = (double)(g_get_monotonic_time() - action_time) / 1000.0;
        g_array_append_val(samples, elapsed);
        g_timeout_add(100, next_round_idle, NULL);
    }
}

static void map_cb(GtkWidget *widget, gpointer data) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint_cb), NULL);
}

static void activate_cb(GtkApplication *app, gpointer data) {
    if (adwaita_window) adw_init();
    if (frame_css) {
        GtkCssProvider *provider = gtk_css_provider_new();
        gtk_css_provider_load_from_path(provider, frame_css);
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                                   GTK_STYLE_PROVIDER_PRIORITY_THEME + 1);
        g_object_unref(provider);
    }
    window = adwaita_window ? adw_application_window_new(app) : gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Rows");
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    model = raw_model_new(rows);
    GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(model));
    gtk_single_selection_set_autoselect(selection, FALSE);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_cb), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_cb), NULL);
    list = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    gtk_widget_add_css_class(list, "rich-list");
    gtk_list_view_set_show_separators(GTK_LIST_VIEW(list), TRUE);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_vexpand(scrolled, TRUE);
    if (adwaita_window) {
        GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        gtk_box_append(GTK_BOX(content), adw_header_bar_new());
        gtk_box_append(GTK_BOX(content), scrolled);
        adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);
    } else {
        gtk_window_set_child(GTK_WINDOW(window), scrolled);
    }
    g_signal_connect(window, "map", G_CALLBACK(map_cb), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--rows") == 0) rows = (guint)strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--mode") == 0) mode = argv[i + 1];
        else if (strcmp(argv[i], "--start") == 0) start_time = g_ascii_strtoll(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--out") == 0) out_path = argv[i + 1];
        else if (strcmp(argv[i], "--moves") == 0) moves = (guint)strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--reps") == 0) reps = (guint)strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--window") == 0) {
            if (strcmp(argv[i + 1], "adwaita") != 0 && strcmp(argv[i + 1], "gtk") != 0) {
                fprintf(stderr, "focus-bench-rawlist: --window takes gtk or adwaita, not %s\n", argv[i + 1]);
                return 2;
            }
            adwaita_window = strcmp(argv[i + 1], "adwaita") == 0;
        } else if (strcmp(argv[i], "--frame-css") == 0) frame_css = argv[i + 1];
    }
    if (!out_path) return 2;
    samples = g_array_new(FALSE, FALSE, sizeof(double));
    GtkApplication *app = gtk_application_new("org.focuskit.BenchRawList", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate_cb), NULL);
    char *args[] = {argv[0], NULL};
    return g_application_run(G_APPLICATION(app), 1, args);
}
