import StoreRuntime

extension StandupFormState: StandupFormReducer {
    public mutating func setTitle(title: String) {
        standup.title = title
    }

    public mutating func setMinutes(minutes: Int) {
        standup.minutes = max(1, minutes)
    }

    public mutating func addAttendee(name: String) {
        if !name.isEmpty && !standup.attendees.contains(name) { standup.attendees.append(name) }
    }

    public mutating func removeAttendee(name: String) {
        standup.attendees.removeAll { $0 == name }
    }

    // Its parent, which hears these, takes the standup and dismisses the form.
    public mutating func save() {}

    public mutating func cancel() {}
}
