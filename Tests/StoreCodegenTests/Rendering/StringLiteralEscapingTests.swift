import Testing

@testable import StoreCodegen

@Suite struct StringLiteralEscapingTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"\(danger)"#, #""\\(danger)""#),
        ("a\nb\r\nc\td", #""a\nb\r\nc\td""#),
        ("nul\u{0}", #""nul\0""#),
        ("bell\u{7}", #""bell\u{7}""#),
        ("rtl\u{202E}x", #""rtl\u{202E}x""#),
        ("sep\u{2028}", #""sep\u{2028}""#),
        ("nbsp\u{A0}", #""nbsp\u{A0}""#),
        ("👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿 é", "\"👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿 é\""),
        ("\u{301}x", #""\u{301}x""#),
        ("*/ /*", #""*/ /*""#),
        ("", #""""#),
    ])
    func literalEscapes(value: String, expected: String) {
        #expect(StringLiteralEscaping.literal(value) == expected)
    }

    @Test func invisibleFormatCharactersAreEscapedButEmojiJoinersAreNot() {
        #expect(StringLiteralEscaping.literal("a\u{200B}b\u{200D}c") == "\"a\\u{200B}b\u{200D}c\"")
    }

    @Test func commentLinesSplitOnEveryLineBreakAndShowControls() {
        #expect(StringLiteralEscaping.commentLines("one\ntwo\r\nthree\rfour") == ["one", "two", "three", "four"])
        #expect(StringLiteralEscaping.commentLines("nul\u{0} end */ trailing  ") == ["nul\\u{0} end */ trailing"])
        #expect(StringLiteralEscaping.commentLines("") == [""])
    }
}

@Suite struct IdentifierEscapingTests {
    @Test func keywordsAreEscapedWhereDeclaredOrReferenced() {
        #expect(IdentifierEscaping.name("default") == "`default`")
        #expect(IdentifierEscaping.name("init") == "`init`")
        #expect(IdentifierEscaping.name("Type") == "`Type`")
        #expect(IdentifierEscaping.name("count") == "count")
        #expect(IdentifierEscaping.name("défaut") == "défaut")
    }

    @Test func callLabelsAreEscapedOnlyForInout() {
        #expect(IdentifierEscaping.callLabel("default") == "default")
        #expect(IdentifierEscaping.callLabel("self") == "self")
        #expect(IdentifierEscaping.callLabel("inout") == "`inout`")
    }
}
