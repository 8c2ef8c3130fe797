/// The terminal. `print` takes stdout's lock, so lines written from different
/// threads never interleave.
public struct StandardOutputConsole: Console {
    public init() {}

    public func write(_ line: String) {
        print(line)
    }
}
