import Testing

@Suite struct LineDiffTests {
    @Test func showsRemovedThenAddedLinesWithContext() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh"
        let new = "a\nb\nc\nD\ne\nf\ng\nh"
        #expect(LineDiff.render(from: old, to: new) == "  b\n  c\n- d\n+ D\n  e\n  f")
    }
}
