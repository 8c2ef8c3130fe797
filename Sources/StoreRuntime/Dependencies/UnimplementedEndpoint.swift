import Foundation

/// An endpoint of a dependency's `testValue` that a test must set before the
/// code under test may call it: called, it fails the running `TestStore`
/// test with `endpoint`'s name and returns `placeholder`.
///
/// ```swift
/// static let testValue = Permissions(status: unimplementedEndpoint("Permissions.status", placeholder: .denied))
/// ```
public func unimplementedEndpoint<each Argument, Result: Sendable>(
    _ endpoint: String, placeholder: Result
) -> @Sendable (repeat each Argument) -> Result {
    { (_: repeat each Argument) in
        UnimplementedEndpointReport.report(endpoint)
        return placeholder
    }
}

/// An endpoint that may throw: called, it fails the running `TestStore` test
/// with `endpoint`'s name and throws `UnimplementedEndpointError`.
///
/// ```swift
/// static let testValue = SearchAPI(search: unimplementedEndpoint("SearchAPI.search"))
/// ```
public func unimplementedEndpoint<each Argument, Result>(
    _ endpoint: String
) -> @Sendable (repeat each Argument) async throws -> Result {
    { (_: repeat each Argument) in
        UnimplementedEndpointReport.report(endpoint)
        throw UnimplementedEndpointError(endpoint: endpoint)
    }
}

/// What an unimplemented endpoint throws (see `unimplementedEndpoint(_:)`).
public struct UnimplementedEndpointError: Error, Equatable, CustomStringConvertible {
    /// The endpoint's name, as its `testValue` gave it.
    public let endpoint: String

    public var description: String { "\(endpoint) is not implemented in this test" }
}

/// Where an unimplemented endpoint's call is reported: the `TestStore`
/// whose reducer or effect made it fails its test (it binds `report`
/// around both); elsewhere the call is printed to standard error.
package enum UnimplementedEndpointReport {
    @TaskLocal package static var handler: (@Sendable (String) -> Void)?

    static func report(_ endpoint: String) {
        if let handler {
            handler(endpoint)
        } else {
            FileHandle.standardError.write(Data("StoreGen: \(endpoint) is not implemented in this test\n".utf8))
        }
    }
}
