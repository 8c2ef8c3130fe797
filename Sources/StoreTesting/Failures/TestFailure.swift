import Testing

#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed assertion to whichever test framework is running the test:
/// Swift Testing (an `Issue` at the caller's source location) or XCTest.
enum TestFailure {
    static func record(_ message: String, at location: CallSite) {
        #if canImport(XCTest)
        if Test.current == nil {
            XCTFail(message, file: location.filePath, line: location.line)
            return
        }
        #endif
        Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    }

    /// Reports what a non-exhaustive test skipped, without failing it: a
    /// warning in Swift Testing, a line on standard output under XCTest.
    static func note(_ message: String, at location: CallSite) {
        #if canImport(XCTest)
        if Test.current == nil {
            print("\(location.filePath):\(location.line): note: \(message)")
            return
        }
        #endif
        Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location.sourceLocation)
    }
}

/// Where a `TestStore` method was called. Kept as static strings so it can be
/// handed to XCTest as well as Swift Testing.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}
