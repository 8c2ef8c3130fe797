import ExampleSupport
import Foundation

/// Plays typed commands against the store, echoing each one, so a transcript
/// reads like a recorded session. A bad line is reported and skipped: one
/// typo must not end a shopping trip.
@MainActor
struct ShoppingSession {
    let store: ShoppingStore
    let console: any Console

    /// Dispatches each line's action; returns how many lines were rejected.
    @discardableResult
    func play(_ lines: some Sequence<String>) -> Int {
        var rejected = 0
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            console.write("> \(trimmed)")
            do {
                store.dispatch(try UserCommand(parsing: trimmed).action)
            } catch {
                console.write("error: \(error)")
                rejected += 1
            }
        }
        return rejected
    }
}
