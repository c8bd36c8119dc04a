import FocusUICore
import Foundation

/// A text field style of the app's own: the plain field with padding in a rounded box.
public struct BoxedFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}

    /// The field, plain, padded, in a box.
    public func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .textFieldStyle(.plain)
            .padding(6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.gray.opacity(0.2)))
    }
}

/// Texts and fields as apps write them (issue 22): markdown, joined texts, formats, prompts,
/// a growing field, a value field, field styles, input hints, label views, hidden labels.
/// State read by name: `name`, `message`, `age`, `sent`, `wifi`, `size`, `links`.
public struct TextAndFields: View {
    @State var name = ""
    @State var message = ""
    @State var age = 30
    @State var sent: [String] = []
    @State var wifi = true
    @State var size = 1
    @State var links: [String] = []
    @State var note = ""

    /// The view.
    public init() {}

    /// The content.
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Sign in to **Notes**")
            Text(verbatim: "**verbatim**")
            Text("Due ") + Text("Friday").bold() + Text(" at noon").italic()
            Text(1234, format: .number)
            Text("Read the [guide](https://example.org/guide).")
            Text("Large").font(.system(size: 22, weight: .semibold, design: .serif))
            Text("Heavy").fontWeight(.heavy)
            Text("shout").textCase(.uppercase)
            TextField("Name", text: $name, prompt: Text("Ada Lovelace"))
                .textContentType(.name)
                .autocorrectionDisabled()
            // At most 380 pixels wide, whatever the window's width: sway tiles a test window to
            // the whole output a moment after it maps, and the wrapped lines depend on the width.
            TextField("Message", text: $message, axis: .vertical)
                .lineLimit(1...3)
                .onSubmit { sent.append(message) }
                .frame(maxWidth: 380)
            TextField("Note", text: $note, axis: .vertical)
            TextField("Age", value: $age, format: .number)
            TextField("Plain", text: .constant("")).textFieldStyle(.plain)
            TextField("Boxed", text: .constant("")).textFieldStyle(BoxedFieldStyle())
            TextField(text: $name) { Text("Full name") }
            Toggle(isOn: $wifi) { Text("Wi-Fi") }
            Toggle("Hidden", isOn: $wifi).labelsHidden()
            Picker(selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
            } label: {
                Text("Size")
            }
            Menu {
                Button("Rename") {}
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            .accessibilityLabel("More")
            Link(destination: URL(string: "https://example.org/help")!) { Text("Help") }
            Label("Storage", systemImage: "internaldrive").labelStyle(.iconOnly)
            Text("Sent \(sent.count): \(sent.last ?? "")")
            Text(verbatim: "Age \(age), links \(links.count), wifi \(wifi)")
        }
        .environment(
            \.openURL,
            OpenURLAction { [$links] url in
                // The app's own handling of its help pages; the rest goes to the desktop.
                guard url.host == "example.org" else { return .systemAction }
                $links.wrappedValue.append(url.absoluteString)
                return .handled
            })
    }
}
