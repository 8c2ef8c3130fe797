import StoreSchema

/// Splits the long runs of statements that change one value (assignments
/// to `self` in the initializers of a large state, the fields the state's
/// `encode(to:)` writes into its container) into fixed-size pieces, each a
/// local function that takes the value `inout`, called with `&value`.
///
/// Why: some of the compiler's analyses of one function grow with the square
/// of its size. In an initializer, definite-initialization analysis follows
/// every assignment to `self` against every stored property, so a
/// memberwise initializer of a thousand fields dominates its file's compile.
/// Swift 6's region-based isolation checking keeps its state per block and
/// non-`Sendable` value of a function, so one `encode(to:)` body of
/// thousands of fields multiplies the compiler's memory. Inside a piece, the
/// same statements are plain stores in a small function. Small states keep
/// the plain statements, which read like hand-written Swift. (The figures:
/// Benchmarks/Results/GeneratorBenchmark.md.)
enum BodyChunking {
    /// The most statements one body holds before it is split.
    static let size = 32

    /// The name of the state inside each piece of an initializer.
    static let parameter = "state"

    /// `statements(target)` when there are at most `size`, otherwise the
    /// same statements built on `parameter`, `size` to a local function named
    /// `function` and its number, each called with `&target`. `captured`
    /// are the locals the statements read, which the function names must not
    /// hide.
    static func statements(
        _ statements: [(Expression) -> Statement], function: String, captured: Set<String>,
        type: TypeName, isThrowing: Bool, parameter: String = parameter, target: Expression = .selfReference
    ) -> [Statement] {
        guard statements.count > size else { return statements.map { $0(target) } }
        let starts = Array(stride(from: 0, to: statements.count, by: size))
        let names = NamingPolicy.localNames(
            for: starts.indices.map { function + String($0) }, avoiding: captured.union([parameter]))
        return zip(starts, names).map { start, name in
            let piece = statements[start..<min(start + size, statements.count)]
            return .inPlace(
                function: name, parameter: parameter, type: type, isThrowing: isThrowing,
                body: piece.map { $0(.identifier(parameter)) }, target: target)
        }
    }
}
