import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// A grouped form's views outside any `Section` are the rows of an untitled group, as SwiftUI
/// draws them (`GroupedFormGtkTests` checks GTK's labelled rows).
@MainActor
@Suite("A grouped form's loose rows are a group (headless)")
struct GroupedFormLooseRowsTests {
    private struct Book: View {
        @State private var title = ""
        @State private var isRead = false
        @State private var notes = ""

        var body: some View {
            Form {
                TextField("Title", text: $title)
                Toggle("Read", isOn: $isRead)
                Section("More") {
                    TextField("Notes", text: $notes)
                }
                Text("Saved as you type")
            }
            .formStyle(.grouped)
        }
    }

    let backend = HeadlessBackend()

    @Test func eachRunOfLooseRowsIsAnUntitledGroupBesideTheSections() throws {
        let host = backend.mount(Book())
        let form = try #require(backend.roots[host.window.id]?.children.first)
        let groups = form.children
        #expect(groups.map { $0.element?.component(as: SectionComponent.self)?.title } == [nil, "More", nil])
        #expect(groups[0].children.map(\.kind) == [.textField, .toggleSwitch])
        #expect(groups[2].children.map(\.kind) == [.text])
        #expect(groups.allSatisfy { $0.element?.component(as: SectionComponent.self)?.isGrouped == true })
    }
}
