/// White space in the bytes of a text event, tested without decoding characters: every text event of
/// every document goes through here (the contrast recorder, the review of bold lines and body
/// text), and looking Unicode properties up character by character cost more than the rest of
/// what those passes do with the text.
enum WhiteSpaceScan {

    /// Whether `text` has a character other than white space (Unicode's White_Space property,
    /// whose 25 characters are listed here: looking the property up for every character of a
    /// book costs more than the rest of the contrast analysis of its text).
    static func hasVisibleCharacter(_ text: String) -> Bool { firstVisibleByte(text) != nil }

    /// The first byte of the first character of `text` that is not white space; nil when there is none.
    static func firstVisibleByte(_ text: String) -> UInt8? {
        // A short run (the line break and indentation between two elements, mostly) is read
        // through the view, byte by byte: as a small string it has no storage to lend, and
        // lending a copy through a closure cost more than reading it. A byte past ASCII sends it
        // on to the full test.
        if text.utf8.count <= 15 {
            var ascii = true
            for byte in text.utf8 {
                if byte >= 0x80 { ascii = false; break }
                if byte != 0x20, byte < 0x09 || byte > 0x0D { return byte }
            }
            if ascii { return nil }
        }
        // Over the contiguous storage, not the view's iterator: the white space between the
        // elements of a book's formulas is millions of bytes. A parsed text is always contiguous.
        if let answer = text.utf8.withContiguousStorageIfAvailable(firstVisibleByte(utf8:)) { return answer }
        var copy = text
        return copy.withUTF8(firstVisibleByte(utf8:))
    }

    /// Whether the valid UTF-8 `bytes` encode a character other than white space. All in bytes:
    /// a formula's `λ` or `→`, or a line of Devanagari, is decided by its first byte, without
    /// decoding scalars.
    @inline(__always)
    private static func firstVisibleByte(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
        var index = 0
        let count = bytes.count
        // Eight bytes at a time while all are ASCII white space (indentation, line ends), and
        // thirty-two at a time through runs of spaces: the indentation of a formula's markup,
        // forty spaces deep after each line end, is two thirds of the bytes of a mathematics book.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let spaces: UInt64 = 0x2020_2020_2020_2020
            while count &- index >= 8 {
                if count &- index >= 32 {
                    let first = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ spaces
                    let second = raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self) ^ spaces
                    let third = raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self) ^ spaces
                    let fourth = raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self) ^ spaces
                    if first | second | third | fourth == 0 {
                        index &+= 32
                        continue
                    }
                }
                guard isASCIIWhiteSpace(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) else { break }
                index &+= 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte != 0x20, byte < 0x09 || byte > 0x0D { return byte }
                index &+= 1
                continue
            }
            let length = whiteSpaceLength(bytes, at: index)
            if length == 0 { return byte }
            index &+= length
        }
        return nil
    }

    /// The length of the non-ASCII white space character whose UTF-8 starts at `index`, 0 when it
    /// is another character: U+0085 and U+00A0 (C2 85, C2 A0), U+1680 (E1 9A 80), U+2000…U+200A,
    /// U+2028, U+2029 and U+202F (E2 80 80…8A, A8, A9, AF), U+205F (E2 81 9F), U+3000 (E3 80 80).
    @inline(__always)
    private static func whiteSpaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let count = bytes.count
        switch bytes[index] {
        case 0xC2:
            guard index &+ 1 < count else { return 0 }
            return bytes[index &+ 1] == 0x85 || bytes[index &+ 1] == 0xA0 ? 2 : 0
        case 0xE1, 0xE2, 0xE3:
            guard index &+ 2 < count else { return 0 }
            let second = bytes[index &+ 1], third = bytes[index &+ 2]
            switch bytes[index] {
            case 0xE1: return second == 0x9A && third == 0x80 ? 3 : 0
            case 0xE3: return second == 0x80 && third == 0x80 ? 3 : 0
            default:
                if second == 0x80 { return third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0 }
                return second == 0x81 && third == 0x9F ? 3 : 0
            }
        default:
            return 0
        }
    }

    /// Whether all eight bytes of `word` are ASCII white space (U+0009…U+000D, U+0020), tested
    /// together: each byte's high bit says, and no sum carries into the next byte.
    static func isASCIIWhiteSpace(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0 else { return false }
        let space = ~((word ^ (0x20 &* ones)) &+ 0x7F &* ones) & high  // the byte is 0x20
        let atLeastTab = (word &+ 0x77 &* ones) & high                   // the byte is 0x09 or more
        let atLeastSO = (word &+ 0x72 &* ones) & high                    // the byte is 0x0E or more
        return space | (atLeastTab & ~atLeastSO) == high
    }

    /// `firstVisibleByte` of the UTF-8 bytes of a text event.
    static func firstVisibleByte(_ bytes: Span<UInt8>) -> UInt8? {
        bytes.withUnsafeBufferPointer(firstVisibleByte(utf8:))
    }

    /// `isBlank` of the UTF-8 bytes of a text event: a `String` is made only when
    /// a byte past ASCII leaves the answer to the characters.
    static func isBlank(_ bytes: Span<UInt8>) -> Bool {
        guard let byte = firstVisibleByte(bytes) else { return true }
        return byte >= 0x80 && String(utf8: bytes).allSatisfy(\.isWhitespace)
    }

    /// `text.allSatisfy(\.isWhitespace)`, by bytes where bytes decide: only ASCII white space is
    /// blank; an ASCII byte that is not white space makes a character that is not (no ASCII byte
    /// continues a character begun by white space); text with no scalar outside Unicode's
    /// White_Space is blank. Anything else (a mark after a space, say) asks the characters.
    static func isBlank(_ text: String) -> Bool {
        guard let byte = firstVisibleByte(text) else { return true }
        return byte >= 0x80 && text.allSatisfy(\.isWhitespace)
    }
}
