import Foundation

/// A text entry bound to a string, as SwiftUI's `TextField` (GTK: `GtkEntry`, or a growing
/// `GtkTextView` with `axis: .vertical`). Return runs the `.onSubmit` actions above it.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Email", text: $email, prompt: Text("you@example.org"))
/// TextField("Message", text: $message, axis: .vertical).lineLimit(1...5)
/// TextField("Age", value: $age, format: .number)
/// TextField(text: $title) { Text("Title") }
/// ```
///
/// - **Title and prompt:** the title names the field for screen readers and is its
///   placeholder unless a `prompt` is given, which is then the placeholder (GNOME shows no
///   separate label inside an entry).
/// - **Focus:** a Tab stop and a focus field (contract rule 20); when focus arrives by Tab or a
///   focus write, GTK selects its text (`gtk-entry-select-on-focus`), except in a field the
///   user is correcting.
/// - **Vertical:** with `axis: .vertical` the field wraps and grows with its text from the
///   lower bound of `.lineLimit` (one line by default) to its upper bound, then scrolls. Return
///   runs `.onSubmit` when there is one and otherwise starts a new line; Shift+Return always
///   starts a new line, and so does Ctrl+Return unless an enabled button in the window has it
///   as its `.keyboardShortcut` (`.keyboardShortcut(.return, modifiers: .command)`), which then
///   runs.
/// - **Values:** `TextField(_:value:format:)` shows the value written by the format style and
///   writes the value back when the user presses Return or leaves the field, as SwiftUI does;
///   text that does not parse is replaced by the last value.
public struct TextField<Label: View>: View {
    let model: TextFieldModel

    init(model: TextFieldModel) {
        self.model = model
    }

    /// A field labelled by `label` editing `text`, as SwiftUI's `TextField(text:prompt:label:)`.
    /// The label's text names the field.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        model = TextFieldModel(title: nil, label: AnyView(label()), text: text, prompt: prompt)
    }

    /// A field labelled by `label` editing `text` along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        model = TextFieldModel(title: nil, label: AnyView(label()), text: text, prompt: prompt, axis: axis)
    }

    /// The field as a primitive, or as the app's ``TextFieldStyle`` draws it.
    public var body: some View {
        TextFieldPrimitive(model: model)
    }
}

extension TextField where Label == Text {
    /// A field titled `title` editing `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        model = TextFieldModel(title: String(title), text: text)
    }

    /// A field titled with a localized key editing `text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        model = TextFieldModel(title: titleKey.plainText, text: text)
    }

    /// A field titled `title` editing `text`, showing `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        model = TextFieldModel(title: String(title), text: text, prompt: prompt)
    }

    /// A field titled with a localized key editing `text`, showing `prompt` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        model = TextFieldModel(title: titleKey.plainText, text: text, prompt: prompt)
    }

    /// A field titled `title` editing `text` along `axis` (`.vertical`: it grows with its text).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        model = TextFieldModel(title: String(title), text: text, axis: axis)
    }

    /// A field titled with a localized key editing `text` along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        model = TextFieldModel(title: titleKey.plainText, text: text, axis: axis)
    }

    /// A field titled `title` editing `text` along `axis`, showing `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        model = TextFieldModel(title: String(title), text: text, prompt: prompt, axis: axis)
    }

    /// A field titled with a localized key editing `text` along `axis`, showing `prompt`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        model = TextFieldModel(title: titleKey.plainText, text: text, prompt: prompt, axis: axis)
    }

    /// A field editing a value through a format style, as SwiftUI's
    /// `TextField(_:value:format:prompt:)`: `TextField("Age", value: $age, format: .number)`.
    ///
    /// The value is written on Return and when focus leaves the field. Return then goes on as
    /// in any text field: to the window's default button, or to the field's `.onSubmit`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String, F.FormatInput: Equatable {
        let conversion = ValueTextConversion(
            format: { format.format(value.wrappedValue) },
            commit: { ValueTextConversion.write(format, parsing: $0, to: value, as: { $0 }) })
        model = TextFieldModel(
            title: String(title), text: .constant(""), prompt: prompt, conversion: conversion)
    }

    /// A field editing an optional value through a format style; empty text is `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String, F.FormatInput: Equatable {
        let conversion = ValueTextConversion(
            format: { value.wrappedValue.map { format.format($0) } ?? "" },
            commit: { text in
                if text.trimmingCharacters(in: .whitespaces).isEmpty {
                    if value.wrappedValue != nil { value.wrappedValue = nil }
                    return true
                }
                return ValueTextConversion.write(format, parsing: text, to: value, as: { $0 })
            })
        model = TextFieldModel(
            title: String(title), text: .constant(""), prompt: prompt, conversion: conversion)
    }

    /// A field editing a value through a `Formatter`, as SwiftUI's
    /// `TextField(_:value:formatter:)`. Different on Linux: Foundation parses text only with a
    /// `NumberFormatter` (for `Int`, `Double`, `Float` values) or a `DateFormatter`; prefer
    /// `init(_:value:format:prompt:)` with a format style.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
    ) {
        let conversion = ValueTextConversion(
            format: { formatter.string(for: value.wrappedValue) ?? "" },
            commit: { text in
                // Foundation on Linux parses only with the concrete formatters.
                let parsed: V?
                if let numbers = formatter as? NumberFormatter {
                    parsed = numbers.number(from: text).flatMap { Self.number($0, as: V.self) }
                } else if let dates = formatter as? DateFormatter {
                    parsed = dates.date(from: text) as? V
                } else {
                    parsed = nil
                }
                guard let parsed else { return false }
                value.wrappedValue = parsed
                return true
            })
        model = TextFieldModel(
            title: String(title), text: .constant(""), prompt: prompt, conversion: conversion)
    }

    private static func number<V>(_ number: NSNumber, as type: V.Type) -> V? {
        switch type {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        default: return nil
        }
    }
}

