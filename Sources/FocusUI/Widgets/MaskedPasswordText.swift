import CGtk
import FocusKitGTK

/// Keeps a `SecureField`'s password away from GTK's accessibility bridge.
///
/// `GtkQuirk.passwordTextSentOverTheBus`: GTK's AT-SPI bridge (`gtk/a11y/gtkatspitext.c`) sends every character typed into a
/// `GtkPasswordEntry` on the accessibility bus: it connects to the inner `GtkText`'s
/// `insert-text` (after the insertion) and sends the inserted text in an
/// `object:text-changed:insert` event, sends `gtk_editable_get_chars` of a deleted range in
/// `object:text-changed:delete`, and answers the Text interface's `GetText` with
/// `gtk_editable_get_text`. A screen reader such as Orca echoes the inserted characters aloud,
/// and any client of the bus can read them. GTK has no switch for this.
///
/// So the entry never holds the password. Its `GtkText` holds one invisible character per
/// password character, which is all it displays anyway, and the password itself lives in a
/// separate `GtkPasswordEntryBuffer` (GTK's non-pageable memory) that no widget and no
/// accessible object refers to:
/// - `insert-text` is intercepted before the insertion: the real characters go into the secret
///   buffer at the same offset, the emission is stopped, and as many invisible characters are
///   inserted instead. The bridge sees only those (Orca says "bullet" for each key).
/// - `delete-text` removes the same range from the secret buffer; the bridge reads the deleted
///   range from the entry, which holds invisible characters only.
/// - The program's own writes (``replace(with:)``) set both.
///
/// Offsets match one to one, so the caret, selections, Backspace, Delete, word moves and paste
/// behave as in a plain password entry. Copy and cut are refused by `GtkText` for invisible
/// text, and undo is off for it, so neither can bring the invisible characters back as text.
/// The entry has no peek icon: revealing would show invisible characters.
@MainActor
final class MaskedPasswordText {
    /// The password: a `GtkPasswordEntryBuffer` owned by this object alone.
    private let secret: UnsafeMutablePointer<GtkEntryBuffer>
    /// The entry's inner `GtkText` (its editable delegate), where GTK inserts typed text.
    private let text: UnsafeMutablePointer<GtkText>
    /// The character shown (and reported) for each password character.
    private let mask: String
    /// Set while this object inserts invisible characters or writes both buffers itself.
    private var isEditingDisplay = false

    /// Takes over the text of `entry`, a `GtkPasswordEntry`, connecting its handlers in
    /// `signals` (which the widget's owner disconnects on teardown).
    init(entry: UnsafeMutablePointer<GtkWidget>, signals: SignalBag) {
        let editable = focuskit_as_editable(UnsafeMutableRawPointer(entry))
        // GtkPasswordEntry always delegates to a GtkText it creates in its init.
        text = focuskit_as_text(UnsafeMutableRawPointer(gtk_editable_get_delegate(editable)!))
        secret = gtk_password_entry_buffer_new()
        let character = gtk_text_get_invisible_char(text)
        mask = String(Unicode.Scalar(character).map(Character.init) ?? "•")
        signals.add(
            SignalConnection.connectInsertText(text) { [unowned self] _, bytes, length, position in
                self.textWillInsert(bytes, length: length, at: position)
            })
        signals.add(
            SignalConnection.connectDeleteText(text) { [unowned self] _, start, end in
                self.textWillDelete(from: start, to: end)
            })
    }

    isolated deinit {
        // Wipes the secret (GtkPasswordEntryBuffer clears its memory when freed).
        g_object_unref(UnsafeMutableRawPointer(secret))
    }

    /// The password as a C string, valid during `body` only.
    func withPassword<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        body(gtk_entry_buffer_get_text(secret))
    }

    /// Replaces the password (the program's own write, e.g. clearing it after a failed
    /// sign-in). The entry shows as many invisible characters; the bridge sees only those.
    func replace(with password: String) {
        isEditingDisplay = true
        defer { isEditingDisplay = false }
        gtk_entry_buffer_set_text(secret, password, -1)
        let count = Int(gtk_entry_buffer_get_length(secret))
        gtk_editable_set_text(
            focuskit_as_editable(UnsafeMutableRawPointer(text)), String(repeating: mask, count: count))
    }

    /// `insert-text` before GTK inserts: keep the characters, insert invisible ones instead.
    private func textWillInsert(
        _ bytes: UnsafePointer<CChar>, length: Int32, at position: UnsafeMutablePointer<Int32>
    ) {
        guard !isEditingDisplay else { return }
        let count = Int32(g_utf8_strlen(bytes, Int(length)))
        guard count > 0 else { return }
        let start = position.pointee
        // The secret first, so that the entry's "changed" (emitted by the insertion below)
        // already reads the new password.
        gtk_entry_buffer_insert_text(secret, UInt32(start), bytes, count)
        isEditingDisplay = true
        gtk_editable_insert_text(
            focuskit_as_editable(UnsafeMutableRawPointer(text)),
            String(repeating: mask, count: Int(count)), -1, position)
        isEditingDisplay = false
        // GTK inserts fewer characters only at the entry's maximum length.
        let inserted = position.pointee - start
        if inserted < count {
            gtk_entry_buffer_delete_text(secret, UInt32(start + inserted), count - inserted)
        }
        // The real characters never reach GtkText's insertion or the bridge's handler after it.
        g_signal_stop_emission_by_name(UnsafeMutableRawPointer(text), "insert-text")
    }

    /// `delete-text` before GTK deletes: remove the same range of the password.
    private func textWillDelete(from start: Int32, to end: Int32) {
        guard !isEditingDisplay else { return }
        let length = Int32(gtk_entry_buffer_get_length(secret))
        let from = max(0, min(start, length))
        let to = end < 0 ? length : min(end, length)
        guard to > from else { return }
        gtk_entry_buffer_delete_text(secret, UInt32(from), to - from)
    }
}
