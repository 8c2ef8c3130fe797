/// A position in a schema file, so every diagnostic and every generated
/// declaration can point back at the YAML the user wrote.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file path as it was given to the loader.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors recognise.
    public var description: String { "\(file):\(line):\(column)" }
}
