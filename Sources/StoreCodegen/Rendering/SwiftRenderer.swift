/// The one place where the Swift model becomes text: spelling, escaping,
/// indentation, blank lines and `#sourceLocation` directives are decided here
/// and nowhere else.
struct SwiftRenderer {
    /// Parameter lists longer than this are written one parameter per line.
    static let maximumLineLength = 100

    /// The `#sourceLocation(file:line:)` in effect, if any, and the index of
    /// its directive in the output: it must be reset before generated-only code.
    private var activeLocation: (location: SchemaLine, directiveIndex: Int)?
    var writer = LineWriter()
    /// `canName` for each schema file seen, asked once per file.
    private var nameableFiles: [String: Bool] = [:]

    init() {}

    /// The text of each file, named.
    static func render(_ files: SourceFiles) -> [GeneratedFile] {
        files.files.map { GeneratedFile(name: $0.name, text: render($0.file), declaresNothing: $0.file.items.isEmpty) }
    }

    /// The text of a whole file.
    static func render(_ file: SourceFile) -> String {
        var renderer = SwiftRenderer()
        renderer.write(file)
        return renderer.writer.text
    }

    private mutating func write(_ declaration: ImportDeclaration) {
        switch declaration {
        case .module(let module):
            writer.line("import \(IdentifierEscaping.name(module))")
        case .preferring(let lighter, let module):
            writer.line("#if canImport(\(IdentifierEscaping.name(lighter)))")
            writer.line("import \(IdentifierEscaping.name(lighter))")
            writer.line("#else")
            writer.line("import \(IdentifierEscaping.name(module))")
            writer.line("#endif")
        case .spi(let group, let module):
            writer.line("@_spi(\(IdentifierEscaping.name(group))) import \(IdentifierEscaping.name(module))")
        }
    }

    private mutating func write(_ file: SourceFile) {
        for comment in file.header {
            write(comment)
        }
        if !file.imports.isEmpty {
            writer.blankLine()
            for declaration in file.imports {
                write(declaration)
            }
        }
        for item in file.items {
            writer.blankLine()
            switch item {
            case .comment(let comment):
                write(comment)
            case .declaration(let declaration):
                write(declaration)
                resetLocation()
            }
        }
    }

    // MARK: Comments and locations

    private mutating func write(_ comment: Comment) {
        for line in Self.lines(of: comment) {
            writer.line(line)
        }
    }

    static func lines(of comment: Comment) -> [String] {
        switch comment {
        case .documentation(let text):
            StringLiteralEscaping.commentLines(text).map { $0.isEmpty ? "///" : "/// \($0)" }
        case .line(let text):
            StringLiteralEscaping.commentLines(text).map { $0.isEmpty ? "//" : "// \($0)" }
        case .mark(let text):
            StringLiteralEscaping.commentLines(text).map { "// MARK: - \($0)" }
        }
    }

    /// Points the compiler at `location` for the declaration whose first line
    /// comes `offset` lines after the directive.
    /// A directive is left out when the lines since the previous one already
    /// arrive at the wanted line (consecutive fields on consecutive lines).
    private mutating func setLocation(_ location: SchemaLine, offset: Int) {
        if nameableFiles[location.file] == nil {
            nameableFiles[location.file] = Self.canName(location.file)
        }
        guard nameableFiles[location.file] == true else {
            resetLocation()
            return
        }
        let line = max(1, location.line - offset)
        if let active = activeLocation, active.location.file == location.file,
            active.location.line + (writer.lines.count - active.directiveIndex - 1) == line
        {
            return
        }
        activeLocation = (SchemaLine(file: location.file, line: line), writer.lines.count)
        writer.line("#sourceLocation(file: \"\(location.file)\", line: \(line))")
    }

    private mutating func resetLocation() {
        if activeLocation != nil {
            writer.line("#sourceLocation()")
            activeLocation = nil
        }
    }

    /// The compiler takes the file of `#sourceLocation` verbatim, without
    /// unescaping, so only paths that need no escaping can be named.
    static func canName(_ file: String) -> Bool {
        !file.isEmpty
            && !file.unicodeScalars.contains { scalar in
                scalar == "\"" || scalar == "\\" || scalar.properties.generalCategory == .control
            }
    }

    // MARK: Declarations

