import Foundation

/// What the tables need of Wide.store.yaml: how many fields its state has.
/// The tables name field i `fi` and its subscription `fieldi`, so the
/// schema must declare exactly those, in that order; anything else stops the
/// build at the line that breaks the rule (a YAML parser is not needed for
/// a file this regular, and the check keeps the two in step).
struct WideSchema {
    private(set) var fieldCount = 0

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var section = ""
        var subscriptionCount = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = "\(path):\(index + 1):1"
            if let first = line.first, first != " ", first != "#" {
                section = String(line.prefix { $0 != ":" })
                continue
            }
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
            let name = line.dropFirst(2).prefix { $0 != ":" }
            switch section {
            case "state":
                guard name == "f\(fieldCount)" else { throw Failure(location, "expected state field f\(fieldCount)") }
                fieldCount += 1
            case "subscriptions":
                guard name == "field\(subscriptionCount)" else {
                    throw Failure(location, "expected subscription field\(subscriptionCount)")
                }
                subscriptionCount += 1
            default:
                continue
            }
        }
        guard subscriptionCount == fieldCount else {
            throw Failure("\(path):1:1", "\(fieldCount) fields but \(subscriptionCount) subscriptions")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ location: String, _ message: String) { description = "\(location): error: \(message)" }
    }
}
