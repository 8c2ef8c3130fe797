import Testing

@testable import StoreCodegen

@Suite struct SwiftRendererTests {
    private func render(_ declarations: [Declaration]) -> String {
        SwiftRenderer.render(SourceFile(header: [], imports: [], items: declarations.map(SourceFile.Item.declaration)))
    }

    @Test func structWithDocsKeywordsAndInitializer() {
        let text = render([
            Declaration(
                comment: .documentation("Two lines\nof doc."),
                .structure(
                    StructDeclaration(
                        access: .public, name: "S", conformances: [.named("Equatable")],
                        members: [
                            Declaration(
                                .variable(
                                    VariableDeclaration(
                                        access: .public, name: "default", type: .optional(.named("Int")),
                                        storage: .stored(isMutable: true, initialValue: nil)))),
                            Declaration(
                                .variable(
                                    VariableDeclaration(
                                        access: .public, name: "name", type: .named("String"),
                                        storage: .stored(isMutable: true, initialValue: nil)))),
                            Declaration(
                                .function(
                                    FunctionDeclaration(
                                        access: .public, name: .initializer(failable: false),
                                        parameters: [
                                            .init(
                                                label: "default", type: .optional(.named("Int")),
                                                defaultValue: .literal(.nil))
                                        ],
                                        body: [.assignment(.member(.selfReference, "default"), .identifier("default"))])
                                )),
                        ])))
        ])
        #expect(
            text == """
                /// Two lines
                /// of doc.
                public struct S: Equatable {
                    public var `default`: Int?
                    public var name: String

                    public init(`default`: Int? = nil) {
                        self.`default` = `default`
                    }
                }

                """)
    }

    @Test func sourceLocationsAreSetOnlyWhereLinesJumpAndResetBeforeGeneratedCode() {
        let file = "a.store.yaml"
        func field(_ name: String, line: Int) -> Declaration {
            Declaration(
                location: SchemaLine(file: file, line: line),
                .variable(
                    VariableDeclaration(
                        access: .internal, name: name, type: .named("Int"),
                        storage: .stored(isMutable: true, initialValue: nil))))
        }
        let text = render([
            Declaration(
                .structure(
                    StructDeclaration(
                        access: .internal, name: "S", conformances: [],
                        members: [
                            field("a", line: 4), field("b", line: 5), field("c", line: 9),
                            Declaration(
                                .variable(
                                    VariableDeclaration(
                                        access: .internal, name: "d", type: .named("Int"),
                                        storage: .stored(isMutable: true, initialValue: .literal(.integer("1")))))),
                        ])))
        ])
        #expect(
            text == """
                struct S {
                    #sourceLocation(file: "a.store.yaml", line: 4)
                    var a: Int
                    var b: Int
                    #sourceLocation(file: "a.store.yaml", line: 9)
                    var c: Int
                    #sourceLocation()
                    var d: Int = 1
                }

                """)
    }

    @Test func pathsThatNeedEscapingGetNoDirective() {
        #expect(SwiftRenderer.canName("/a/b c/App.store.yaml"))
        #expect(!SwiftRenderer.canName("/a/\"quoted\"/App.store.yaml"))
        #expect(!SwiftRenderer.canName("C:\\App.store.yaml"))
        #expect(!SwiftRenderer.canName("line\nbreak.store.yaml"))
    }

    @Test func longParameterListsWrapOnePerLine() {
        let parameters = (1...6).map {
            FunctionDeclaration.Parameter(label: "parameter\($0)", type: .named("String"), defaultValue: .string("x"))
        }
        let text = render([
            Declaration(
                .function(
                    FunctionDeclaration(
                        access: .internal, name: .function("f"), parameters: parameters, body: [])))
        ])
        #expect(
            text == """
                func f(
                    parameter1: String = "x",
                    parameter2: String = "x",
                    parameter3: String = "x",
                    parameter4: String = "x",
                    parameter5: String = "x",
                    parameter6: String = "x"
                ) {}

                """)
    }

    /// An empty body closes on its line, as hand-written Swift's does; a
    /// scaffold's handler stays open, for the app to fill in.
    @Test func anEmptyBodyClosesOnItsLineUnlessLeftToFillIn() {
        var function = FunctionDeclaration(
            access: .internal, modifiers: [.static], name: .function("require"), body: [])
        #expect(render([Declaration(.function(function))]) == "static func require() {}\n")
        function.isPlaceholder = true
        #expect(render([Declaration(.function(function))]) == "static func require() {\n}\n")
    }

    /// A chain of `||` too long for its line: an operand per line, each after
    /// the first led by the operator; a short one stays on its line.
    @Test func aLongChainOfOneOperatorWrapsAnOperandPerLine() {
        func variable(_ names: [String]) -> Declaration {
            let operands = names.map { Expression.call(.identifier("reads"), [.init(nil, .identifier($0))]) }
            let value = operands.dropFirst().reduce(operands[0]) { .binary($0, .or, $1) }
            return Declaration(
                .variable(
                    VariableDeclaration(
                        access: .internal, isStatic: true, name: "readsAny", type: .named("Bool"),
                        storage: .computedValue(value))))
        }
        #expect(render([variable(["a", "b"])]) == "static var readsAny: Bool { reads(a) || reads(b) }\n")
        let long = ["firstModuleState", "secondModuleState", "thirdModuleState", "fourthModuleState"]
        #expect(
            render([variable(long)]) == """
                static var readsAny: Bool {
                    reads(firstModuleState)
                        || reads(secondModuleState)
                        || reads(thirdModuleState)
                        || reads(fourthModuleState)
                }

                """)
    }

    @Test func switchCallsClosuresAndTypes() {
        let text = render([
            Declaration(
                .function(
                    FunctionDeclaration(
                        access: .internal, name: .function("g"),
                        parameters: [
                            .init(
                                label: "_", localName: "value",
                                type: .function(
                                    attributes: [.escaping, .sendable],
                                    parameters: [.dictionary(key: .named("String"), value: .set(.named("Int")))],
                                    result: .void))
                        ],
                        body: [
                            .switch(
                                .identifier("x"),
                                [
                                    SwitchCase(
                                        .enumCase(name: "in", bindings: ["inout"]),
                                        [
                                            .expression(
                                                .call(.member(nil, "case"), [.init("inout", .identifier("inout"))]))
                                        ]),
                                    SwitchCase(.default, [.return(nil)]),
                                ]),
                            .expression(
                                .call(
                                    .identifier("run"),
                                    [.init("select", .closure([.expression(.member(.closureArgument(0), "count"))]))])),
                        ])))
        ])
        #expect(
            text == """
                func g(_ value: @escaping @Sendable ([String: Set<Int>]) -> Void) {
                    switch x {
                    case .`in`(let `inout`):
                        .`case`(`inout`: `inout`)
                    default:
                        return
                    }
                    run(select: { $0.count })
                }

                """)
    }
}

