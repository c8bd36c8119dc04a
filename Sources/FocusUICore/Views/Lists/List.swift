/// A keyboard-driven list of rows with a single selection, as SwiftUI's
/// `List(selection:content:)`.
///
/// ```swift
/// @State private var selection: Contact.ID?
/// @FocusState private var focusedContact: Contact.ID?
///
/// List(selection: $selection) {
///     ForEach(book.contacts) { contact in
///         Text(contact.name)
///             .focused($focusedContact, equals: contact.id)
///     }
/// }
/// ```
///
/// Each row of the `ForEach` (its outermost primitive, identified by the element's id or an
/// explicit `.tag(_:)`) takes focus, and focus and selection move together:
/// - **Focus in:** Tab stops at each row; a click on a row focuses it. The focused row becomes
///   the selection. `.focused(_:equals:)` on a row works as on a text field (contract rule 20).
/// - **Keys:** Up and Down move focus (and so the selection) to the previous and next row, Home
///   and End to the first and last, without wrapping; a row's own `.onKeyPress` sees keys
///   first.
/// - **Focus out:** leaving the list keeps the selection.
/// - **Write:** writing the selection does not move focus (as in SwiftUI); writing a row's
///   focus state does, and selects it.
///
/// Rows keep their identity across re-renders (their `ForEach` ids), so a row that moves keeps
/// focus and state. The selected row has the style class `focusui-selected`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue?>
    let content: Content
    @FocusState private var focusedRow: AnyHashable?

    /// A list whose focused row is written to `selection`.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The list's rows and its focus handling.
    public var body: some View {
        let selection = selection
        let selected = selection.wrappedValue.map { AnyHashable($0) }
        return ListRows(content: content, focus: $focusedRow, selected: selected)
            .onChange(of: focusedRow) { _, row in
                // The focused row is the selection; leaving the list keeps it.
                guard let row, let value = row.base as? SelectionValue, selection.wrappedValue != value else {
                    return
                }
                selection.wrappedValue = value
            }
    }
}
