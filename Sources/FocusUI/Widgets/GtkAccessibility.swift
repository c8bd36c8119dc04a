import CGtk
import FocusKitGTK
import FocusUICore

/// What a screen reader is told about widgets, through GTK's accessibility API. The variadic
/// `gtk_accessible_update_*` functions do not import into Swift; their `_value` forms with
/// `GValue`s initialised by GTK for the property's own type do.
@MainActor
enum GtkAccessibility {
    /// Sets the accessible name (`GTK_ACCESSIBLE_PROPERTY_LABEL`), so a screen reader announces
    /// a field by its title ("Username") instead of "GtkEntry".
    static func setLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        setString(GTK_ACCESSIBLE_PROPERTY_LABEL, label, on: widget)
    }

    /// Names a button GTK made with `gtk_button_set_icon_name` (libadwaita's search button):
    /// sets its accessible name and removes the labelled-by relation GTK gave it to its image,
    /// whose name is its type, which Orca said first ("GtkImage Search push button",
    /// `GtkQuirk.iconButtonLabelledByItsImage`).
    static func nameIconButton(_ button: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        setLabel(button, name)
        if GtkQuirk.iconButtonLabelledByItsImage.applies {
            gtk_accessible_reset_relation(
                OpaquePointer(UnsafeMutableRawPointer(button)), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        }
    }

    /// Removes the accessible name set with ``setLabel(_:_:)``: GTK names the widget again (a
    /// label by its text).
    static func resetLabel(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_accessible_reset_property(
            OpaquePointer(UnsafeMutableRawPointer(widget)), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }

    /// Sets the accessible description (`GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`), which a screen
    /// reader speaks after the name and role, and at once when it changes on the focused
    /// widget (Orca's `object:property-change:accessible-description`).
    ///
    /// Where `GtkQuirk.accessibleChangesSentAtFirstFocus` applies, a description set before
    /// the widget's AT context is realized would be sent as a change at its first focus, and
    /// spoken twice: GTK is made to send it now if the widget is mapped, else when it is.
    static func setDescription(_ widget: UnsafeMutablePointer<GtkWidget>, _ description: String) {
        setString(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, on: widget)
        g_object_set_data_full(widget.gObjectPointer, describedKey, g_strdup(description), g_free)
        if GtkQuirk.accessibleChangesSentAtFirstFocus.applies {
            focuskit_send_pending_accessible_changes(widget)
        }
    }

    /// Has a screen reader say `text` at once while `widget` has focus, where GTK sends no
    /// event for the change it describes (`GtkQuirk.rangeValueChangeNotOnTheBus`): the text is
    /// the widget's description for the moment, a change Orca speaks on the focused widget.
    /// ``restoreDescription(of:)`` gives back the description ``setDescription(_:_:)`` set.
    static func announceThroughDescription(_ widget: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        setString(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, on: widget)
    }

    /// Sets the description ``setDescription(_:_:)`` last set (none: empty) again, after
    /// ``announceThroughDescription(_:_:)``.
    static func restoreDescription(of widget: UnsafeMutablePointer<GtkWidget>) {
        let described = g_object_get_data(widget.gObjectPointer, describedKey)
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
        setString(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described ?? "", on: widget)
    }

    /// The object data holding the description ``setDescription(_:_:)`` set (a `g_strdup`'d
    /// string the widget frees with its data).
    private static let describedKey = "focusui-accessible-description"

    /// Sets a string-valued accessible property.
    /// Sets the accessible name of an accessible that is not a widget (a `GtkStackPage`).
    static func setLabel(ofAccessible accessible: UnsafeMutableRawPointer, _ label: String) {
        setString(GTK_ACCESSIBLE_PROPERTY_LABEL, label, on: accessible)
    }

    private static func setString(
        _ property: GtkAccessibleProperty, _ string: String, on widget: UnsafeMutablePointer<GtkWidget>
    ) {
        setString(property, string, on: UnsafeMutableRawPointer(widget))
    }

    private static func setString(
        _ property: GtkAccessibleProperty, _ string: String, on object: UnsafeMutableRawPointer
    ) {
        var value = GValue()
        gtk_accessible_property_init_value(property, &value)
        g_value_set_string(&value, string)
        var properties = [property]
        withUnsafeMutablePointer(to: &value) { pointer in
            gtk_accessible_update_property_value(OpaquePointer(object), 1, &properties, pointer)
        }
        g_value_unset(&value)
    }

    /// Marks a field invalid (`GTK_ACCESSIBLE_STATE_INVALID`) or valid, so a screen reader says
    /// which field an error message concerns: only where GTK reports it as AT-SPI's
    /// `INVALID_ENTRY` (``reportsInvalidEntry``).
    ///
    /// Where `GtkQuirk.invalidStateReportedAsDefunct` applies, GTK reports it as AT-SPI's `INVALID` state (`gtk/a11y/gtkatspicontext.c`), which
    /// means "this object is no longer valid": Orca 43 then takes the field for a dead object
    /// ("New locusOfFocus is zombie"), does not follow focus into it, and echoes every key
    /// typed there by the rules of the previous control, which speaks a password aloud.
    static func setInvalid(_ widget: UnsafeMutablePointer<GtkWidget>, _ invalid: Bool) {
        guard reportsInvalidEntry else { return }
        // GTK collects this state as a plain int (a "token"), not as its enum type.
        var value = GValue()
        g_value_init(&value, focuskit_type_int())
        let state = invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE
        g_value_set_int(&value, Int32(state.rawValue))
        var states = [GTK_ACCESSIBLE_STATE_INVALID]
        withUnsafeMutablePointer(to: &value) { pointer in
            gtk_accessible_update_state_value(accessible(widget), 1, &states, pointer)
        }
        g_value_unset(&value)
    }

    /// Says whether a disclosure control is open (`GTK_ACCESSIBLE_STATE_EXPANDED`): a screen
    /// reader says "expanded" or "collapsed" with it.
    static func setExpanded(_ widget: UnsafeMutablePointer<GtkWidget>, _ expanded: Bool) {
        setUndefinableState(GTK_ACCESSIBLE_STATE_EXPANDED, expanded, on: widget)
    }

    /// Hides `widget` from screen readers (`GTK_ACCESSIBLE_STATE_HIDDEN`), or shows it again: a
    /// decoration that repeats what another widget's name or description says, or a view with
    /// `.accessibilityHidden(true)`. AT-SPI leaves a hidden widget and all it holds out of the
    /// tree (`gtk_accessible_should_present`).
    static func setHidden(_ widget: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool = true) {
        setBooleanState(GTK_ACCESSIBLE_STATE_HIDDEN, hidden, on: widget)
    }

    /// Says the view is selected (`GTK_ACCESSIBLE_STATE_SELECTED`), from
    /// `.accessibilityAddTraits(.isSelected)`, or takes the state away: AT-SPI then reports it
    /// neither selected nor selectable, as a view that never had the trait.
    static func setSelected(_ widget: UnsafeMutablePointer<GtkWidget>, _ selected: Bool) {
        guard selected else {
            gtk_accessible_reset_state(accessible(widget), GTK_ACCESSIBLE_STATE_SELECTED)
            return
        }
        setUndefinableState(GTK_ACCESSIBLE_STATE_SELECTED, true, on: widget)
    }

    /// Sets a boolean state that may also be undefined (`EXPANDED`, `SELECTED`): GTK collects
    /// such a state as a plain int.
    private static func setUndefinableState(
        _ state: GtkAccessibleState, _ on: Bool, on widget: UnsafeMutablePointer<GtkWidget>
    ) {
        var value = GValue()
        g_value_init(&value, focuskit_type_int())
        g_value_set_int(&value, on ? 1 : 0)
        var states = [state]
        withUnsafeMutablePointer(to: &value) { pointer in
            gtk_accessible_update_state_value(accessible(widget), 1, &states, pointer)
        }
        g_value_unset(&value)
    }

    private static func setBooleanState(
        _ state: GtkAccessibleState, _ on: Bool, on widget: UnsafeMutablePointer<GtkWidget>
    ) {
        var value = GValue()
        g_value_init(&value, focuskit_type_boolean())
        g_value_set_boolean(&value, on ? 1 : 0)
        var states = [state]
        withUnsafeMutablePointer(to: &value) { pointer in
            gtk_accessible_update_state_value(accessible(widget), 1, &states, pointer)
        }
        g_value_unset(&value)
    }

    /// Whether this GTK reports `GTK_ACCESSIBLE_STATE_INVALID` as AT-SPI's `INVALID_ENTRY`
    /// (`GtkQuirk.invalidStateReportedAsDefunct`: a missing invalid state costs less than a
    /// field Orca ignores).
    static var reportsInvalidEntry: Bool { !GtkQuirk.invalidStateReportedAsDefunct.applies }

    /// Creates a widget of the given type with an accessible role, which GTK only accepts at
    /// construction (`accessible-role` is construct-only), e.g. a label with role `ALERT`.
    static func makeWidget(type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, Int32(role.rawValue))
        let object = "accessible-role".withCString { name -> UnsafeMutablePointer<GObject> in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafeMutablePointer(to: &value) { pointer in
                g_object_new_with_properties(type, 1, &names, pointer)
            }
        }
        g_value_unset(&value)
        // Widgets are created floating; the caller's container takes the reference.
        return focuskit_as_widget(UnsafeMutableRawPointer(object))
    }

    /// GTK's role for a role trait (`.accessibilityAddTraits(.isHeader)`).
    static func role(_ role: AccessibilityTraitRole) -> GtkAccessibleRole {
        switch role {
        case .heading: GTK_ACCESSIBLE_ROLE_HEADING
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .link: GTK_ACCESSIBLE_ROLE_LINK
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        }
    }

    private static func accessible(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        OpaquePointer(UnsafeMutableRawPointer(widget))
    }
}