extension SwiftRendererTests {
    /// Attributes sit between the doc comment and the declaration, and the
    /// `#sourceLocation` counts them so the declaration's own line is the schema's.
    @Test func attributesFollowTheCommentAndShiftTheSourceLocation() {
        let text = render([
            Declaration(
                comment: .documentation("Doc."), attributes: [.discardableResult],
                location: SchemaLine(file: "a.store.yaml", line: 10),
                .function(
                    FunctionDeclaration(
                        access: .internal, modifiers: [.static], name: .function("f"),
                        genericParameters: [
                            GenericParameter("Value"),
                            GenericParameter("Owner", constraints: [.named("AnyObject"), .named("Sendable")]),
                        ],
                        parameters: [
                            .init(
                                label: "_", localName: "handler",
                                type: .function(
                                    attributes: [.escaping, .mainActor, .sendable], parameters: [.named("Owner")],
                                    result: .void))
                        ],
                        result: .named("Int"),
                        body: [.return(.binary(.identifier("x"), .nilCoalescing, .literal(.integer("0"))))])))
        ])
        #expect(
            text == """
                #sourceLocation(file: "a.store.yaml", line: 8)
                /// Doc.
                @discardableResult
                static func f<Value, Owner: AnyObject & Sendable>(_ handler: @escaping @MainActor @Sendable \
                (Owner) -> Void) -> Int {
                    return x ?? 0
                }
                #sourceLocation()

                """)
    }
}
