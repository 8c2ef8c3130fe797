// Writes the two tables of RuntimeBenchmark's 1,000-field state that a
// schema cannot say, from Wide.store.yaml (WideTablesPlugin runs it at
// build time):
//
//     WideTablesGenerator SCHEMA VALUES MODELS
//
// VALUES holds `WideState.value(at:)` and `bumpField(_:)`, MODELS
// `WideModel.all(_:)` (see WideTables).

import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: WideTablesGenerator SCHEMA VALUES MODELS\n".utf8))
    exit(2)
}
do {
    let fieldCount = try WideSchema(path: arguments[1]).fieldCount
    try WideTables.values(fieldCount: fieldCount).write(toFile: arguments[2], atomically: true, encoding: .utf8)
    try WideTables.models(fieldCount: fieldCount).write(toFile: arguments[3], atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
