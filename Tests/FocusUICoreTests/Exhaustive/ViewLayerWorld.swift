@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// Match values of ``ExploredForm``.
enum ExploredField: Hashable, CustomStringConvertible {
    case first, second, row(Int)

    var description: String {
        switch self {
        case .first: "first"
        case .second: "second"
        case .row(let row): "row\(row)"
        }
    }
}

/// A view whose `if` branch and `ForEach` rows add and remove focused fields: text fields,
/// toggles, a field in a grid and a menu (issue 16's controls in the explored alphabet).
struct ExploredForm: View {
    @State var showsFirst = true
    @State var rows: [Int] = [1]
    @State var disablesSecond = false
    @State var reboundToFirst = false
    @FocusState var focus: ExploredField?

    var body: some View {
        VStack {
            if showsFirst {
                TextField("First", text: .constant(""))
                    .focused($focus, equals: .first)
            }
            // The rows are toggles: every control is a field like a text field (rule 20).
            ForEach(rows, id: \.self) { row in
                Toggle("Row \(row)", isOn: .constant(false))
                    .focused($focus, equals: .row(row))
            }
            Grid {
                GridRow {
                    Text("Second:")
                    TextField("Second", text: .constant(""))
                        .focused($focus, equals: .second)
                        .disabled(disablesSecond)
                }
            }
            // Its match value follows state: a duplicate of `first` or of `second` (rule 10).
            Menu("Rebound") {
                Button("Nothing") {}
            }
            .focused($focus, equals: reboundToFirst ? .first : .second)
            Button("Done") {}
        }
    }
}

/// The headless view layer under ``BoundedExplorer``: ``ExploredForm`` mounted on the fake
/// backend, driven by clicks, Tab, writes and `@State` changes, each followed by the render the
/// main loop would run. Checked after every operation:
/// - rule 1: the state equals the match value of the field holding the window's focus;
/// - rules 2, 3, 16: observers see each change once, chained from the previous value, at most
///   one per operation (no `A -> nil -> B` when a row or branch re-renders), each traced once;
/// - rules 5, 7, 8: a write of a value whose field is rendered and can take focus reads back at
///   once, a write of nil reads nil, and no write stays pending once its field can take focus;
/// - rule 11: GTK's after-paint fallback never lands in a bound field.
@MainActor
final class ViewLayerWorld: ExplorableWorld {
    enum Operation: CaseIterable, CustomStringConvertible {
        case click(String), tab, write(ExploredField?), toggleFirst, addRow(Int), removeRow(Int), frame
        case toggleDisabled, toggleRebound

        static let allCases: [Operation] =
            ["First", "Row 1", "Row 2", "Second", "Rebound", "Done"].map(Operation.click)
            + [.tab] + [ExploredField.first, .second, .row(1), .row(2), nil].map(Operation.write)
            + [.toggleFirst, .addRow(1), .addRow(2), .removeRow(1), .removeRow(2), .frame]
            + [.toggleDisabled, .toggleRebound]

        var description: String {
            switch self {
            case .click(let title): "click \(title)"
            case .tab: "Tab"
            case .write(let value): "focus = \(value.map(String.init(describing:)) ?? "nil")"
            case .toggleFirst: "showsFirst.toggle()"
            case .addRow(let row): "rows.append(\(row))"
            case .removeRow(let row): "rows.removeAll { $0 == \(row) }"
            case .frame: "frame"
            case .toggleDisabled: "disablesSecond.toggle()"
            case .toggleRebound: "reboundToFirst.toggle()"
            }
        }
    }

    static let operations = Operation.allCases.map(\.description)

    let backend = HeadlessBackend()
    let host: ViewHost<HeadlessBackend>
    let focus: FocusStateStorage<ExploredField?>
    let showsFirst: StateBox<Bool>
    let rows: StateBox<[Int]>
    let disablesSecond: StateBox<Bool>
    let reboundToFirst: StateBox<Bool>
    private let logger = ExplorationLogger()
    private var changes: [(old: ExploredField?, new: ExploredField?)] = []
    private var observation: FocusObservation?

    init() {
        host = backend.mount(ExploredForm())
        focus = host.properties.storages(named: "_focus").first as! FocusStateStorage<ExploredField?>
        showsFirst = host.properties.storages(named: "_showsFirst").first as! StateBox<Bool>
        rows = host.properties.storages(named: "_rows").first as! StateBox<[Int]>
        disablesSecond = host.properties.storages(named: "_disablesSecond").first as! StateBox<Bool>
        reboundToFirst = host.properties.storages(named: "_reboundToFirst").first as! StateBox<Bool>
        backend.focusCoordinator.logger = logger
        observation = focus.observe { [unowned self] old, new in self.changes.append((old, new)) }
    }

