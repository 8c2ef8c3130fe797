import Foundation
import Testing

@testable import StoreSchema

/// The identifier rule is the compiler's: at every boundary of
/// `IdentifierCharacters`' ranges (and at the code points the ranges were
/// drawn around), swiftc accepts a character as the first one of a name,
/// or as a later one, exactly when the validator does. A name is declared
/// and then read after a `.`, as generated code reads members (variation
/// selectors start a name but, after a dot, continue the operator). One
/// compiler run type-checks a line per code point and position; a line the
/// validator refuses must fail (with warnings as errors: swiftc only warns
/// about a no-break space, which it reads as a space), one it accepts must not.
@Suite struct IdentifierCharacterCompileTests {
    /// The code points around every range boundary outside ASCII, and named edges.
    static var edgeCodePoints: [UInt32] {
        var points: Set<UInt32> = [
            0x00A0, 0x0345, 0x2E2F, 0x200F, 0xFE0F, 0xFEFF, 0x1F600, 0x1F3FD, 0xE0100, 0xE01EF,
            0x0663, 0x05D0, 0x0627, 0x064B, 0x20AC, 0x2122, 0x2764, 0xFFF9, 0xFFFD, 0x10FFFF,
        ]
        for range in IdentifierCharacters.head + IdentifierCharacters.continuationOnly {
            let lower = range.lowerBound
            let upper = range.upperBound
            points.formUnion([lower, upper, lower + (upper - lower) / 2, upper + 1])
            if lower > 0 { points.insert(lower - 1) }
        }
        // ASCII's rule is plain (letters, digits, '_'), and its brackets and
        // quotes would carry the parser's recovery past the line.
        return points.filter { $0 >= 0xA0 && $0 <= 0x10FFFF && !(0xD800...0xDFFF).contains($0) }.sorted()
    }

    @Test func swiftcAcceptsExactlyWhatTheValidatorAccepts() async throws {
        var lines: [String] = []
        var expected: [Bool] = []
        for value in Self.edgeCodePoints {
            let scalar = Unicode.Scalar(value)!
            for isFirst in [true, false] {
                var name = ""
                name.unicodeScalars.append(contentsOf: isFirst ? [scalar, "x"] : ["x", scalar])
                let index = lines.count
                lines.append("struct S\(index) { var \(name) = 0 }; let v\(index) = S\(index)().\(name)")
                expected.append(Identifier.isValid(name))
            }
        }
        let failing = try await SwiftCompiler().failingLines(typeChecking: lines.joined(separator: "\n") + "\n")
        var disagreements: [String] = []
        for (index, accepted) in expected.enumerated() where accepted == failing.contains(index + 1) {
            let value = Self.edgeCodePoints[index / 2]
            let position = index % 2 == 0 ? "first" : "later"
            disagreements.append(
                """
                U+\(String(value, radix: 16, uppercase: true)) as the \(position) character: validator \
                \(accepted ? "accepts" : "refuses"), swiftc \(accepted ? "refuses" : "accepts")
                """)
        }
        #expect(disagreements == [])
        #expect(lines.count >= 400)
    }
}
