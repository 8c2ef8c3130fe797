import Observation
import StoreRuntime

/// Case (g): (b') with Observation models. The same 1,000 subscribers on
/// 1,000 fields, but the 8 whose fields change (f0...f7) are the generated
/// models of the `field0`...`field7` subscriptions, each read by a "view"
/// under `withObservationTracking`; after each change that view reads its
/// model again, tracking anew, as SwiftUI does when it redraws. The other
/// 992 are the selector subscriptions of (b'). With `tracked: false` the
/// models are held but nothing observes them (g').
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
final class WideModels {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    private let tracked: Bool
    private let invalidations = Sink()
    /// Each model's field, read the way a view's body reads it.
    private let readers: [@MainActor () -> Int]
    private let models: [AnyObject]
    private var tokens: [SubscriptionToken] = []

    init(tracked: Bool) {
        self.tracked = tracked
        let models = (
            WideField0Model(store), WideField1Model(store), WideField2Model(store), WideField3Model(store),
            WideField4Model(store), WideField5Model(store), WideField6Model(store), WideField7Model(store)
        )
        readers = [
            { models.0.f0 }, { models.1.f1 }, { models.2.f2 }, { models.3.f3 },
            { models.4.f4 }, { models.5.f5 }, { models.6.f6 }, { models.7.f7 },
        ]
        self.models = [models.0, models.1, models.2, models.3, models.4, models.5, models.6, models.7]
        precondition(readers.count == generatedFieldCount)
        for field in generatedFieldCount..<WideState.fieldCount {
            tokens.append(store.subscribeSynchronously(fields: [StateField(index: field)], select: { $0.value(at: field) }) { consume($0) })
        }
        if tracked {
            for index in readers.indices { render(index) }
        }
    }

    /// A view's render: reads model `index` under tracking.
    private func render(_ index: Int) {
        let invalidations = invalidations
        consume(withObservationTracking { readers[index]() } onChange: { invalidations.value &+= 1 })
    }

    /// `count` dispatches, each bumping one of the modelled fields; with
    /// tracking, each invalidates that model's view once, which renders again.
    func run(_ count: Int) {
        let before = invalidations.value
        for index in 0..<count {
            let field = index % generatedFieldCount
            store.dispatch(.bump(field: field))
            if tracked { render(field) }
        }
        precondition(invalidations.value == before + (tracked ? count : 0), "a change did not invalidate its view exactly once")
        consume((models, tokens))
    }
}

