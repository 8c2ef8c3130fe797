// CommandCounter: an RxStateFlow-style counter on a generated store.
// Conditional, delayed and failing work runs as commands; middleware logs
// every action before and after the reducer and records the session's
// history; a failed command becomes an `errorOccurred` action; the count is
// saved between launches.
//
//   swift run CommandCounter -- --store /tmp/counter.json inc inc later dec fetch history

await CommandCounterCommand.mainAfterSwiftRunSeparator()
