extension Array where Element: Hashable {
    /// The elements in order, each once (a schema given twice is generated
    /// once; a type used twice is one arrow in a graph).
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
