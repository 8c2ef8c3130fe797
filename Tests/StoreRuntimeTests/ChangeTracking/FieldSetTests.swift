import StoreRuntime
import Testing

@Suite struct FieldSetTests {
    @Test func emptySetContainsNothing() {
        let set = FieldSet()
        #expect(set.isEmpty)
        #expect(!set.contains(0))
        #expect(!set.intersects(.all))
        #expect(set.indices == [])
    }

    @Test func insertsLowAndHighIndices() {
        var set: FieldSet = [0, 63]
        set.insert(64)
        set.insert(5000)
        #expect(set.indices == [0, 63, 64, 5000])
        #expect(set.contains(5000))
        #expect(!set.contains(4999))
        #expect(!set.contains(6000))
        #expect(set.description == "[0, 63, 64, 5000]")
    }

    @Test func insertsAnIndexOnlyWhereTheValuesDiffer() {
        // What a generated `changedFields` does per member.
        var set = FieldSet()
        set.insert(0, ifChangedFrom: 1, to: 1)
        set.insert(1, ifChangedFrom: "a", to: "b")
        set.insert(70, ifChangedFrom: [1, 2], to: [1])
        set.insert(71, ifChangedFrom: Optional<Int>.none, to: nil)
        #expect(set.indices == [1, 70])
    }

    @Test func negativeIndicesAreIgnored() {
        var set = FieldSet()
        set.insert(-1)
        #expect(set.isEmpty)
        #expect(!set.contains(-1))
    }

    @Test func intersection() {
        let low: FieldSet = [1, 2]
        let high: FieldSet = [100, 2000]
        #expect(low.intersects([2, 3]))
        #expect(!low.intersects([3, 4]))
        #expect(high.intersects([2000]))
        #expect(!high.intersects([101, 1999]))
        #expect(FieldSet.all.intersects(high))
        #expect(high.intersects(.all))
        #expect(!FieldSet.all.intersects(FieldSet()))
    }

    @Test func allContainsEveryIndexAndIgnoresInserts() {
        var all = FieldSet.all
        all.insert(3)
        #expect(all == .all)
        #expect(all.isAll)
        #expect(all.contains(123_456))
        #expect(!all.isEmpty)
        #expect(all.description == "all")
    }

    @Test func equalityAndHashingIgnoreInsertionOrder() {
        let first = FieldSet([700, 3, 64])
        let second = FieldSet([64, 700, 3])
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(first != FieldSet([3, 64]))
    }

    @Test func union() {
        let set = FieldSet([1, 300]).union([2, 64])
        #expect(set.indices == [1, 2, 64, 300])
        #expect(set.union(.all) == .all)
    }

    /// One index of 64 or more is held apart from the words a second one
    /// needs: every way of reaching the same set must still agree.
    @Test func oneHighIndexAndManyAgreeWhicheverWayTheSetWasBuilt() {
        let one = FieldSet([999])
        #expect(one.indices == [999])
        #expect(one.contains(999) && !one.contains(998) && !one.contains(64))
        #expect(one == FieldSet([999, 999]))
        #expect(one.intersects([5, 999]) && !one.intersects([5, 998]))
        #expect(FieldSet([998, 999]).intersects(one) && one.intersects([998, 999]))
        #expect(!one.intersects([64, 128]) && !FieldSet([64, 128]).intersects(one))

        let viaUnion = FieldSet([999]).union([64])
        let viaInserts = FieldSet([64, 999])
        #expect(viaUnion == viaInserts)
        #expect(Set([viaUnion, viaInserts, FieldSet([999, 64])]).count == 1)
        #expect(viaUnion.indices == [64, 999])
        #expect(FieldSet([1]).union([999]) == FieldSet([999, 1]))
        #expect(FieldSet([64, 128]).union([999]) == FieldSet([128, 999, 64]))
        #expect(FieldSet([999]).union([64, 128]).indices == [64, 128, 999])
        #expect(one.union(FieldSet()) == one && FieldSet().union(one) == one)
        #expect(!one.isEmpty)
    }

    /// What generated write tracking keeps of the written members: those
    /// for which its comparison is true, low, single high and many high
    /// indices alike; `.all` has no list, so nothing.
    @Test func filterKeepsTheIndicesThePredicateAccepts() {
        let set: FieldSet = [1, 2, 63, 64, 200, 999]
        #expect(set.filter { $0.isMultiple(of: 2) }.indices == [2, 64, 200])
        #expect(set.filter { $0 > 100 } == [200, 999])
        #expect(set.filter { _ in false }.isEmpty)
        let oneHigh: FieldSet = [3, 700]
        #expect(oneHigh.filter { $0 == 700 } == [700])
        #expect(FieldSet.all.filter { _ in true }.isEmpty)
    }
}
