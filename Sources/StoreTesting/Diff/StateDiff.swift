/// The fields in which an actual state differs from the expected one, found by
/// walking both (and the state before the action) with `Mirror`, so a failure
/// names `projects[2].name` instead of printing two whole states.
///
/// Each line reads `path: before -> actual (expected value)`, or
/// `path: value (unchanged; expected value)` when the action left it alone.
enum StateDiff {
    static func lines(before: Any?, actual: Any, expected: Any) -> [String] {
        var lines: [String] = []
        compare(path: "", before: before.map(Slot.value) ?? .absent, actual: .value(actual),
                expected: .value(expected), into: &lines)
        return lines
    }

    /// A value at a path, or nothing there (an element past the end of an array,
    /// a dictionary key that one side lacks).
    private enum Slot {
        case absent
        case value(Any)

        var value: Any? {
            if case .value(let value) = self { return value }
            return nil
        }
    }

    private static func compare(path: String, before: Slot, actual: Slot, expected: Slot, into lines: inout [String]) {
        guard let actualValue = actual.value.map(unwrapped), let expectedValue = expected.value.map(unwrapped) else {
            if actual.value != nil || expected.value != nil { report(path, before, actual, expected, into: &lines) }
            return
        }
        let beforeValue = before.value.map(unwrapped)
        let actualMirror = Mirror(reflecting: actualValue)
        let expectedMirror = Mirror(reflecting: expectedValue)
        let sameKind = type(of: actualValue) == type(of: expectedValue)
            && actualMirror.displayStyle == expectedMirror.displayStyle
        guard sameKind else {
            report(path, before, actual, expected, into: &lines)
            return
        }
        let beforeMirror = beforeValue.flatMap { value in
            type(of: value) == type(of: actualValue) ? Mirror(reflecting: value) : nil
        }

        switch actualMirror.displayStyle {
        case .struct?, .class?, .tuple?:
            let names = labelledChildren(actualMirror).map(\.0)
            let actualChildren = Dictionary(labelledChildren(actualMirror), uniquingKeysWith: { first, _ in first })
            let expectedChildren = Dictionary(labelledChildren(expectedMirror), uniquingKeysWith: { first, _ in first })
            let beforeChildren = beforeMirror.map { Dictionary(labelledChildren($0), uniquingKeysWith: { first, _ in first }) } ?? [:]
            if names.isEmpty && describe(actualValue) != describe(expectedValue) {
                report(path, before, actual, expected, into: &lines)
            }
            for name in names {
                compare(path: join(path, name), before: slot(beforeChildren[name]),
                        actual: slot(actualChildren[name]), expected: slot(expectedChildren[name]), into: &lines)
            }
        case .collection?:
            let actualElements = actualMirror.children.map(\.value)
            let expectedElements = expectedMirror.children.map(\.value)
            let beforeElements = beforeMirror.map { $0.children.map(\.value) } ?? []
            for index in 0..<max(actualElements.count, expectedElements.count) {
                compare(path: "\(path)[\(index)]", before: element(beforeElements, index),
                        actual: element(actualElements, index), expected: element(expectedElements, index), into: &lines)
            }
        case .dictionary?:
            let actualEntries = entries(actualMirror)
            let expectedEntries = entries(expectedMirror)
            let beforeEntries = beforeMirror.map(entries) ?? [:]
            for key in Set(actualEntries.keys).union(expectedEntries.keys).sorted() {
                compare(path: "\(path)[\(key)]", before: slot(beforeEntries[key]),
                        actual: slot(actualEntries[key]), expected: slot(expectedEntries[key]), into: &lines)
            }
        case .enum?:
            if caseName(actualValue) != caseName(expectedValue) {
                report(path, before, actual, expected, into: &lines)
                return
            }
            let payloadPath = join(path, caseName(actualValue))
            let beforePayload = beforeValue.flatMap { caseName($0) == caseName(actualValue) ? Mirror(reflecting: $0).children.first?.value : nil }
            if let actualPayload = actualMirror.children.first?.value,
               let expectedPayload = expectedMirror.children.first?.value {
                compare(path: payloadPath, before: slot(beforePayload), actual: .value(actualPayload),
                        expected: .value(expectedPayload), into: &lines)
            }
        case .set?:
            let actualElements = actualMirror.children.map { describe($0.value) }.sorted()
            let expectedElements = expectedMirror.children.map { describe($0.value) }.sorted()
            if actualElements != expectedElements { report(path, before, actual, expected, into: &lines) }
        default:
            if describe(actualValue) != describe(expectedValue) { report(path, before, actual, expected, into: &lines) }
        }
    }

    private static func report(_ path: String, _ before: Slot, _ actual: Slot, _ expected: Slot, into lines: inout [String]) {
        let name = path.isEmpty ? "state" : path
        let actualText = text(actual)
        let expectedText = text(expected)
        switch before {
        case .value where text(before) == actualText:
            lines.append("\(name): \(actualText) (unchanged; expected \(expectedText))")
        case .value:
            lines.append("\(name): \(text(before)) -> \(actualText) (expected \(expectedText))")
        case .absent:
            lines.append("\(name): \(actualText) (expected \(expectedText))")
        }
    }

    private static func text(_ slot: Slot) -> String {
        slot.value.map(describe) ?? "<none>"
    }

    /// Strings are quoted so `""` and `"nil"` are told apart from nothing and from `nil`.
    static func describe(_ value: Any) -> String {
        let value = unwrapped(value)
        if Mirror(reflecting: value).displayStyle == .optional { return "nil" }
        if let string = value as? String { return String(reflecting: string) }
        if let character = value as? Character { return String(reflecting: character) }
        return String(describing: value)
    }

    /// Looks through `Optional.some`, so `name: String?` is compared like `name: String`.
    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else { return value }
        return unwrapped(wrapped)
    }

    private static func labelledChildren(_ mirror: Mirror) -> [(String, Any)] {
        mirror.children.enumerated().map { index, child in (child.label.map(tupleLabel) ?? ".\(index)", child.value) }
    }

    /// Unlabelled tuple elements are reported by position, like Swift spells them.
    private static func tupleLabel(_ label: String) -> String {
        label.hasPrefix(".") ? String(label.dropFirst()) : label
    }

    private static func entries(_ mirror: Mirror) -> [String: Any] {
        var result: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            result[describe(pair[0].value)] = pair[1].value
        }
        return result
    }

    private static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if let label = mirror.children.first?.label { return label }
        return String(describing: value)
    }

    private static func element(_ elements: [Any], _ index: Int) -> Slot {
        index < elements.count ? .value(elements[index]) : .absent
    }

    private static func slot(_ value: Any?) -> Slot {
        value.map(Slot.value) ?? .absent
    }

    private static func join(_ path: String, _ name: String) -> String {
        path.isEmpty ? name : "\(path).\(name)"
    }
}
