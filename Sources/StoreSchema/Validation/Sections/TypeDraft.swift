/// A schema type as read, before field types are resolved.
struct TypeDraft {
    enum Kind {
        case structure([FieldDraft])
        case enumeration([CaseDraft])
    }

    var name: String
    var key: SyntaxNode
    var doc: String?
    var kind: Kind
}

/// One enum case as read.
struct CaseDraft {
    var name: String
    var key: SyntaxNode
    var payload: [FieldDraft]
}
