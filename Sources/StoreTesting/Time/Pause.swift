/// How a test store waits between looks at work it cannot watch finish (an
/// effect computing, a fake server answering): it yields at first, since the
/// work is usually a hop away, then rests a moment between looks, so a long
/// wait on a loaded machine does not take a core from the work it waits for.
/// It counts looks and never gives up: no result depends on how long
/// anything takes.
struct Pause {
    private var looks = 0

    mutating func wait() async {
        looks += 1
        if looks <= 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .microseconds(200))
        }
    }
}
