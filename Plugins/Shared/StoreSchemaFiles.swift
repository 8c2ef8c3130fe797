import Foundation
import PackagePlugin

// One copy of this file serves every plugin: each plugin folder holds a
// symbolic link to Plugins/Shared/StoreSchemaFiles.swift, since plugins
// cannot depend on a library target.

/// What a StoreGen schema file is, and which schemas a target holds, for
/// the build plugin and both command plugins alike.
enum StoreSchemaFiles {
    /// `*.store.yaml` and `*.store.yml`.
    static func isSchema(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".store.yaml") || name.hasSuffix(".store.yml")
    }

    /// The schemas among a target's files, sorted by path, skipping files
    /// declared as resources (test fixtures, data bundled for other uses):
    /// those are data, never generated, validated or scaffolded.
    static func schemas(in files: FileList) -> [URL] {
        files.filter { $0.type != .resource }.map(\.url).filter(isSchema).sorted { $0.path < $1.path }
    }

    /// How a schema's code is laid out: `one` file (`Counter.generated.swift`)
    /// for a schema of at most `oneFileLimit` bytes, which compiles faster
    /// than six (every compiler job of a target parses every file of it, and
    /// pays a fixed cost per file it compiles), six `parts` for a larger
    /// one, whose parts a debug build compiles in parallel and an edit
    /// regenerates one by one, and past `partsLimit` the `large` layout, the
    /// parts with the types and the state's coding in files of their own, so
    /// no compiler job holds a very large state's file whole
    /// (NamingPolicy.FileLayout in StoreSchema). The limits and the files
    /// come from `GeneratedFileLayoutRule`, the one file StoreSchema and the
    /// plugins both compile. Decided from the file's size when the build is
    /// planned; `storegen generate --files` is told the decision, so it
    /// writes exactly the files planned.
    enum Layout: String {
        case one, parts, large

        init(ofSchema schema: URL) {
            let size = (try? FileManager.default.attributesOfItem(atPath: schema.path)[.size]) as? Int ?? Int.max
            self =
                size <= GeneratedFileLayoutRule.oneFileLimit
                ? .one
                : size <= GeneratedFileLayoutRule.partsLimit ? .parts : .large
        }

        /// The middles of the parts' file names, in order.
        var parts: [String] {
            switch self {
            case .one: []
            case .parts: GeneratedFileLayoutRule.parts
            case .large: GeneratedFileLayoutRule.largeParts
            }
        }
    }

    /// `Counter.store.yaml` -> `Counter.generated.swift` in the `one` layout;
    /// in `parts`, `Counter.State.generated.swift`, `Counter.Actions.generated.swift`,
    /// `Counter.Subscriptions1.generated.swift` to `...4`, and in `large`
    /// `Counter.Types.generated.swift` and `Counter.StateCoding.generated.swift`
    /// besides: every file `storegen generate` writes for it in that layout,
    /// whatever the schema holds (the rule of NamingPolicy+Files.swift in
    /// StoreSchema: the base name is spelled again here, the parts are not).
    static func generatedFileNames(of schema: URL, layout: Layout) -> [String] {
        let name = schema.lastPathComponent
        let base =
            name.hasSuffix(".store.yaml") ? name.dropLast(".store.yaml".count) : name.dropLast(".store.yml".count)
        switch layout {
        case .one: return ["\(base).generated.swift"]
        case .parts, .large: return layout.parts.map { "\(base).\($0).generated.swift" }
        }
    }

    /// A schema with the target (module) it belongs to.
    struct TargetSchema {
        var target: String
        var url: URL

        /// `--context-schema TARGET:PATH`, how `storegen` takes it.
        var contextArguments: [String] { ["--context-schema", "\(target):\(url.path)"] }
    }

    /// Every schema of `target`'s dependency targets, recursively, so
    /// `storegen` can check the stores its `modules:` embed.
    static func dependencySchemas(of target: SourceModuleTarget) -> [TargetSchema] {
        var seen: Set<String> = [target.id]
        var found: [TargetSchema] = []
        var work: [Target] = target.dependencies.flatMap(Self.targets)
        while let next = work.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            if let module = next as? SourceModuleTarget {
                found += schemas(in: module.sourceFiles).map { TargetSchema(target: module.name, url: $0) }
            }
            work += next.dependencies.flatMap(Self.targets)
        }
        return found.sorted { $0.url.path < $1.url.path }
    }

    private static func targets(_ dependency: TargetDependency) -> [Target] {
        switch dependency {
        case .target(let target): [target]
        case .product(let product): product.targets
        @unknown default: []
        }
    }

    /// Targets holding schemas whose code StoreGenPlugin has never made,
    /// although it made code for other targets of the build: the likely
    /// reason is that Package.swift does not apply the plugin to them.
    /// SwiftPM's plugin API does not say which plugins a target applies, so
    /// this reads the build folder: before any build it says nothing.
    static func targetsMissingThePlugin(_ targets: [SourceModuleTarget], workDirectory: URL) -> [SourceModuleTarget] {
        // A command plugin works in <scratch>/plugins/<plugin>/...; the build
        // plugin writes to <scratch>/plugins/outputs/<package>/<target>/destination/StoreGenPlugin.
        var folder = workDirectory
        while folder.lastPathComponent != "plugins", folder.pathComponents.count > 1 {
            folder = folder.deletingLastPathComponent()
        }
        let outputs = folder.appendingPathComponent("outputs")
        let files = FileManager.default
        let packages = (try? files.contentsOfDirectory(atPath: outputs.path)) ?? []
        var generated: Set<String> = []
        for package in packages {
            let packageFolder = outputs.appendingPathComponent(package)
            for target in (try? files.contentsOfDirectory(atPath: packageFolder.path)) ?? [] {
                let destination = packageFolder.appendingPathComponent("\(target)/destination/StoreGenPlugin")
                if files.fileExists(atPath: destination.path) { generated.insert(target) }
            }
        }
        guard !generated.isEmpty else { return [] }
        return targets.filter { !schemas(in: $0.sourceFiles).isEmpty && !generated.contains($0.name) }
    }

    /// The warning for a target with schemas but no generated code.
    static func missingPluginWarning(_ target: SourceModuleTarget) -> String {
        "target '\(target.name)' has *.store.yaml files but StoreGenPlugin generated no code for it; "
            + "if Package.swift does not apply the plugin, add `plugins: [.plugin(name: "
            + "\"StoreGenPlugin\", package: \"StoreGen\")]` to that target"
    }

    /// Folders under `Sources/` that hold schemas but are no target SwiftPM
    /// sees: a target folder with no Swift file is dropped from the package
    /// (SwiftPM only warns), so no plugin ever reads its schemas.
    static func schemaFoldersWithoutTarget(in package: Package) -> [URL] {
        let sources = package.directoryURL.appendingPathComponent("Sources")
        let targetFolders = Set(
            package.targets.compactMap { target -> String? in
                if let swift = target as? SwiftSourceModuleTarget { return swift.directoryURL.standardizedFileURL.path }
                if let clang = target as? ClangSourceModuleTarget { return clang.directoryURL.standardizedFileURL.path }
                return nil
            })
        let files = FileManager.default
        let folders = (try? files.contentsOfDirectory(atPath: sources.path)) ?? []
        return folders.sorted().map { sources.appendingPathComponent($0) }.filter { folder in
            guard !targetFolders.contains(folder.standardizedFileURL.path),
                let names = try? files.contentsOfDirectory(atPath: folder.path)
            else { return false }
            return names.contains { isSchema(folder.appendingPathComponent($0)) }
        }
    }

    /// Why the schemas in `folder` are not seen, and what to do.
    static func noTargetWarning(_ folder: URL) -> String {
        "Sources/\(folder.lastPathComponent) holds *.store.yaml files but SwiftPM sees no target there: "
            + "a target needs at least one Swift file (add main.swift or any .swift file), "
            + "or scaffold with `swift run storegen stubs SCHEMA --output-directory "
            + "Sources/\(folder.lastPathComponent)`"
    }
}
