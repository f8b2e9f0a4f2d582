/// Cuts the document into the pieces the push parser is fed, so that it parses what the pull
/// parser parsed from the whole buffer:
/// - libxml2 2.9.14's push parser decides some constructs from the bytes it has, not waiting for
///   more: `<!DOCTYPE` cut after `<!DO` becomes text, a script's `</script` cut after `</sc` is taken
///   for script text, and text after the root's end tag is handed out before the `<` ending it has
///   arrived (blanks first, then the rest). Every piece ends just after a `>`: whatever follows
///   it then arrives whole up to the next `>`.
/// - a piece that starts with `</` inside a script or style is taken as script text, and then
///   (from the stale first characters) the parser expects an end tag: the next piece's first tag
///   is read as one and lost (`</scrip\xBF\xBFt>`: a script never closed, fed `</head>`, `</body>`,
///   `</html>`, lost `</body>`; FuzzHTMLDifferential's finding). No piece starts with `</`: a cut
///   is made only after a `>` whose next two characters are known and are not `</`.
/// - the pull parser ends the document at a NUL byte where a new item starts (after a `>`, or
///   before anything but blanks); the push parser skips it. The input ends there.
struct HTMLFeed {
    private let unit: Int
    private let bigEndian: Bool
    /// Bytes not yet fed: the head given to `htmlCreatePushParserCtxt` (in libxml2's buffer but
    /// unparsed until the first piece), then bytes after the last `>`.
    private var held: [UInt8] = []
    private var headCount = 0
    /// `held` has no `>` to cut after before this index.
    private var searched = 0
    private var previous: UInt8?
    private var sawNonBlank = false
    /// The input ended at a NUL byte.
    private(set) var ended = false
    /// The head began with a UTF-16 byte order mark.
    var isUTF16: Bool { unit == 2 }

    init(head: [UInt8]) {
        let utf16 = head.count >= 2 && ((head[0] == 0xFE && head[1] == 0xFF) || (head[0] == 0xFF && head[1] == 0xFE))
        unit = utf16 ? 2 : 1
        bigEndian = utf16 && head[0] == 0xFE
    }

    /// `bytes` up to the NUL byte where the pull parser's document ended, if any (UTF-8 only).
    mutating func endOfInput(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard unit == 1, !ended else { return ended ? bytes.prefix(0) : bytes }
        var index = bytes.startIndex
        while let nul = bytes[index...].firstIndex(of: 0) {
            if !sawNonBlank { sawNonBlank = bytes[index..<nul].contains { !Self.isBlank($0) } }
            let before = nul > bytes.startIndex ? bytes[nul - 1] : previous
            if !sawNonBlank || before == UInt8(ascii: ">") {
                ended = true
                return bytes[..<nul]
            }
            sawNonBlank = true
            index = nul + 1
        }
        if !sawNonBlank { sawNonBlank = bytes[index...].contains { !Self.isBlank($0) } }
        previous = bytes.last ?? previous
        return bytes
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Records the bytes given to the context at its creation: they are parsed with the first piece.
    mutating func created(with head: [UInt8]) {
        held = head
        headCount = head.count
    }

    /// What to feed now: what was held and `chunk`, up to the last `>` not followed by `</` (empty
    /// when there is none).
    mutating func cut(_ chunk: ArraySlice<UInt8>) -> [UInt8] {
        held.append(contentsOf: chunk)
        // Whole characters from the start (the byte order mark, or a cut after a `>`); the last two
        // are only looked at, what follows a `>` there is not known yet.
        let whole = held.count - (held.count % unit)
        var index = whole - 3 * unit
        var end: Int?
        while index >= searched {
            if isCharacter(">", at: index), !(isCharacter("<", at: index + unit) && isCharacter("/", at: index + 2 * unit)) {
                end = index + unit
                break
            }
            index -= unit
        }
        guard let end, end > headCount else {
            searched = max(searched, whole - 2 * unit)
            return []
        }
        let piece = Array(held[headCount..<end])
        held.removeFirst(end)
        headCount = 0
        searched = 0
        return piece
    }

    private func isCharacter(_ character: Unicode.Scalar, at index: Int) -> Bool {
        let code = UInt8(ascii: character)
        guard unit == 2 else { return held[index] == code }
        return bigEndian ? held[index] == 0 && held[index + 1] == code : held[index] == code && held[index + 1] == 0
    }

    /// Whatever is held back, at the end of the input (the head is libxml2's already), without
    /// the control characters it ends with (``droppingTrailingControls(_:)``).
    mutating func rest() -> [UInt8] {
        defer {
            held = []
            headCount = 0
        }
        return droppingTrailingControls(Array(held[headCount...]))
    }

    /// `bytes` without the C0 control characters (not tab, line feed, carriage return) at their
    /// end, UTF-8 only. Neither parser keeps such a character in text, but libxml2's push parser,
    /// when one byte is all that is left at the end of the input, hands it out as text unchecked,
    /// implying `html`, `body` and `p` for it (a document of `\x02` alone: three elements, where
    /// the pull parser recovered none; FuzzHTMLDifferential). Dropped, nothing is left to hand out.
    func droppingTrailingControls(_ bytes: [UInt8]) -> [UInt8] {
        guard unit == 1 else { return bytes }
        var end = bytes.count
        while end > 0, Self.isInvalidControl(bytes[end - 1]) { end -= 1 }
        return end == bytes.count ? bytes : Array(bytes[..<end])
    }

    /// `bytes` without a final `<`, and whether there was one (UTF-8 only). At the end of the input
    /// the pull parser takes a lone `<` in text for the character; the push parser waits for the
    /// name that would follow it and drops it at the end. The caller feeds it back as `&lt;` where
    /// it is text (`\xFF<`: the tree's text `\xFF<`, the stream's `\xFF`; FuzzHTMLDifferential).
    func splittingFinalLessThan(_ bytes: [UInt8]) -> (bytes: [UInt8], lessThan: Bool) {
        guard unit == 1, bytes.last == UInt8(ascii: "<") else { return (bytes, false) }
        return (Array(bytes.dropLast()), true)
    }

    private static func isInvalidControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }
}