    private mutating func write(_ declaration: Declaration) {
        let commentLines = declaration.comment.map(Self.lines(of:)) ?? []
        if let location = declaration.location {
            setLocation(location, offset: commentLines.count + declaration.attributes.count)
        } else {
            resetLocation()
        }
        for line in commentLines {
            writer.line(line)
        }
        for attribute in declaration.attributes {
            writer.line(Self.spelling(of: attribute))
        }
        switch declaration.kind {
        case .structure(let structure):
            writeBlock(
                header: "\(modifier(structure.access))struct \(IdentifierEscaping.name(structure.name))"
                    + inheritance(structure.conformances),
                members: structure.members
            )
        case .enumeration(let enumeration):
            writeBlock(
                header: "\(modifier(enumeration.access))\(enumeration.isIndirect ? "indirect " : "")enum "
                    + IdentifierEscaping.name(enumeration.name)
                    + genericParameterClause(enumeration.genericParameters)
                    + inheritance(enumeration.conformances),
                members: enumeration.members
            )
        case .enumCase(let enumCase):
            writer.line(enumCaseText(enumCase))
        case .protocolDeclaration(let protocolDeclaration):
            writeBlock(
                header: "\(modifier(protocolDeclaration.access))protocol "
                    + IdentifierEscaping.name(protocolDeclaration.name)
                    + inheritance(protocolDeclaration.inherits)
                    + whereClause(protocolDeclaration.requirements),
                members: protocolDeclaration.members
            )
        case .extensionDeclaration(let extensionDeclaration):
            writeBlock(
                header: "extension \(type(extensionDeclaration.extendedType))"
                    + inheritance(extensionDeclaration.conformances)
                    + whereClause(extensionDeclaration.requirements),
                members: extensionDeclaration.members
            )
        case .function(let function):
            write(function)
        case .variable(let variable):
            write(variable)
        case .typeAlias(let alias):
            writer.line(
                "\(modifier(alias.access))typealias \(IdentifierEscaping.name(alias.name)) = \(type(alias.type))")
        }
    }

    private mutating func writeBlock(header: String, members: [Declaration]) {
        if members.isEmpty {
            writer.line(header + " {}")
            return
        }
        writer.line(header + " {")
        writer.indent()
        var previous: Declaration?
        for member in members {
            if member.location == nil {
                resetLocation()
            }
            if let previous, !(Self.isCompact(previous) && Self.isCompact(member)) {
                writer.blankLine()
            }
            write(member)
            previous = member
        }
        resetLocation()
        writer.outdent()
        writer.line("}")
    }

    /// Stored properties, enum cases and requirements sit on consecutive
    /// lines; everything else is separated by a blank line.
    private static func isCompact(_ declaration: Declaration) -> Bool {
        if declaration.comment != nil { return false }
        switch declaration.kind {
        case .enumCase, .typeAlias: return true
        case .variable(let variable):
            switch variable.storage {
            case .computed, .computedValue, .getSet: return false
            case .stored, .requirement, .observed: return true
            }
        case .function(let function):
            return function.body == nil
        default:
            return false
        }
    }

    func modifier(_ access: AccessModifier) -> String {
        access == .internal ? "" : "\(access.rawValue) "
    }

    static func spelling(of attribute: Attribute) -> String {
        switch attribute {
        case .discardableResult: "@discardableResult"
        case .availableWithObservation: "@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)"
        case .escaping: "@escaping"
        case .mainActor: "@MainActor"
        case .sendable: "@Sendable"
        case .spiGenerated: "@_spi(Generated)"
        case .unavailable(let message):
            "@available(*, unavailable, message: \(StringLiteralEscaping.literal(message)))"
        }
    }

