import Observation
import StoreRuntime

/// Case (g): 1,000 generated Observation models on the 1,000 fields, one per
/// field (the `field0`...`field999` subscriptions), each read by a "view"
/// under `withObservationTracking`; each dispatch changes one field, and
/// that field's view then reads its model again, tracking anew, as SwiftUI
/// does when it redraws. With `tracked: false` the models are held but
/// nothing observes them (g').
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
final class WideModels {
    let store = Store(initialState: WideState(), reducer: wideReducer())
    private let tracked: Bool
    private let invalidations = Sink()
    private let models: [WideModel]

    init(tracked: Bool) {
        self.tracked = tracked
        models = WideModel.all(store)
        precondition(models.count == WideState.fieldCount)
        if tracked {
            for index in models.indices { render(index) }
        }
    }

    /// A view's render: reads model `index` under tracking.
    private func render(_ index: Int) {
        let invalidations = invalidations
        let model = models[index]
        consume(
            withObservationTracking {
                model.read()
            } onChange: {
                invalidations.value &+= 1
            })
    }

    /// `count` dispatches, each bumping the next field; with tracking, each
    /// invalidates that field's view once, which renders again.
    func run(_ count: Int) {
        let before = invalidations.value
        for index in 0..<count {
            let field = index % models.count
            store.dispatch(.bump(field: field))
            if tracked { render(field) }
        }
        precondition(
            invalidations.value == before + (tracked ? count : 0), "a change did not invalidate its view exactly once")
        consume(models)
    }
}

/// One field's generated model, and how a view reads it.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
struct WideModel {
    let model: AnyObject
    let read: @MainActor () -> Int

    init(_ model: AnyObject, read: @escaping @MainActor () -> Int) {
        self.model = model
        self.read = read
    }
}
