import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

private struct Profile {
    var name = ""
    var email = ""
}

/// A child with its own state and a binding into its parent's.
private struct ProfileEditor: View {
    @Binding var profile: Profile
    @State var edits = 0

    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Button("Edit") {
                edits += 1
                profile.email = "edited\(edits)@example.org"
            }
            Text("Edits \(edits)")
        }
    }
}

private struct ProfileScreen: View {
    @State var profile = Profile()
    @State var generation = 0

    var body: some View {
        VStack {
            ProfileEditor(profile: $profile)
                .id(generation)
            Text("Email \(profile.email)")
            Button("Reset") { generation += 1 }
        }
    }
}

private enum Step: Hashable {
    case first, second
}

/// A child that receives a focus binding, declared the SwiftUI way.
private struct StepFields: View {
    @FocusState<Step?>.Binding var focus: Step?

    var body: some View {
        VStack {
            TextField("First", text: .constant(""))
                .focused($focus, equals: .first)
            TextField("Second", text: .constant(""))
                .focused($focus, equals: .second)
            Button("Next") { focus = .second }
        }
    }
}

private struct StepScreen: View {
    @FocusState var focus: Step?

    var body: some View {
        VStack {
            StepFields(focus: $focus)
            Text("Focus \(focus.map { "\($0)" } ?? "nil")")
        }
    }
}

@MainActor
@Suite("@State, @Binding and @FocusState")
struct StateTests {
    let backend = HeadlessBackend()

    @Test func childStateSurvivesParentReRender() {
        let host = backend.mount(ProfileScreen())
        let window = host.window.id
        backend.click(backend.widget(.button, "Edit", in: window)!)
        backend.runUpdates()
        backend.click(backend.widget(.button, "Edit", in: window)!)
        backend.runUpdates()
        // The parent re-rendered (its email text changed) and the child kept its count.
        #expect(backend.widget(.text, "Edits 0", in: window)?.element?.text == "Edits 2")
        #expect(backend.widget(.text, "Email ", in: window)?.element?.text == "Email edited2@example.org")
    }

    @Test func bindingsReachIntoPropertiesByDynamicMemberLookup() {
        let host = backend.mount(ProfileScreen())
        let window = host.window.id
        backend.type("Ada", into: backend.widget(.textField, "Name", in: window)!)
        backend.runUpdates()
        #expect(backend.widget(.textField, "Name", in: window)?.element?.text == "Ada")
    }

    @Test func aNewIDResetsStateAndRecreatesWidgets() {
        let host = backend.mount(ProfileScreen())
        let window = host.window.id
        let field = backend.widget(.textField, "Name", in: window)
        backend.click(backend.widget(.button, "Edit", in: window)!)
        backend.runUpdates()
        backend.click(backend.widget(.button, "Reset", in: window)!)
        backend.runUpdates()
        #expect(backend.widget(.textField, "Name", in: window) !== field)
        #expect(backend.widget(.text, "Edits 0", in: window)?.element?.text == "Edits 0")
    }

    @Test func focusStateBindingWorksAsAPropertyWrapperInAChild() {
        let host = backend.mount(StepScreen())
        let window = host.window.id
        // GTK's first-Tab-stop focus on show landed in the first field.
        backend.runUpdates()
        #expect(backend.widget(.text, "Focus nil", in: window)?.element?.text == "Focus first")
        backend.click(backend.widget(.button, "Next", in: window)!)
        #expect(backend.focusedWidget(in: window) === backend.widget(.textField, "Second", in: window))
        backend.runUpdates()
        #expect(backend.widget(.text, "Focus nil", in: window)?.element?.text == "Focus second")
    }

    @Test func bindingConstantAndClosures() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 5
        #expect(stored == 5)
        let constant = Binding.constant("fixed")
        constant.wrappedValue = "changed"
        #expect(constant.wrappedValue == "fixed")
    }

    @Test func stateOutsideAMountedViewUsesItsInitialValue() {
        let state = State(wrappedValue: 3)
        #expect(state.wrappedValue == 3)
        state.wrappedValue = 4
        #expect(state.projectedValue.wrappedValue == 4)
    }

    @Test func storageOfViewsThatLeaveIsDropped() {
        let host = backend.mount(ProfileScreen())
        let before = host.properties.slotCount
        backend.click(backend.widget(.button, "Reset", in: host.window.id)!)
        backend.runUpdates()
        #expect(host.properties.slotCount == before)
    }
}