/// What a ``TextField`` holds, whatever its label type: what its primitive and a
/// ``TextFieldStyle``'s configuration draw.
struct TextFieldModel {
    var title: String?
    var label: AnyView?
    var text: Binding<String>
    var prompt: Text?
    var axis: Axis = .horizontal
    var isSecure = false
    var conversion: ValueTextConversion?
}

/// How a value field (`TextField(_:value:format:)`) shows its value and writes text back.
struct ValueTextConversion {
    /// The value as text.
    let format: @MainActor () -> String
    /// Writes the text's value; `false` when it does not parse.
    let commit: @MainActor (String) -> Bool

    /// Parses `text` with `format` and writes the value to `value` when it differs; `false`
    /// (nothing written) when the text does not parse.
    @MainActor
    static func write<F: ParseableFormatStyle, Value: Equatable>(
        _ format: F, parsing text: String, to value: Binding<Value>,
        as wrap: (F.FormatInput) -> Value
    ) -> Bool where F.FormatOutput == String {
        guard let parsed = (try? format.parseStrategy.parse(text)).map(wrap) else { return false }
        if parsed != value.wrappedValue { value.wrappedValue = parsed }
        return true
    }
}

/// The label of the field a ``TextFieldStyle`` is given, as SwiftUI's `_TextFieldStyleLabel`.
public struct _TextFieldStyleLabel: View {
    let content: AnyView

    /// The label.
    public var body: some View { content }
}

/// The primitive behind ``TextField`` and ``SecureField``: the field, or the app's
/// ``TextFieldStyle`` around it.
struct TextFieldPrimitive: View, PrimitiveView {
    typealias Body = Never

    let model: TextFieldModel

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        if case .custom(let style) = context.environment.textFieldStyle {
            // The style draws a field of the standard look, with the field's own label.
            var inner = context
            inner.environment.textFieldStyle = .standard(.automatic)
            let configuration = TextField<_TextFieldStyleLabel>(
                model: model)
            evaluation.expand(style.body(configuration), at: path, context: inner, into: &output)
            return
        }
        if let conversion = model.conversion {
            evaluation.expand(
                ValueTextField(model: model, conversion: conversion), at: path, context: context,
                into: &output)
            return
        }
        let title =
            model.title ?? model.label.map { evaluation.labelText($0, at: path, context: context) } ?? ""
        let field = TextFieldComponent(
            title: title, prompt: model.prompt?.content, text: model.text, context: context)
        if model.isSecure {
            evaluation.emit(SecureFieldComponent(field: field), at: path, context: context, into: &output)
        } else if model.axis == .vertical {
            let lines = context.environment.lineLimitRange
            evaluation.emit(
                GrowingTextFieldComponent(
                    field: field, minimumLines: max(lines?.lowerBound ?? 1, 1),
                    maximumLines: lines?.upperBound ?? context.environment.lineLimit),
                at: path, context: context, into: &output)
        } else {
            evaluation.emit(field, at: path, context: context, into: &output)
        }
    }
}

