/// Why a counter command refused to act, in words a user can read.
enum CounterCommandError: Error, Equatable, CustomStringConvertible {
    case alreadyAtZero

    var description: String {
        switch self {
        case .alreadyAtZero: "the count cannot go below zero"
        }
    }
}
