/// A comment attached to a declaration or standing between declarations.
/// The text may span lines; the renderer prefixes every line, so no text can
/// end the comment early.
enum Comment: Equatable, Sendable {
    /// `/// text`, from a schema `doc:` or describing generated API.
    case documentation(String)
    /// `// text`
    case line(String)
    /// `// MARK: - text`
    case mark(String)
}
