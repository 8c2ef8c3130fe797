import Foundation

/// Finding bytes in a buffer with `memchr` and `memcmp`: the index reads a
/// million lines, and these stay fast in a debug build, where loops over
/// collections do not.
enum ByteSearch {
    /// Where `needle` first starts in `haystack`, or `nil`.
    static func firstIndex(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, needle.count > 0 else { return nil }
        let first = Int32(needle[0])
        let lastStart = haystack.count - needle.count
        var position = 0
        while position <= lastStart {
            guard let found = memchr(base + position, first, lastStart - position + 1) else { return nil }
            position = base.distance(to: UnsafeRawPointer(found))
            if memcmp(base + position, needleBase, needle.count) == 0 { return position }
            position += 1
        }
        return nil
    }

    /// Whether `haystack` starts with `prefix`.
    static func hasPrefix(_ haystack: UnsafeRawBufferPointer, _ prefix: UnsafeRawBufferPointer) -> Bool {
        guard haystack.count >= prefix.count, let base = haystack.baseAddress, let prefixBase = prefix.baseAddress
        else {
            return prefix.isEmpty
        }
        return memcmp(base, prefixBase, prefix.count) == 0
    }
}

/// A byte string kept in memory that stays put, to compare lines against.
final class ByteString: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    init(_ string: String) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: string.utf8.count, alignment: 1)
        buffer.copyBytes(from: string.utf8)
        bytes = UnsafeRawBufferPointer(buffer)
    }

    deinit { bytes.deallocate() }
}
