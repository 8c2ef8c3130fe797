/// Draws names from the edges of Unicode, where what Unicode calls a
/// letter and what Swift's lexer accepts part ways: combining marks (as the
/// first character and later), modifier letters, symbols, emoji and their
/// modifiers and joiners, right-to-left letters and marks, variation
/// selectors, invisible formatting characters, digits of other scripts,
/// spaces, punctuation and private-use characters, mixed with ASCII letters.
/// (Not U+FEFF: Yams drops it from the start of every scalar, so a name
/// starting with it is read without it.)
struct UnicodeNameGrammar {
    var random: SeededRandom

    /// Each pool: a kind of edge and some of its code points, chosen at the
    /// boundaries of Swift's identifier ranges and inside them.
    static let pools: [(kind: String, scalars: [UInt32])] = [
        (
            "combining mark",
            [
                0x0300, 0x0301, 0x0308, 0x0345, 0x036F, 0x0483, 0x05B0, 0x064B, 0x093C, 0x1AB0,
                0x1DC0, 0x1DFF, 0x20D0, 0x20DD, 0x20E3, 0x20FF, 0xFE20, 0xFE2F, 0x1D165, 0xE0100,
            ]
        ),
        (
            "modifier letter",
            [
                0x02B0, 0x02C6, 0x02D0, 0x02EE, 0x02FF, 0x1D2C, 0x1D9F, 0x2071, 0x2C7D, 0x2D6F,
                0x2E2F, 0x3005, 0x3031, 0xA67F, 0xA717, 0xA788, 0xFF70, 0xFF9E, 0x16B40, 0x1E030,
            ]
        ),
        (
            "symbol",
            [
                0x00A9, 0x00AE, 0x00B0, 0x00B1, 0x00A8, 0x00AF, 0x00D7, 0x00F7, 0x20AC, 0x2122, 0x2190,
                0x2211, 0x2318, 0x2460, 0x24FF, 0x2500, 0x2605, 0x2776, 0x2794, 0x2E80, 0x3004, 0xFFE0,
            ]
        ),
        (
            "emoji",
            [
                0x1F600, 0x1F44D, 0x1F3FD, 0x1F468, 0x1F1FA, 0x1F1F8, 0x2764, 0x2B50, 0x2705, 0x1F004,
                0x1F9D1, 0x1FAE8, 0x231A, 0x00A9, 0x1F0CF,
            ]
        ),
        (
            "right-to-left",
            [
                0x05D0, 0x05EA, 0x0627, 0x0628, 0x0710, 0x0780, 0x07CA, 0x0800, 0x200F, 0x200E,
                0x202B, 0x202E, 0x2067, 0x2069, 0x061C, 0xFB1D, 0xFE70, 0x10900, 0x1E900,
            ]
        ),
        (
            "variation selector",
            [0xFE00, 0xFE0E, 0xFE0F, 0x180B, 0x180D, 0x180E, 0x180F, 0xE0100, 0xE01EF, 0xE0001, 0xE007F]
        ),
        (
            "invisible",
            [
                0x200B, 0x200C, 0x200D, 0x2060, 0x2063, 0x206F, 0x00AD, 0x2028, 0x2029, 0x00A0,
                0x1680, 0x3000, 0x2000, 0x205F, 0x034F,
            ]
        ),
        ("digit", [0x30, 0x39, 0x0663, 0x06F5, 0x0966, 0xFF10, 0x1D7CE, 0x00B2, 0x2070, 0x2080, 0x2167, 0x3007]),
        (
            "punctuation",
            [
                0x2D, 0x24, 0x60, 0x2E, 0x2E2E, 0x00B7, 0x00BF, 0x2010, 0x203F, 0x2040, 0x2054, 0x3030,
                0xFE45, 0xFE47, 0xFF3F, 0x00A1,
            ]
        ),
        (
            "other script",
            [
                0x4E2D, 0xD55C, 0x30A2, 0x0416, 0x03A9, 0x1E9E, 0x0149, 0x01C5, 0xA7AF, 0x10400, 0x20000,
                0x2FFFD, 0x30000, 0xE000, 0xF8FF, 0xFFF9, 0xFFFD, 0xFD3E, 0xFDD0,
            ]
        ),
    ]
    static let ascii: [Unicode.Scalar] = Array("abcxyzABCXYZ_".unicodeScalars)

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    private mutating func edge() -> Unicode.Scalar {
        let pool = random.pick(Self.pools)
        return Unicode.Scalar(random.pick(pool.scalars))!
    }

    /// One name: edge characters first, last, in the middle or alone,
    /// once or a few times, beside ASCII letters.
    mutating func name() -> String {
        var scalars: [Unicode.Scalar] = []
        switch random.count(0...5) {
        case 0: scalars = [edge(), random.pick(Self.ascii)]
        case 1: scalars = [random.pick(Self.ascii), edge()]
        case 2: scalars = [random.pick(Self.ascii), edge(), random.pick(Self.ascii)]
        case 3: scalars = [edge()]
        case 4: scalars = [edge(), edge(), random.pick(Self.ascii)]
        default: scalars = [random.pick(Self.ascii), edge(), edge()]
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars)
        return name
    }

    /// `name` as a double-quoted YAML scalar, every character outside
    /// printable ASCII escaped, so YAML reads exactly these code points.
    static func yaml(_ name: String) -> String {
        var text = "\""
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x22: text += "\\\""
            case 0x5C: text += "\\\\"
            case 0x20...0x7E: text.unicodeScalars.append(scalar)
            case 0...0xFFFF: text += "\\u" + hex(scalar.value, width: 4)
            default: text += "\\U" + hex(scalar.value, width: 8)
            }
        }
        return text + "\""
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: width - digits.count) + digits
    }
}
