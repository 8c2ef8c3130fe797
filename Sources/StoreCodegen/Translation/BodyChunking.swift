import StoreSchema

/// Splits the long runs of assignments to `self` that initializers of a
/// large state would hold into fixed-size pieces, each a local function
/// that takes the state `inout`, called with `&self`.
///
/// Why: in an initializer the compiler's definite-initialization analysis
/// follows every assignment to `self` against every stored property, which
/// grows with the square of the state's size (measured: 57 s of a 60 s
/// compile for a 1,000-field memberwise initializer). Inside a function that
/// takes the state `inout`, the same assignments are plain stores the
/// analysis does not see. Small states keep the plain assignments, which
/// read like hand-written Swift.
enum BodyChunking {
    /// The most assignments to `self` one initializer or closure body holds.
    static let size = 32

    /// The name of the state inside each piece.
    static let parameter = "state"

    /// `assignments(self)` when there are at most `size`, otherwise the same
    /// statements built on `state`, `size` to a local function named
    /// `function` and its number. `captured` are the locals the statements
    /// read, which the function names must not hide.
    static func statements(
        _ assignments: [(Expression) -> Statement], function: String, captured: Set<String>,
        type: TypeName, isThrowing: Bool
    ) -> [Statement] {
        guard assignments.count > size else { return assignments.map { $0(.selfReference) } }
        let starts = Array(stride(from: 0, to: assignments.count, by: size))
        let names = NamingPolicy.localNames(
            for: starts.indices.map { function + String($0) }, avoiding: captured.union([parameter]))
        return zip(starts, names).map { start, name in
            let piece = assignments[start..<min(start + size, assignments.count)]
            return .inPlace(
                function: name, parameter: parameter, type: type, isThrowing: isThrowing,
                body: piece.map { $0(.identifier(parameter)) })
        }
    }
}
