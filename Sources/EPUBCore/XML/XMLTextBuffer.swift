/// Bytes of text gathered from runs the parser lends (``XMLWalker/text(utf8:line:)``): appended
/// by copying, emptied without giving the room back. The standard library's array did both
/// through its generic range replacement (about a hundred instructions a call, for every run of
/// every document of a book, twice: the parser's pending run and the walker's).
package struct XMLTextBuffer: Sendable {
    /// The room, of which the first ``count`` bytes are the text.
    private var storage: [UInt8] = []
    /// Bytes of text held.
    package private(set) var count = 0

    package init() {}

    /// No text held.
    package var isEmpty: Bool { count == 0 }

    /// Appends `bytes`.
    package mutating func append(_ bytes: Span<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `bytes`.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let end = count + bytes.count
        if storage.count < end {
            // Doubled at least, so a long run costs a few copies at most.
            storage.append(contentsOf: repeatElement(0, count: max(end - storage.count, storage.count)))
        }
        storage.withUnsafeMutableBufferPointer { room in
            guard let base = room.baseAddress else { return }
            (base + count).update(from: source, count: bytes.count)
        }
        count = end
    }

    /// Appends the UTF-8 of `text`.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Forgets the text, keeping the room.
    package mutating func removeAll() { count = 0 }

    /// The text held, ill-formed sequences replaced by U+FFFD.
    package var string: String {
        storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
    }

    /// Lends the text held for the call.
    package func withBytes<R>(_ body: (Span<UInt8>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count]).span) }
    }
}
