import Dispatch
import Observation

/// Stands in for a SwiftUI view where SwiftUI is not built (Linux): renders
/// `body` under Observation's tracking, counts the invalidations, and renders
/// again in a later main-actor job, as SwiftUI does after an invalidation.
/// So several changes made in one main-actor job cost one invalidation and
/// one render, and changes spread over several jobs cost one each.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public final class ObservingView<Body> {
    private let body: @MainActor () -> Body
    /// What each render returned, the first at `init`.
    public private(set) var renders: [Body] = []
    /// How often Observation said something the body read changed.
    public private(set) var invalidations = 0

    public init(_ body: @escaping @MainActor () -> Body) {
        self.body = body
        render()
    }

    private func render() {
        let rendered = withObservationTracking {
            body()
        } onChange: { [weak self] in
            // Called where the value changes: models change on the main actor.
            MainActor.assumeIsolated { self?.invalidate() }
        }
        renders.append(rendered)
    }

    private func invalidate() {
        invalidations += 1
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.render() }
        }
    }
}

/// Returns once the main queue has run every block posted before the call
/// (and, so, the renders invalidations before it asked for).
public func drainMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}
