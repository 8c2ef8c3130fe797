/// `swift run ModularCounter`: plays a short script of taps and app actions
/// and prints which subscriber received what, and where.
///
/// `main` is async so it runs on the main actor's queue: main-actor
/// subscribers are then called synchronously, in step with the dispatches.
@main
enum ModularCounterMain {
    @MainActor
    static func main() async {
        let transcript = Transcript()
        transcript.step("launch (each subscriber gets its current props)")
        let app = ModularCounterApp(
            drawCounter: { transcript.line("counter view", $0.text) },
            drawHeader: { transcript.line("header view", $0) },
            reportSync: { transcript.line("sync service", $0) })
        await app.settle()
        for step in DemoStep.script {
            transcript.step(step.description)
            step.perform(in: app)
            await app.settle()
            transcript.endStep()
        }
        print("uploads: \(app.syncService.uploads.count), final count: \(app.store.state.counter.count)")
    }
}
