import FocusKitTestSupport

/// One operation of the differential test, run identically on the fake toolkit and on GTK.
enum DifferentialStep: CustomStringConvertible, Equatable {
    /// `gtk_widget_grab_focus` / a click on the fake: the user (or code) focuses a widget.
    case grab(Int)
    /// Tab or Shift+Tab (`move-focus` on the active window, as the key binding emits) / the fake's Tab.
    case tab(backward: Bool)
    /// A write to a state: `value` nil writes the reset value.
    case write(state: Int, value: Int?)
    /// `gtk_window_present` and the window manager's activation / the fake's present and frame.
    case present(Int)
    /// `gtk_widget_set_visible` toggled.
    case toggleVisible(Int)
    /// `gtk_widget_set_sensitive` toggled.
    case toggleSensitive(Int)
    /// Painted frames in every window (GTK's after-paint focus fallback) / the fake's frame.
    case frame

    /// Widget names of ``DifferentialWorld``, in the order its step indices use.
    static let widgetNames = ["a", "b", "n", "nb", "m", "p", "u", "q", "v"]
    /// Values each state can be written: `form` (0) and `app` (1); nil is the reset value.
    static let values: [[Int?]] = [[1, 2, 3, nil], [1, 2, nil]]

    static func random(using random: inout SeededRandom) -> DifferentialStep {
        let widget = Int.random(in: 0..<widgetNames.count, using: &random)
        let window = Int.random(in: 0..<2, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30: return .grab(widget)
        case 30..<42: return .tab(backward: Bool.random(using: &random))
        case 42..<70:
            let state = Int.random(in: 0..<2, using: &random)
            return .write(state: state, value: values[state].randomElement(using: &random)!)
        case 70..<75: return .present(window)
        case 75..<84: return .toggleVisible(widget)
        case 84..<93: return .toggleSensitive(widget)
        default: return .frame
        }
    }

    var description: String {
        switch self {
        case .grab(let widget): "grab \(Self.widgetNames[widget])"
        case .tab(let backward): backward ? "shift-tab" : "tab"
        case .write(let state, let value):
            "\(state == 0 ? "form" : "app") = \(value.map(String.init) ?? "nil")"
        case .present(let window): "present W\(window)"
        case .toggleVisible(let widget): "toggle visible \(Self.widgetNames[widget])"
        case .toggleSensitive(let widget): "toggle sensitive \(Self.widgetNames[widget])"
        case .frame: "frame"
        }
    }
}

/// What is compared after every step: each state's value, the trace lines emitted by the
/// step (window ids replaced by W0/W1), each window's focus widget (by the innermost named
/// widget containing it) and which windows are active.
struct DifferentialSnapshot: Equatable, CustomStringConvertible {
    var values: [String]
    var traces: [String]
    var focus: [String]
    var active: [Bool]

    var description: String {
        "values \(values), focus \(focus), active \(active), traces \(traces)"
    }
}

extension DifferentialSnapshot {
    /// The snapshot with the app-scoped state's trace lines reduced to their net change (first
    /// old value -> last new value, none if equal, cause left out). Used for steps in which GTK
    /// runs the main loop: there the window manager activates windows and GTK paints frames in
    /// an order the fake cannot know, and on X11 a switch of the active window can arrive as a
    /// burst of focus-out/focus-in events, which rule 4 commits one by one (`2 -> nil -> 2 ->
    /// nil`) and rule 17 (not implemented yet) will fold into one change. See "What headless
    /// testing proves" in the README.
    func foldingActivationBursts() -> DifferentialSnapshot {
        let app = traces.filter { $0.hasPrefix("focus window=0 ") }
        guard !app.isEmpty else { return self }
        var folded = self
        folded.traces = traces.filter { !$0.hasPrefix("focus window=0 ") }
        // "focus window=0 state=app OLD -> NEW cause=CAUSE"
        let firstOld = app.first!.components(separatedBy: " -> ")[0]
        let lastNew = app.last!.components(separatedBy: " -> ")[1].components(separatedBy: " cause=")[0]
        if firstOld.components(separatedBy: " ").last != lastNew {
            folded.traces.append(firstOld + " -> " + lastNew)
        }
        return folded
    }
}
