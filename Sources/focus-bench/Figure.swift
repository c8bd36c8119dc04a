import Foundation

/// What a figure must show to meet its goal.
enum Goal: Sendable {
    /// The ratio to the baseline is at most this.
    case ratioAtMost(Double)
    /// The value itself is at most this (in the figure's unit).
    case valueAtMost(Double)
    /// The value itself is below this (in the figure's unit).
    case valueBelow(Double)
    /// Informational: no goal.
    case none

    /// Whether the figure meets the goal.
    func isMet(value: Double, ratio: Double?) -> Bool {
        switch self {
        case .ratioAtMost(let limit): return (ratio ?? .infinity) <= limit
        case .valueAtMost(let limit): return value <= limit
        case .valueBelow(let limit): return value < limit
        case .none: return true
        }
    }

    /// The goal as printed: `ratio<=1.05`, `value<1000`.
    var text: String? {
        switch self {
        case .ratioAtMost(let limit): return "ratio<=\(Figure.format(limit))"
        case .valueAtMost(let limit): return "value<=\(Figure.format(limit))"
        case .valueBelow(let limit): return "value<\(Figure.format(limit))"
        case .none: return nil
        }
    }
}

/// One printed figure: `NAME value unit`, then `baseline=… ratio=…` where there is a baseline,
/// then the goal and `PASS` / `MISS`.
struct Figure: Sendable {
    /// Snake-case name, stable for scripts (`programmatic_focus_change`).
    let name: String
    /// The measured value.
    let value: Double
    /// Its unit (`us`, `ns`, `B`, `events/s`, `%`, `calls`, `ms`).
    let unit: String
    /// The baseline measured side by side in the same run, in the same unit.
    var baseline: Double?
    /// What the figure must show.
    var goal: Goal = .none
    /// A short free-form note printed after the goal.
    var note: String?
    /// For a ratio measured in interleaved blocks, the smallest and largest block ratio
    /// (``InterleavedComparison``): a ratio goal is met only when the whole spread meets it.
    var spread: ClosedRange<Double>?

    /// `value / baseline`; 1 when both are 0, infinite when only the baseline is 0.
    var ratio: Double? {
        guard let baseline else { return nil }
        if baseline == 0 { return value == 0 ? 1 : .infinity }
        return value / baseline
    }

    /// Whether the goal is met: by the ratio, and by every block ratio when there is a spread.
    var passes: Bool {
        guard goal.isMet(value: value, ratio: ratio) else { return false }
        guard let spread, case .ratioAtMost = goal else { return true }
        return goal.isMet(value: value, ratio: spread.lowerBound)
            && goal.isMet(value: value, ratio: spread.upperBound)
    }

    /// The line printed for this figure.
    var line: String {
        var parts = [name, Figure.format(value), unit]
        if let baseline { parts.append("baseline=\(Figure.format(baseline))") }
        if let ratio { parts.append("ratio=\(String(format: "%.3f", ratio))") }
        if let spread {
            parts.append(
                "spread=\(String(format: "%.3f", spread.lowerBound))..\(String(format: "%.3f", spread.upperBound))"
            )
        }
        if let goal = goal.text { parts.append("goal=\(goal)") }
        if case .none = goal {} else { parts.append(passes ? "PASS" : "MISS") }
        if let note { parts.append("# \(note)") }
        return parts.joined(separator: " ")
    }

    /// Three significant decimals for small values, fewer for large ones.
    static func format(_ value: Double) -> String {
        if value.isInfinite { return "inf" }
        let magnitude = abs(value)
        if magnitude >= 1_000 { return String(format: "%.0f", value) }
        if magnitude >= 100 { return String(format: "%.1f", value) }
        if magnitude >= 10 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }
}

/// Prints figures as they are measured and keeps them for the summary.
@MainActor
final class FigureReport {
    private(set) var figures: [Figure] = []

    /// Prints a figure's line at once.
    func add(_ figure: Figure) {
        figures.append(figure)
        FigureReport.write(figure.line)
    }

    /// Prints a comment line (`# …`), ignored by scripts that read figures.
    func comment(_ text: String) {
        FigureReport.write("# \(text)")
    }

    /// Writes a line to standard output unbuffered, so a slow later figure does not hide it.
    private static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The figures whose goal was missed.
    var misses: [Figure] { figures.filter { !$0.passes } }
}
