/// The characters Swift accepts in an identifier, and where: the
/// identifier-head and identifier-character productions of The Swift
/// Programming Language (Lexical Structure, Identifiers), narrowed where
/// the compiler is stricter than the book (swiftc 6.3 refuses
/// U+FFF9–U+FFFD, which the book lists), and where a name must work in
/// every place generated code spells it: the variation selectors
/// (U+FE00–U+FE0F, U+E0100–U+E01EF) and U+3021–U+302F (Hangzhou numerals,
/// ideographic tone marks) may start an identifier, but after a `.`
/// (`.name`, `self.name`) swiftc reads them as part of an operator. Here
/// they only follow.
///
/// Unicode's own identifier properties (`isAlphabetic`, XID_Start) are not
/// the rule: U+2E2F VERTICAL TILDE is alphabetic, and Swift refuses it.
/// `IdentifierCharacterCompileTests` asks swiftc about every boundary of
/// these ranges, as the first character and as a later one.
enum IdentifierCharacters {
    /// What can start an identifier (every one of these can also follow).
    static let head: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x5F...0x5F, 0x61...0x7A,
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFDFF, 0xFE10...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFF8,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xE00FF, 0xE01F0...0xEFFFD,
    ]

    /// What can follow the first character but not start an identifier:
    /// digits, combining marks, variation selectors, and the characters
    /// read as an operator after a dot.
    static let continuationOnly: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0x3021...0x302F, 0xFE00...0xFE0F,
        0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]

    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        contains(head, scalar.value)
    }

    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || contains(continuationOnly, scalar.value)
    }

    /// Binary search over sorted, disjoint ranges.
    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }
}
