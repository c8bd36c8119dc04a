import FocusUICore

/// A menu's dishes in a `List(selection:)` whose sections a `ForEach` makes, one per course, as
/// SwiftUI code writes it: through a function returning `some View` (`sections: .function`) or a
/// view of its own whose body is the section (`.view`). State read by name: `selection`.
public struct CourseMenu: View {
    /// How the sections are written.
    public enum Sections: Sendable {
        case function, view
    }

    /// A course and its dishes.
    public struct Course: Identifiable, Sendable {
        /// The course's name.
        public let id: String
        let dishes: [String]
    }

    static let courses = [
        Course(id: "Starters", dishes: ["Bruschetta", "Tomato Soup"]),
        Course(id: "Mains", dishes: ["Lasagne", "Risotto", "Curry"]),
        Course(id: "Desserts", dishes: ["Tiramisu"]),
    ]

    let sections: Sections
    @State var selection: String?

    /// The menu with its sections written as `sections` says.
    public init(sections: Sections = .function) {
        self.sections = sections
    }

    /// The list and the selected dish.
    public var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(Self.courses) { course in
                    switch sections {
                    case .function: section(course)
                    case .view: CourseSection(course: course)
                    }
                }
            }
            Text("Chosen: \(selection ?? "none")")
        }
    }

    private func section(_ course: Course) -> some View {
        Section(course.id) {
            ForEach(course.dishes, id: \.self) { dish in
                Text(dish).tag(dish)
            }
        }
    }
}

/// A course's section as a view of its own.
struct CourseSection: View {
    let course: CourseMenu.Course

    var body: some View {
        Section(course.id) {
            ForEach(course.dishes, id: \.self) { Text($0) }
        }
    }
}
