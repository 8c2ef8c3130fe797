import StoreRuntime
import Testing

/// `ChildList` against a plain array of the same operations: order, one
/// element per id, lookup by id, across the chunks its storage is split into.
@Suite struct ChildListTests {
    struct Row: Identifiable, Equatable, Sendable {
        var id: Int
        var value = 0
    }

    /// A small deterministic generator, so a failure repeats.
    struct Steps {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func matchesAnArrayThroughAThousandOperations() {
        var list = ChildList<Row>()
        var model: [Row] = []
        var steps = Steps()
        for step in 0..<1_000 {
            let id = steps.next(300)
            switch steps.next(6) {
            case 0, 1:
                let added = list.append(Row(id: id))
                #expect(added == !model.contains { $0.id == id })
                if added { model.append(Row(id: id)) }
            case 2:
                let index = steps.next(model.count + 1)
                let added = list.insert(Row(id: id), at: index)
                if added { model.insert(Row(id: id), at: index) }
            case 3:
                list.remove(id: id)
                model.removeAll { $0.id == id }
            case 4:
                list[id: id]?.value = step
                if let index = model.firstIndex(where: { $0.id == id }) { model[index].value = step }
            default:
                let index = steps.next(model.count + 1)
                list.move(id: id, to: index)
                if let from = model.firstIndex(where: { $0.id == id }) {
                    let row = model.remove(at: from)
                    model.insert(row, at: Swift.min(index, model.count))
                }
            }
            #expect(Array(list) == model, "after step \(step)")
        }
        #expect(model.count > 64, "the run should span several chunks")
        for row in model {
            #expect(list[id: row.id] == row)
        }
        #expect(list == ChildList(model))
    }
}
