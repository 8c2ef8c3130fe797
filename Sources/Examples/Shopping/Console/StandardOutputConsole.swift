/// The terminal. `print` takes stdout's lock, so lines from different threads
/// never interleave.
struct StandardOutputConsole: Console {
    func write(_ line: String) {
        print(line)
    }
}
