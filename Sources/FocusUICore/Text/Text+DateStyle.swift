import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date, as SwiftUI's `Text.DateStyle`, in the user's
    /// locale.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// The time of day ("8:00 AM").
        public static let time = DateStyle(kind: .time)
        /// The date ("15 Jan 2027").
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, counting ("in 2 hours", "3 minutes ago").
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now, counting ("+2 hours", "-3 minutes").
        public static let offset = DateStyle(kind: .offset)
        /// A timer since or until the date, counting ("2:05", "1:02:05").
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text changes as time passes.
        var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }

        /// The date written at `now`.
        func string(for date: Date, now: Date) -> String {
            switch kind {
            case .time:
                return date.formatted(date: .omitted, time: .shortened)
            case .date:
                return date.formatted(date: .abbreviated, time: .omitted)
            case .relative:
                return Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide).format(date)
            case .offset:
                let distance = Duration.seconds(abs(date.timeIntervalSince(now)).rounded(.down))
                let magnitude = distance.formatted(
                    .units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2))
                return (date >= now ? "+" : "-") + magnitude
            case .timer:
                let distance = Duration.seconds(abs(date.timeIntervalSince(now)).rounded(.down))
                let pattern: Duration.TimeFormatStyle.Pattern =
                    distance >= .seconds(3600) ? .hourMinuteSecond : .minuteSecond
                return distance.formatted(.time(pattern: pattern))
            }
        }
    }

    /// Where a text cut short shows its ellipsis, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start.
        case head
        /// In the middle.
        case middle
        /// At the end.
        case tail
    }

    /// A change of letter case, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// All capitals.
        case uppercase
        /// All small letters.
        case lowercase

        func apply(to string: String) -> String {
            self == .uppercase ? string.uppercased() : string.lowercased()
        }
    }
}
