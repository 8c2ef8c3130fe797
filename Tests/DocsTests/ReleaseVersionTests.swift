import Foundation
import StoreGenTestSupport
import Testing

/// The version `storegen --version` prints, the top released version of
/// CHANGELOG.md and the version Docs/Adopting.md pins are one version, so a
/// release that raises one raises the others.
@Suite struct ReleaseVersionTests {
    @Test func adoptingPinsTheVersionStoregenReportsAndTheChangeLogTops() throws {
        let source = try RepositoryFile.text("Sources/StoreCodegen/CodeGenerator.swift")
        let reported = try #require(Self.quoted(after: "public static let current = ", in: source))

        let changelog = try RepositoryFile.text("CHANGELOG.md")
        let topReleased = changelog.split(separator: "\n")
            .first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
            .flatMap { line in line.dropFirst(4).split(separator: "]").first.map(String.init) }
        #expect(
            topReleased == reported,
            "CHANGELOG.md's top released version is \(topReleased ?? "missing"); storegen --version says \(reported)")

        let adopting = try RepositoryFile.text("Docs/Adopting.md")
        let dependency = adopting.split(separator: "\n").first { $0.contains(".package(url:") }.map(String.init) ?? ""
        #expect(
            dependency.contains(".upToNextMinor(from: \"\(reported)\")"),
            "Docs/Adopting.md's dependency does not pin \(reported): \(dependency)")
    }

    /// The text between the quotes that follow `prefix`.
    static func quoted(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix + "\"") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
