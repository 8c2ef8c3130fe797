import Foundation
import StoreRuntime
import Testing

/// `ChildList` against a plain array of the same operations: order, one
/// element per id, lookup by id, across the chunks of 64 rows and the blocks
/// of 1,024 rows its storage is split into.
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

    /// Rows 0..<count, appended one by one.
    static func rows(_ count: Int) -> ChildList<Row> {
        var list = ChildList<Row>()
        for id in 0..<count { list.append(Row(id: id)) }
        return list
    }

    @Test(arguments: [1, 63, 64, 65, 128, 1_023, 1_024, 1_025, 2_048, 2_049])
    func appendsFillEachChunkAndBlockInOrder(count: Int) {
        let list = Self.rows(count)
        #expect(list.count == count)
        #expect(list.ids == Array(0..<count))
        // The first and last row of the list, and the rows beside each boundary.
        for position in [0, count - 1, 63, 64, 1_023, 1_024] where position < count {
            #expect(list[position].id == position && list[id: position]?.id == position)
        }
        #expect(list == ChildList((0..<count).map { Row(id: $0) }), "built at once, the same list")
    }

    @Test func aRowIsChangedInPlaceOnEitherSideOfABoundary() {
        var list = Self.rows(2_100)
        for id in [63, 64, 1_023, 1_024, 2_099] { list[id: id]?.value = id }
        #expect(list.filter { $0.value != 0 }.map(\.id) == [63, 64, 1_023, 1_024, 2_099])
        var other = Self.rows(2_100)
        #expect(list != other)
        for id in [63, 64, 1_023, 1_024, 2_099] { other[id: id]?.value = id }
        #expect(list == other)
    }

    @Test func removingTheOnlyRowOfAChunkOrBlockLeavesNoGap() {
        for count in [65, 1_025] {
            var list = Self.rows(count)
            list.remove(id: count - 1)  // the last chunk (and block, for 1,025) held only it
            #expect(list.count == count - 1 && list.ids == Array(0..<(count - 1)))
            #expect(list.append(Row(id: count - 1)) && list.ids == Array(0..<count))
            list.remove(id: 0)  // every later row moves up one place
            #expect(list.ids == Array(1..<count) && list[id: count - 1] == Row(id: count - 1))
            #expect(list[list.count - 1].id == count - 1)
        }
        var list = Self.rows(64)
        for id in 0..<64 { list.remove(id: id) }
        #expect(list.isEmpty && list == ChildList())
        #expect(list.append(Row(id: 7)) && list.ids == [7])
    }

    @Test func matchesAnArrayThroughManyOperationsOverSeveralBlocks() {
        var list = Self.rows(2_500)
        var model = (0..<2_500).map { Row(id: $0) }
        var steps = Steps()
        for step in 0..<600 {
            let id = steps.next(3_000)
            switch steps.next(4) {
            case 0:
                if list.append(Row(id: id)) { model.append(Row(id: id)) }
            case 1:
                let index = steps.next(model.count + 1)
                if list.insert(Row(id: id), at: index) { model.insert(Row(id: id), at: index) }
            case 2:
                list.remove(id: id)
                model.removeAll { $0.id == id }
            default:
                list.removeAll { $0.id % 97 == id % 97 && $0.id < id }
                model.removeAll { $0.id % 97 == id % 97 && $0.id < id }
            }
            if step % 50 == 0 { #expect(Array(list) == model, "after step \(step)") }
        }
        #expect(Array(list) == model)
        #expect(model.count > 1_024, "the run should span several blocks")
        for (position, row) in model.enumerated() {
            #expect(list[id: row.id] == row && list[position] == row)
        }
    }

    @Test func encodesAsAnArrayInOrderAndDecodesToAnEqualList() throws {
        let list = ChildList((0..<1_100).reversed().map { Row(id: $0, value: $0 * 2) })
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode([Row].self, from: data) == Array(list))
        let decoded = try JSONDecoder().decode(ChildList<Row>.self, from: data)
        #expect(decoded == list && decoded.ids == list.ids && decoded[id: 5]?.value == 10)
    }
}

extension ChildListTests.Row: Codable {}
