/// Which test store the current task works for: set while a `TestStore`
/// starts an effect or a command, and inherited by the task it starts (and
/// that task's child tasks), so a `ManualClock` knows whose work each of its
/// sleepers is. A test store whose work is all asleep on its clock (or done)
/// knows nothing more can happen until the clock moves.
enum TrackedWork {
    @TaskLocal static var owner: ObjectIdentifier?
}
