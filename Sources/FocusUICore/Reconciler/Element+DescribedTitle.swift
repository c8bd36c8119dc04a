extension Element {
    /// What names the element in a warning or a menu entry: its title, else its text, except
    /// that a secure field's text (a password) is never used.
    package var describedTitle: String {
        if let title { return title }
        return kind == .secureField ? "" : text ?? ""
    }
}
