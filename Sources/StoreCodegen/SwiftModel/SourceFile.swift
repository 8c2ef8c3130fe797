/// A whole generated file: header comment, imports, then declarations in order.
struct SourceFile: Equatable, Sendable {
    var header: [Comment]
    var imports: [ImportDeclaration]
    var items: [Item]

    enum Item: Equatable, Sendable {
        case declaration(Declaration)
        /// A comment standing on its own between declarations (`// MARK: -`).
        case comment(Comment)
    }
}
