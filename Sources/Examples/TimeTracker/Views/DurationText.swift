import Foundation

/// How durations read in the list: `2h 05m`, `45m`, `30s`.
enum DurationText {
    static func format(_ interval: TimeInterval) -> String {
        let seconds = Int(interval.rounded(.down))
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        if hours > 0 { return "\(hours)h " + String(format: "%02dm", minutes) }
        if minutes > 0 { return "\(minutes)m" }
        return "\(seconds)s"
    }
}
