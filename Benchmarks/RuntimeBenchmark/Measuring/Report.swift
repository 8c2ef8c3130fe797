import StoreRuntime

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
}

func report(_ label: String, _ perDispatch: Double, floor: Double, target: Double? = nil) {
    var line = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    line += "\(format(perDispatch)) ns/dispatch".padding(toLength: 22, withPad: " ", startingAt: 0)
    line += "\(format(perDispatch / floor))x floor"
    if let target {
        line +=
            perDispatch <= target ? "   target <= \(Int(target)) ns: met" : "   target <= \(Int(target)) ns: NOT met"
    }
    print(line)
}

func reportRate(_ label: String, _ perAction: Double, oneThread: Double, goal: Double? = nil) {
    var line = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    line += "\(format(1e3 / perAction)) M actions/s".padding(toLength: 22, withPad: " ", startingAt: 0)
    let ratio = oneThread / perAction
    line += "\(format(ratio * 100))% of 1 thread"
    if let goal {
        line += ratio >= goal ? "   goal >= \(Int(goal * 100))%: met" : "   goal >= \(Int(goal * 100))%: NOT met"
    }
    print(line)
}

/// One line of the burst report: the label, the value, and what it is measured against.
func reportLine(_ label: String, _ value: String, _ note: String = "") {
    let line = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    print(note.isEmpty ? line + value : line + value.padding(toLength: 22, withPad: " ", startingAt: 0) + note)
}

func reportLongestCall(_ label: String, nanoseconds: Double) {
    let milliseconds = nanoseconds / 1e6
    reportLine(label, "\(format(milliseconds)) ms", milliseconds <= 5 ? "goal <= 5 ms: met" : "goal <= 5 ms: NOT met")
}

func reportMostApplied(_ label: String, _ count: Int) {
    let bound = 1 + Store<Counter, CounterAction>.dispatchBudget
    reportLine(label, "\(count)", "bound 1 + Store.dispatchBudget = \(bound): " + (count <= bound ? "met" : "NOT met"))
}

/// A call's (or a floor reading's) CPU time in µs, and where it went.
func describe(_ call: CallCost, applying: Bool = true) -> String {
    let switches = "parked \(call.parked)x, preempted \(call.preempted)x"
    return applying
        ? "\(call.applied) applied, \(format(call.applying / 1e3)) us of it applying; " + switches : switches
}

/// The goal's verdict on a call's CPU time spent waiting, beside the floor.
func waitingVerdict(_ nanoseconds: Double, floor: Double) -> String {
    let verdict = nanoseconds <= 1e6 ? "goal <= 1 ms: met" : "goal <= 1 ms: NOT met"
    return verdict + " (floor \(format(floor / 1e3)) us)"
}
