import Observation

/// Case (g0): Observation alone, the floor under (g). 1,000 hand-written
/// `@Observable` objects of one `Int` each, each read by a "view" under
/// `withObservationTracking`; each step changes one of them (in turn) and
/// renders that view again, as (g) does after each dispatch, with no store.
/// With `observed: false` (case (g0'), `--only g0'`) nothing reads them:
/// each step is a change alone, the registrar's `willSet` and `didSet`
/// with no observer, so (g0) minus (g0') is what the views cost: the
/// tracking each change fires and cancels, and each render's new one.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
final class ObservationFloor {
    @Observable
    final class Value {
        var value = 0
    }

    private let values = (0..<1_000).map { _ in Value() }
    private let invalidations = Sink()
    private let observed: Bool

    init(observed: Bool = true) {
        self.observed = observed
        if observed {
            for index in values.indices { render(index) }
        }
    }

    private func render(_ index: Int) {
        let invalidations = invalidations
        let value = values[index]
        consume(
            withObservationTracking {
                value.value
            } onChange: {
                invalidations.value &+= 1
            })
    }

    func run(_ count: Int) {
        let before = invalidations.value
        for index in 0..<count {
            let field = index % values.count
            values[field].value &+= 1
            if observed { render(field) }
        }
        precondition(
            invalidations.value == before + (observed ? count : 0), "a change did not invalidate its view exactly once")
    }
}
