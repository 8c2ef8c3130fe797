import StoreCodegen
import Testing

/// What only generated code calls is behind StoreRuntime's `Generated` SPI,
/// which generated files import and an app's own files do not; spellings
/// deprecated since 0.1.0 still compile in app code, warning with the new
/// one; and a file an earlier release generated stops at its format marker.
@Suite struct RuntimeEntryPointCompileTests {
    /// The Counter store generated today, its scaffold, and `file`.
    private static func counterSources(with file: String) -> [String: String] {
        let generator = CodeGenerator()
        return generator.generateStore(ReferenceSchema.counter.definition).sources(with: [
            "CounterReducer.swift": generator.generateReducerScaffold(ReferenceSchema.counter.definition),
            "App.swift": file,
        ])
    }

    /// The errors the compiler reports in `App.swift`.
    private static func appErrors(_ file: String) async throws -> [Substring] {
        let output = try await SwiftCompiler().diagnostics(counterSources(with: file))
        return output.split(separator: "\n").filter { $0.contains("App.swift") && $0.contains("error:") }
    }

    @Test func appCodeDoesNotSeeTheEntryPointsGeneratedCodeCalls() async throws {
        let errors = try await Self.appErrors(
            """
            import StoreRuntime

            func subscribe(_ store: CounterStore) {
                store.deliverProps(CounterDisplayProps.self, to: { _ in })
                _ = store.values(of: CounterDisplayProps.self)
            }
            """)
        let inaccessible = "'deliverProps' is inaccessible due to '@_spi'"
        #expect(errors.contains { $0.contains("App.swift:4:") && $0.contains(inaccessible) })
        // Without the SPI, `values` is only the app's `values(fields:select:)`.
        #expect(errors.contains { $0.contains("App.swift:5:") && $0.contains("extra argument 'of' in call") })
    }

    @Test func deprecatedSpellingsCompileWithAWarningNamingTheNewOne() async throws {
        let app = """
            import StoreRuntime

            func readDisplay(_ store: CounterStore) -> AsyncStream<CounterDisplayProps> {
                store.stream(of: CounterDisplayProps.self)
            }

            func apply(_ state: inout CounterState) {
                _ = state.reduceReturningEffects(.increment)
            }
            """
        let output = try await SwiftCompiler().typecheck(
            Self.counterSources(with: app), extraArguments: ["-Wwarning", "DeprecatedDeclaration"])
        let warnings = output.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("App.swift") }
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.contains("stream(of:)' is deprecated: use the member generated") })
        #expect(warnings.contains { $0.contains("reduceReturningEffects") && $0.contains("reduceWithEffects") })
    }

    @Test func aFileOfAnEarlierFormatStopsAtItsMarker() async throws {
        let errors = try await Self.appErrors(
            """
            @_spi(Generated) import StoreRuntime

            private typealias _StoreGenRuntimeCheck = StoreRuntimeCompatibility.Format13
            """)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("'Format13' is not a member type") == true)
    }
}
