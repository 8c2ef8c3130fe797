/// The documented limits every schema must stay within. They exist so that
/// a hostile or broken file ends with one short diagnostic instead of a hang,
/// a crash or unbounded memory.
public enum SchemaLimits {
    /// The largest schema file, in bytes (10 MB).
    public static let maxFileBytes = 10 * 1024 * 1024
    /// The most YAML nodes a schema may have after aliases are expanded, so
    /// an alias bomb ("billion laughs") is rejected after a bounded walk.
    public static let maxNodes = 100_000
    static let nodeBudgetMessage =
        "the schema has more than \(maxNodes) YAML nodes once aliases are expanded, which is the limit"
    /// The most bytes of text (keys and values) a schema may hold after
    /// aliases are expanded, as much as a file may: generated code repeats
    /// every default it is given, so a few aliases of one long string would
    /// otherwise become hundreds of megabytes of Swift.
    public static let maxExpandedBytes = maxFileBytes
    static let expandedBytesMessage =
        """
        the schema holds more than \(maxExpandedBytes) bytes of text once aliases are expanded (10 MB, \
        as much as a file may), which is the limit
        """

    /// The deepest nesting of lists and mappings (libyaml itself stops at 1000).
    public static let maxDepth = 64
    /// The longest type expression (`[String: [Project]]?`), in characters.
    public static let maxTypeExpressionLength = 1_000
    /// The deepest nesting inside one type expression.
    public static let maxTypeExpressionDepth = 32
    /// The longest diagnostic message; user text quoted in messages is
    /// shortened well before this.
    public static let maxMessageLength = 300
}
