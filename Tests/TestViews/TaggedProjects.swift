import FocusUICore

/// A project of `TaggedProjects`: its id is its name, a `String`; the selection holds projects.
public enum TaggedProject: String, CaseIterable, Identifiable, Hashable, Sendable {
    case inbox = "Inbox"
    case today = "Today"
    case work = "Work"
    case home = "Home"

    /// The name.
    public var id: String { rawValue }
}

/// A sidebar as SwiftUI apps write it when the rows' ids are not the selection's type: each row
/// is tagged with its project (`.tag(project)`), and the selection is a `TaggedProject?`, Inbox
/// at first. A `Set` of projects beside it is selected the same way. State read by name:
/// `project`, `projects`.
public struct TaggedProjects: View {
    @State var project: TaggedProject? = .inbox
    @State var projects: Set<TaggedProject> = []

    /// The sidebar.
    public init() {}

    /// The two lists and what they select.
    public var body: some View {
        HStack {
            List(TaggedProject.allCases, selection: $project) { project in
                Label(project.rawValue, iconName: "folder").tag(project)
            }
            List(selection: $projects) {
                ForEach(TaggedProject.allCases) { project in
                    Text(project.rawValue).tag(project)
                }
            }
            Text("showing \(project?.rawValue ?? "nothing")")
            Text("marked \(projects.map(\.rawValue).sorted().joined(separator: " "))")
        }
    }
}
