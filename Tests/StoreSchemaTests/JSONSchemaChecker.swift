import Foundation
import StoreGenTestSupport

/// Runs JSONSchemaCheck.py: Python's `jsonschema` package is the reference
/// implementation of draft 2020-12, so editors and this test agree on what the
/// JSON Schema means. Everything is checked in one Python process, because
/// starting Python and importing jsonschema costs more than the checks.
struct JSONSchemaChecker {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What Python said about the JSON Schema and each instance.
    struct Report: Decodable {
        struct Result: Decodable {
            var name: String
            /// Why the JSON Schema rejects the instance under draft 2020-12; empty when it accepts it.
            var errors: [String]
            /// The same under draft 7, the draft yaml-language-server implements
            /// whatever `$schema` says: editors must judge a file the same way.
            var draft7Errors: [String]
        }

        /// Ways the JSON Schema itself breaks the draft 2020-12 or draft 7 metaschema.
        var schemaProblems: [String]
        var results: [Result]
    }

    var script: URL
    var schema: URL

    /// Checks `instances` (name and JSON text) against the JSON Schema.
    func check(_ instances: [(name: String, json: String)]) async throws -> Report {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("storegen-jsonschema-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = folder.appendingPathComponent("request.json")
        let response = folder.appendingPathComponent("response.json")

        let items = instances.map { "{\"name\":\(quoted($0.name)),\"instance\":\($0.json)}" }
        let requestText = "{\"schema\":\(quoted(schema.path)),\"instances\":[\(items.joined(separator: ","))]}"
        try Data(requestText.utf8).write(to: request)

        let result: ProcessOutput
        do {
            result = try await ChildProcess.run(
                ChildProcess.env, ["python3", script.path, request.path, response.path], timeout: .seconds(300))
        } catch let error as ChildProcess.TimedOut {
            throw Failure(description: "JSONSchemaCheck.py hung: \(error)")
        } catch {
            throw Failure(description: "could not start `/usr/bin/env python3`: \(error)")
        }

        let output = result.combined.trimmingCharacters(in: .whitespacesAndNewlines)
        switch result.status {
        case 0:
            break
        case 127:
            throw Failure(
                description: """
                    python3 was not found on PATH; the JSON Schema sync test needs python3 with the jsonschema \
                    package (`python3 -m pip install jsonschema`)
                    """)
        case 3:
            throw Failure(description: output)
        default:
            throw Failure(description: "JSONSchemaCheck.py failed with status \(result.status): \(output)")
        }
        do {
            return try JSONDecoder().decode(Report.self, from: Data(contentsOf: response))
        } catch {
            throw Failure(description: "JSONSchemaCheck.py wrote no readable report (\(error)); its output: \(output)")
        }
    }

    private func quoted(_ text: String) -> String {
        // Names and paths are plain text; JSONEncoder escapes them exactly.
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
