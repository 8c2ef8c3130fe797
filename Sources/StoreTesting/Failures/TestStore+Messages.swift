/// `.increment`, `.add(amount: 2)`: how actions appear in failure messages,
/// a test store's and its applier's.
func describeAction<Action>(_ action: Action) -> String {
    "." + String(describing: action)
}

extension TestStore {
    /// `.increment`, `.add(amount: 2)` (`describeAction`).
    static func describe(_ action: Action) -> String {
        describeAction(action)
    }

    /// `.tick ×6, .stop`: actions in order, a run of the same one counted.
    static func summary(_ actions: [Action]) -> String {
        var runs: [(description: String, count: Int)] = []
        for action in actions {
            let description = describe(action)
            if runs.last?.description == description {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((description, 1))
            }
        }
        return runs.map { $0.count == 1 ? $0.description : "\($0.description) ×\($0.count)" }.joined(separator: ", ")
    }

    /// `2 received action(s)`: how a failure counts the actions it lists.
    static func list(_ actions: [Action]) -> String {
        "\(actions.count) received action(s)"
    }

    /// The actions a failure lists, one per indented line below its first.
    static func lines(_ actions: [Action]) -> String {
        actions.map { "\n  " + describe($0) }.joined()
    }
}
