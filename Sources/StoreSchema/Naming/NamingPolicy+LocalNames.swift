/// Local names (parameters, pattern bindings) for schema names. Most are
/// used as they are; a few would shadow or cannot be referenced (`self`
/// would hide the instance), so they get a suffix that no sibling uses.
extension NamingPolicy {
    /// Names a parameter or binding cannot take and still be referenced.
    public static let unusableLocals: Set<String> = ["self", "Self", "super", "init", "Type", "Protocol", "_"]

    /// A local name for each of `names`, in order, all distinct.
    public static func localNames(for names: [String], avoiding reserved: Set<String> = []) -> [String] {
        var taken = Set(names).union(reserved)
        return names.map { name in
            guard unusableLocals.contains(name) || reserved.contains(name) else { return name }
            var candidate = name + "Value"
            while taken.contains(candidate) { candidate += "_" }
            taken.insert(candidate)
            return candidate
        }
    }
}
