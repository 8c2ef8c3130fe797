/// What the user asked for on the command line, with projects still named as
/// typed: the router resolves names against the state.
enum UserRequest: Equatable, Sendable {
    case list
    case add(project: String)
    case remove(project: String)
    case start(project: String, activity: String)
    case stop(project: String)
}
