// Shopping: a ReSwift-style app (after Tsurunoko's shopping sample) on a
// generated store. The router follows the navigation stack in the state and
// shows screens; each screen draws its presenter's view model; the runtime's
// logging middleware logs every action.
//
//   swift run Shopping            plays the demo session (DemoScript)
//   swift run Shopping --stdin    reads commands from standard input

await ShoppingCommand.mainAfterSwiftRunSeparator()