    private var window: FocusWindowID { host.window.id }

    private func widget(_ title: String) -> HeadlessWidget? {
        let kind: HeadlessNodeKind
        switch title {
        case "Done": kind = .button
        case "Rebound": kind = .menu
        case _ where title.hasPrefix("Row"): kind = .checkbox
        default: kind = .textField
        }
        return backend.widget(kind, title, in: window)
    }

    /// The rendered fields registered with `value`, in registration order.
    private func fields(for value: ExploredField) -> [HeadlessWidget] {
        var titles: [String]
        switch value {
        case .first: titles = ["First"]
        case .second: titles = ["Second"]
        case .row(let row): titles = ["Row \(row)"]
        }
        if value == (reboundToFirst.value ? .first : .second) { titles.append("Rebound") }
        return titles.compactMap(widget)
    }

    /// Rule 1 from the rendered widgets: the value whose field holds the focus widget.
    private var expected: ExploredField? {
        guard let focused = backend.focusedWidget(in: window) else { return nil }
        for value in [ExploredField.first, .second, .row(1), .row(2)]
        where fields(for: value).contains(where: { $0 === focused }) {
            return value
        }
        return nil
    }

    private func canApply(_ value: ExploredField) -> Bool {
        fields(for: value).contains { backend.toolkit.canTakeFocus($0.node) }
    }

    func apply(_ index: Int) -> String? {
        let operation = Operation.allCases[index]
        let before = focus.value
        changes.removeAll()
        logger.traces.removeAll()
        let fallbackPending = backend.toolkit.windows[window]?.needsFallback == true
        switch operation {
        case .click(let title):
            if let widget = widget(title) { backend.click(widget) }
        case .tab:
            backend.toolkit.tab(in: window)
        case .write(let value):
            let canApply = value.map(canApply) ?? false
            focus.write(AnyHashable(value))
            if value == nil, focus.value != nil {
                return "rule 8: writing nil reads \(String(describing: focus.value))"
            }
            if let value, canApply, focus.value != value {
                return "rule 5: writing \(value) reads \(String(describing: focus.value))"
            }
        case .toggleFirst:
            showsFirst.value.toggle()
        case .addRow(let row):
            if !rows.value.contains(row) { rows.value.append(row) }
        case .removeRow(let row):
            rows.value.removeAll { $0 == row }
        case .toggleDisabled:
            disablesSecond.value.toggle()
        case .toggleRebound:
            reboundToFirst.value.toggle()
        case .frame:
            backend.toolkit.runFrame()
            if fallbackPending, let focused = backend.focusedWidget(in: window), focused.kind != .button {
                return "rule 11: GTK's fallback landed in \(focused.name)"
            }
        }
        backend.runUpdates()
        return check(before: before)
    }

    private func check(before: ExploredField?) -> String? {
        if focus.value != expected {
            return
                "rule 1: focus reads \(String(describing: focus.value)), the focused field says \(String(describing: expected))"
        }
        var current = before
        for change in changes {
            if change.old != current {
                return
                    "rule 3: observer saw \(String(describing: change.old)), expected \(String(describing: current))"
            }
            if change.old == change.new { return "rule 9: notified without a change" }
            current = change.new
        }
        if current != focus.value {
            return "rule 2: change to \(String(describing: focus.value)) not delivered"
        }
        if changes.count > 1 {
            return
                "rule 3: one operation, \(changes.count) changes: \(changes.map { "\(String(describing: $0.old)) -> \(String(describing: $0.new))" })"
        }
        if logger.traces.count != changes.count {
            return "rule 16: \(changes.count) changes, \(logger.traces.count) trace lines"
        }
        if let pending = focus.pendingValue as? ExploredField?, let value = pending, canApply(value) {
            return "rule 7: a write of \(value) stays pending though its field can take focus"
        }
        return nil
    }

    var fingerprint: String {
        let w = backend.toolkit.windows[window]
        return [
            "\(showsFirst.value)", "\(rows.value)", "\(disablesSecond.value)", "\(reboundToFirst.value)",
            backend.focusedWidget(in: window)?.name ?? "-",
            String(describing: focus.value), String(describing: focus.pendingValue),
            "\(w?.needsFallback == true)", "\(w?.fallbackAncestors.map { backend.toolkit.name($0) } ?? [])",
            "\(w?.isActive == true)",
            "\(backend.widgets(in: window).map(\.name))",
        ].joined(separator: "|")
    }
}

/// Records trace lines during one operation.
@MainActor
final class ExplorationLogger: FocusLogger {
    var traces: [String] = []
    func trace(_ line: String) { traces.append(line) }
    func warning(_ message: String) {}
}
