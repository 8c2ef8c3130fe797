/// One `import` at the top of a generated file.
enum ImportDeclaration: Equatable, Sendable {
    /// `import Module`.
    case module(String)
    /// `lighter` where the platform has it (`#if canImport`), else `module`:
    /// a module that holds everything the file uses and loads faster, as
    /// FoundationEssentials does for Foundation outside Apple platforms.
    case preferring(_ lighter: String, otherwise: String)
    /// `@_spi(group) import Module`: the module's public API and the members
    /// it declares for generated code only (StoreRuntime's `Generated`).
    case spi(_ group: String, module: String)

    /// Each of `modules` once, in order of first mention.
    static func modules(_ modules: [String]) -> [ImportDeclaration] {
        var seen = Set<String>()
        return modules.filter { seen.insert($0).inserted }.map(ImportDeclaration.module)
    }
}