/// A value field: a text field showing a draft while the user edits, written back to the value
/// on Return and when focus leaves.
struct ValueTextField: View {
    let model: TextFieldModel
    let conversion: ValueTextConversion
    /// What the user typed since the last commit; `nil` shows the value.
    @State private var draft: String?
    @FocusState private var isFocused: Bool

    var body: some View {
        var plain = model
        plain.conversion = nil
        plain.text = Binding(
            get: { [draft, conversion] in draft ?? conversion.format() },
            set: { [$draft] in $draft.wrappedValue = $0 })
        return TextFieldPrimitive(model: plain)
            .focused($isFocused)
            .environment(\.valueCommit, commit)
            .onChange(of: isFocused) { _, focused in
                if !focused { commit() }
            }
    }

    private func commit() {
        guard let text = draft else { return }
        _ = conversion.commit(text)
        draft = nil
    }
}

/// A ``TextField``: a one-line text entry (GTK: `GtkEntry`); its title is its accessible name
/// and, without a prompt, its placeholder.
public struct TextFieldComponent: ViewComponent {
    /// The title: the accessible name.
    public var title: String
    /// The placeholder shown while empty: the prompt, else the title.
    public var placeholder: String
    /// The text, from the binding.
    public var text: String
    /// How the text is aligned (`.multilineTextAlignment(_:)`).
    public var alignment: TextAlignment
    /// The most lines it shows (`.lineLimit(_:)`); a one-line field shows one whatever this says.
    public var lineLimit: Int?
    /// Whether Return runs `.onSubmit` actions; without any it activates the window's default
    /// button.
    public var submits: Bool
    /// How it is drawn (`.textFieldStyle`).
    public var look: TextFieldLook
    /// What the text is for and how an input method should help
    /// (`.keyboardType`, `.textContentType`, `.autocorrectionDisabled`, …).
    public var inputTraits: TextInputTraits
    /// The two-way binding the backend writes typed text through.
    public var binding: ComponentAction<Binding<String>>
    /// What Return does, from every `.onSubmit` above it (innermost first).
    public var onSubmit: ComponentAction<(@MainActor () -> Void)?>
    /// What Return commits before that: a value field's draft (`TextField(_:value:format:)`),
    /// written to its value; then, without `.onSubmit`, Return activates the default button.
    package var commit: ComponentAction<(@MainActor () -> Void)?>

    @MainActor
    init(title: String, prompt: String? = nil, text: Binding<String>, context: ExpansionContext) {
        self.title = title
        placeholder = prompt ?? title
        self.text = text.wrappedValue
        alignment = context.environment.multilineTextAlignment
        lineLimit = context.environment.lineLimit
        let submit = context.submitAction
        submits = submit != nil
        if case .standard(let look) = context.environment.textFieldStyle {
            self.look = look
        } else {
            look = .automatic
        }
        inputTraits = context.environment.textInputTraits
        binding = ComponentAction(text)
        onSubmit = ComponentAction(submit)
        commit = ComponentAction(context.environment.valueCommit)
    }

    /// The title.
    public var accessibleName: String? { title }
    /// The title.
    public var describedTitle: String { title }

    /// The user changed the text: written through the binding unless the binding has it
    /// already, so that the re-render does not echo it back.
    @MainActor public func sendTextChange(_ newText: String) {
        guard binding.value.wrappedValue != newText else { return }
        binding.value.wrappedValue = newText
    }

    /// Return: commits a value field's draft, then runs the `.onSubmit` actions.
    @MainActor public func sendSubmit() {
        commit.value?()
        onSubmit.value?()
    }
}

/// A ``TextField`` with `axis: .vertical`: a field that wraps and grows with its text (GTK: a
/// `GtkTextView` styled as an entry, in a scrolled window that grows up to its line limit).
public struct GrowingTextFieldComponent: ViewComponent {
    /// What it shares with a one-line field.
    public var field: TextFieldComponent
    /// The lines it shows at least (the lower bound of `.lineLimit(_:)`'s range).
    public var minimumLines: Int
    /// The lines it grows to before it scrolls; `nil` for as many as the text has.
    public var maximumLines: Int?

    /// The title.
    public var accessibleName: String? { field.title }
    /// The title.
    public var describedTitle: String { field.title }
}

extension TextFieldComponent {
    /// A text field fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}

extension GrowingTextFieldComponent {
    /// A text field fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}