    /// `<Value, Owner: AnyObject & Sendable>`, or nothing.
    private func genericParameterClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<"
            + parameters.map { parameter in
                let name = IdentifierEscaping.typeName(parameter.name)
                return parameter.constraints.isEmpty
                    ? name : name + ": " + parameter.constraints.map(type).joined(separator: " & ")
            }.joined(separator: ", ") + ">"
    }

    private func inheritance(_ types: [TypeName]) -> String {
        types.isEmpty ? "" : ": " + types.map(type).joined(separator: ", ")
    }

    private func whereClause(_ requirements: [GenericRequirement]) -> String {
        guard !requirements.isEmpty else { return "" }
        return " where "
            + requirements.map { requirement in
                switch requirement {
                case .sameType(let left, let right): "\(type(left)) == \(type(right))"
                case .conformance(let left, let right): "\(type(left)): \(type(right))"
                }
            }.joined(separator: ", ")
    }

    private func enumCaseText(_ enumCase: EnumCaseDeclaration) -> String {
        var text = "case \(IdentifierEscaping.name(enumCase.name))"
        if !enumCase.associatedValues.isEmpty {
            let values = enumCase.associatedValues.map { value in
                var part = value.label.map { "\(IdentifierEscaping.name($0)): " } ?? ""
                part += type(value.type)
                if let defaultValue = value.defaultValue {
                    part += " = \(expression(defaultValue))"
                }
                return part
            }
            text += "(\(values.joined(separator: ", ")))"
        }
        if let rawValue = enumCase.rawValue {
            text += " = \(StringLiteralEscaping.literal(rawValue))"
        }
        return text
    }

    mutating func write(_ function: FunctionDeclaration) {
        var head = modifier(function.access)
        for word in function.modifiers {
            head += "\(word.rawValue) "
        }
        switch function.name {
        case .function(let name): head += "func \(IdentifierEscaping.name(name))"
        case .initializer(let failable): head += failable ? "init?" : "init"
        case .infixOperator(let symbol): head += "func \(symbol) "
        }
        head += genericParameterClause(function.genericParameters)
        var tail = ""
        if function.isThrowing { tail += " throws" }
        if let result = function.result { tail += " -> \(type(result))" }
        let parameters = function.parameters.map(parameter)
        let oneLine = head + "(" + parameters.joined(separator: ", ") + ")" + tail
        // An empty body closes on its line (`init() {}`), but a scaffold's
        // handler stays open, to be filled in.
        let closesOnItsLine = function.body == [] && !function.isPlaceholder
        let opening = function.body == nil ? "" : closesOnItsLine ? " {}" : " {"
        if parameters.count > 1 && writer.indentedLength(of: oneLine + opening) > Self.maximumLineLength {
            writer.line(head + "(")
            writer.indent()
            for (index, text) in parameters.enumerated() {
                writer.line(text + (index == parameters.count - 1 ? "" : ","))
            }
            writer.outdent()
            writer.line(")" + tail + opening)
        } else {
            writer.line(oneLine + opening)
        }
        if let body = function.body, !closesOnItsLine {
            writeBody(body)
        }
    }

    private func parameter(_ parameter: FunctionDeclaration.Parameter) -> String {
        var text = parameter.label == "_" ? "_" : IdentifierEscaping.name(parameter.label)
        if let local = parameter.localName {
            text += " \(IdentifierEscaping.name(local))"
        }
        text += ": \(type(parameter.type))"
        if let defaultValue = parameter.defaultValue {
            text += " = \(expression(defaultValue))"
        }
        return text
    }

    private mutating func write(_ variable: VariableDeclaration) {
        var head = modifier(variable.access)
        if variable.isStatic { head += "static " }
        if let setter = variable.setterAccess { head += "\(setter.rawValue)(set) " }
        let name = IdentifierEscaping.name(variable.name)
        let annotation = variable.type.map { ": \(type($0))" } ?? ""
        switch variable.storage {
        case .stored(let isMutable, let initialValue):
            let value = initialValue.map { " = \(expression($0))" } ?? ""
            writer.line(head + (isMutable ? "var " : "let ") + name + annotation + value)
        case .computed(let body):
            writer.line(head + "var " + name + annotation + " {")
            writeBody(body)
        case .computedValue(let value):
            let oneLine = head + "var " + name + annotation + " { \(expression(value)) }"
            guard case .binary(_, let operation, _) = value,
                writer.indentedLength(of: oneLine) > Self.maximumLineLength
            else {
                writer.line(oneLine)
                return
            }
            writer.line(head + "var " + name + annotation + " {")
            writer.indent()
            writeChain(value, of: operation)
            writer.outdent()
            writer.line("}")
        case .getSet(let getter, let setter):
            writer.line(head + "var " + name + annotation + " {")
            writer.indent()
            writer.line("get {")
            writeBody(getter)
            writer.line("set {")
            writeBody(setter)
            writer.outdent()
            writer.line("}")
        case .observed(let initialValue, let didSet):
            let value = initialValue.map { " = \(expression($0))" } ?? ""
            writer.line(head + "var " + name + annotation + value + " { didSet { \(inlineStatement(didSet)) } }")
        case .requirement(let settable):
            writer.line(head + "var " + name + annotation + (settable ? " { get set }" : " { get }"))
        }
    }

    /// A chain of one operator too long for its line (`a || b || c`): an
    /// operand per line, each after the first led by the operator, as
    /// swift-format writes it.
    private mutating func writeChain(_ value: Expression, of operation: BinaryOperator) {
        var operands: [Expression] = []
        var rest = value
        while case .binary(let left, let next, let right) = rest, next == operation {
            operands.insert(right, at: 0)
            rest = left
        }
        writer.line(expression(rest))
        writer.indent()
        for operand in operands { writer.line("\(operation.rawValue) \(expression(operand))") }
        writer.outdent()
    }

    /// The statements of a body already opened with `{`, then the closing brace.
    mutating func writeBody(_ body: [Statement]) {
        writer.indent()
        for statement in body {
            write(statement)
        }
        writer.outdent()
        writer.line("}")
    }
}
