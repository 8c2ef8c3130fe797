import Foundation

/// How moments read on screen: `09:05`, with the date in front when it is
/// not the day the reader is looking at.
struct ClockText: Sendable {
    var timeZone: TimeZone = .current

    func format(_ date: Date, today: Date? = nil) -> String {
        let calendar = self.calendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        guard let today, !calendar.isDate(date, inSameDayAs: today) else { return time }
        return String(format: "%04d-%02d-%02d ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0) + time
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
