import FocusUICore
import Foundation

/// One view using every view, modifier and style of issue 22 ("the views, styles and layout that
/// apps are made of"), as real SwiftUI files write them: it must compile, render headlessly and
/// on GTK without a warning, and its controls are found by their titles.
public struct EveryViewOfIssue22: View {
    @State var name = ""
    @State var showsDetails = false
    @State var email = ""
    @State var message = ""
    @State var age = 30
    @State var notifications = true
    @State var size = 1
    @State var volume = 0.5
    @State var count = 1
    @State var hovering = false
    @State var showsAlert = false
    @FocusState var focused: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.openURL) private var openURL
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.appearsActive) private var appearsActive

    /// The view.
    public init() {}

    /// The content.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                colours
                buttons
                shapes
                fields
                texts
                layout
                sections
                misc
            }
            .padding(.horizontal, 8)
            .padding([.top, .bottom], 4)
        }
        .navigationTitle(Text("Everything"))
        .scrollDisabled(false)
        .scrollIndicators(.automatic)
    }

    private var colours: some View {
        VStack {
            Text("Primary").foregroundStyle(.primary)
            Text("Secondary").foregroundStyle(.secondary)
            Text("Tertiary").foregroundStyle(.tertiary)
            Text("Placeholder").foregroundStyle(.placeholder)
            Text("Accent").foregroundColor(.accentColor)
            Text("Custom").foregroundStyle(Color(red: 0.2, green: 0.3, blue: 0.4, opacity: 0.9))
            Text("Grey").foregroundStyle(Color(white: 0.5).opacity(0.8))
            Text("Tinted").tint(.purple)
            Text("Background").background(Color.yellow.opacity(0.2))
            Text("Styled background").background(.tint)
        }
    }

    private var buttons: some View {
        VStack {
            Button(action: { count += 1 }) { Text("Label view") }
            Button {
                count += 1
            } label: {
                Label("Trailing closure", systemImage: "plus")
            }
            Button("Symbol", systemImage: "trash") { count += 1 }
            Button("Delete", role: .destructive) { count += 1 }
            Button("Plain") {}.buttonStyle(.plain)
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Link style") {}.buttonStyle(.link)
            Button("Pill") {}.buttonStyle(PillButtonStyle())
            Button("Small") {}.controlSize(.small)
            Button("Shortcut") {}.keyboardShortcut("k", modifiers: [.command, .shift])
        }
    }

    private var shapes: some View {
        HStack {
            Rectangle().fill(.blue).frame(width: 10, height: 10)
            RoundedRectangle(cornerRadius: 4).stroke(.red, lineWidth: 2).frame(width: 10, height: 10)
            Capsule().fill(.green).frame(width: 20, height: 10)
            Circle().strokeBorder(.orange, lineWidth: 1).frame(width: 10, height: 10)
            Text("Decorated")
                .padding(4)
                .background { RoundedRectangle(cornerRadius: 6).fill(.gray.opacity(0.2)) }
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 4, height: 4) }
                .clipShape(RoundedRectangle(cornerRadius: 6))
                .cornerRadius(6)
                .border(.gray, width: 1)
                .shadow(radius: 2)
        }
    }

    private var fields: some View {
        VStack {
            TextField("Name", text: $name, prompt: Text("Ada Lovelace"))
                .textContentType(.name)
                .focused($focused)
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocapitalization(.none)
                .disableAutocorrection(true)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .textFieldStyle(.roundedBorder)
            TextField("Message", text: $message, axis: .vertical).lineLimit(2...4)
            TextField("Age", value: $age, format: .number)
            TextField("Plain field", text: $name).textFieldStyle(.plain)
            TextField("Automatic field", text: $name).textFieldStyle(.automatic)
            TextField("Boxed field", text: $name).textFieldStyle(BoxedFieldStyle())
            TextField(text: $name, prompt: Text("Full name")) { Text("Label view field") }
            SecureField("Password", text: $name, prompt: Text("Required"))
            Toggle("Hidden label", isOn: $notifications).labelsHidden()
            TextField("Limited", text: $message).lineLimit(1)
        }
    }

    private var texts: some View {
        VStack {
            Text("**Bold** and *italic* and `code` and [a link](https://example.org)")
            Text("Joined ") + Text("bold").bold() + Text(" italic").italic()
            Text(verbatim: "Verbatim **not bold**")
            Text(Date(timeIntervalSince1970: 0), style: .date)
            Text(Date(timeIntervalSince1970: 0), format: .dateTime.year())
            Text("System").font(.system(size: 14, weight: .medium, design: .default))
            Text("Body mono").font(.system(.body, design: .monospaced))
            Text("Weight").fontWeight(.semibold)
            Text("Truncated and selectable").lineLimit(1).truncationMode(.middle).textSelection(.enabled)
        }
    }

    private var layout: some View {
        VStack(alignment: .trailing, spacing: 2) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("Big").font(.title)
                Text("small")
            }
            ZStack(alignment: .bottomLeading) {
                Color.gray.frame(width: 40, height: 20)
                Text("Z")
            }
            Text("Wide").frame(maxWidth: .infinity, alignment: .leading)
            HStack {
                Text("Priority").layoutPriority(1)
                Spacer(minLength: 4)
                Text("End")
            }
            .padding(.vertical, 2)
            .padding(.leading, 8)
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
            GeometryReader { proxy in Text(verbatim: "Geometry \(proxy.size.width > 0)") }
                .frame(height: 20)
            LazyVStack(alignment: .leading, spacing: 2, pinnedViews: [.sectionHeaders]) {
                ForEach(["Lazy one", "Lazy two"], id: \.self) { Text($0) }
            }
            LazyHStack(spacing: 4) {
                Text("Lazy left")
                Text("Lazy right")
            }
        }
    }

    private var sections: some View {
        Form {
            Section {
                Toggle("Notifications", isOn: $notifications)
            } header: {
                Text("Header")
            } footer: {
                Text("Footer")
            }
            Section(header: Text("Old header"), footer: Text("Old footer")) {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                .pickerStyle(.segmented)
            }
        }
        .formStyle(.grouped)
    }

    private var misc: some View {
        VStack {
            Text("Tap").onTapGesture(count: 2) { count += 1 }
            Text(hovering ? "Hovering" : "Hover").onHover { hovering = $0 }
            Text("Press").onLongPressGesture { count += 1 }
            Text("Shape").contentShape(Rectangle())
            Button("Animate") {
                withAnimation(.easeInOut(duration: 0.2)) { count += 1 }
            }
            Text("Animated").animation(.default, value: count).transition(.opacity)
            Text(colorScheme == .dark ? "Dark" : "Light").environment(\.colorScheme, .dark)
            Text(appearsActive ? "Active" : "Inactive")
            Text(isEnabled ? "Enabled" : "Disabled")
            Text("Inbox").badge(3)
            ProgressView()
            ProgressView("Loading", value: 0.5)
            Label("Label title only", systemImage: "star").labelStyle(.titleOnly)
            Label {
                Text("Label views")
            } icon: {
                Image(systemName: "star")
            }
            Image(systemName: "star").imageScale(.large).symbolRenderingMode(.hierarchical)
            Image("missing-picture-name").resizable().scaledToFit().frame(width: 16, height: 16)
            Toggle(isOn: $notifications) { Text("Toggle label view") }.toggleStyle(.switch)
            Toggle("Check", isOn: $notifications).toggleStyle(.checkbox)
            Toggle("Button toggle", isOn: $notifications).toggleStyle(.button)
            Picker(selection: $size) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            } label: {
                Text("Picker label view")
            }
            .pickerStyle(.menu)
            Picker("Radio", selection: $size) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
            .pickerStyle(.radioGroup)
            Picker("Inline", selection: $size) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
            .pickerStyle(.inline)
            Menu {
                Button("Item") {}
            } label: {
                Label("Menu label view", systemImage: "ellipsis")
            }
            .menuStyle(.borderlessButton)
            Link(destination: URL(string: "https://example.org")!) { Text("Link label view") }
            LabeledContent {
                Text("Value")
            } label: {
                Text("Labeled")
            }
            Stepper("Count \(count)", value: $count, in: 0...10)
            Slider(value: $volume) { Text("Volume") }
            ContentUnavailableView("Nothing", systemImage: "tray", description: Text("Empty"))
            Text("Offset").offset(x: 2, y: 2)
            Button("Details…") { showsDetails = true }
                .popover(isPresented: $showsDetails, arrowEdge: .bottom) {
                    TextField("Popover field", text: $name)
                }
        }
    }
}
