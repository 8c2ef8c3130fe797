/// A value decoded on its own (a column's JSON, a single value) reports
/// paths from itself; the state or row it belongs to puts its field first.
extension DecodingError {
    /// The error with `path` (where the value is in the row) before its own path.
    func under(_ path: [any CodingKey]) -> DecodingError {
        func moved(_ context: Context) -> Context {
            .init(
                codingPath: path + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let context): return .typeMismatch(type, moved(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, moved(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, moved(context))
        case .dataCorrupted(let context): return .dataCorrupted(moved(context))
        @unknown default: return self
        }
    }
}
