/// Which task of a `CommandRegistry` with an executor the current code runs
/// in: set at the root of each task it starts and inherited by the task's
/// child tasks (`async let`, task groups), so a test clock can tell which
/// effect each of its sleepers belongs to.
package enum RunningTask {
    @TaskLocal package static var id: UInt64?
}
