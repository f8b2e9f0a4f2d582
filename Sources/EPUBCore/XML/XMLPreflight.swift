/// A linear scan of a document's bytes for what would make libxml2 spend quadratic time
/// before any callback of ours runs: its duplicate-attribute check compares every attribute
/// of a start tag with every earlier one (libxml2 2.9: 100,000 attributes took 16 s).
///
/// The scan counts attribute names per tag the way both of libxml2's parsers see them
/// (a name starts after whitespace inside a tag, outside quotes), skipping comments,
/// CDATA sections, processing instructions and declarations. It errs towards counting
/// too many only for markup no real document has.
///
/// It is a state machine fed chunk by chunk: the streaming parse scans each chunk before
/// libxml2 sees it, so no tag reaches libxml2's quadratic check unscanned, however the
/// document is cut, and the document never has to be held whole for the scan.
struct XMLPreflight {
    private enum State {
        /// Between tags.
        case text
        /// Just after `<`.
        case open
        /// Inside a start or end tag.
        case tag(attributes: Int, quote: UInt8, afterSpace: Bool)
        /// After `<!`, collecting bytes until they are `--`, `[CDATA[` or neither.
        case bang([UInt8])
        /// Inside a comment, CDATA section or processing instruction: `matched` bytes of its terminator seen.
        case skipping(terminator: [UInt8], matched: Int)
        /// Inside any other `<! ... >` (quotes respected; `[` ... `]` of an internal subset nest).
        case declaration(quote: UInt8, depth: Int)
    }

    private static let comment = Array("--".utf8)
    private static let cdata = Array("[CDATA[".utf8)
    private static let commentEnd = Array("-->".utf8)
    private static let cdataEnd = Array("]]>".utf8)
    private static let piEnd = Array("?>".utf8)
    private var state = State.text
    /// The most attributes seen on one tag so far, the open one included.
    private(set) var most = 0

    /// Scans the next bytes of the document; returns ``most``.
    @discardableResult
    mutating func feed<C: Collection>(_ bytes: C, stoppingAbove limit: Int = .max) -> Int where C.Element == UInt8 {
        if let most = bytes.withContiguousStorageIfAvailable({ scan($0, stoppingAbove: limit) }) { return most }
        for byte in bytes {
            step(byte)
            if most > limit { return most }
        }
        return most
    }

    /// The largest number of attributes on any one start tag of `bytes`, stopping early
    /// once `limit` is passed (the exact figure above it does not matter).
    static func maxAttributesPerTag(_ bytes: [UInt8], stoppingAbove limit: Int) -> Int {
        var scanner = XMLPreflight()
        return scanner.feed(bytes, stoppingAbove: limit)
    }

    /// ``feed(_:stoppingAbove:)`` over contiguous bytes: the same states, but text between tags
    /// is skipped to the next `<` and a tag's bytes run in a loop on local variables, instead of
    /// one ``step(_:)`` (and one copy of the state) per byte. Every byte of every document goes
    /// through here; a test holds it equal to ``step(_:)`` (the path of non-contiguous collections).
    private mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>, stoppingAbove limit: Int) -> Int {
        var index = 0
        let count = buffer.count
        while index < count {
            switch state {
            case .text:
                index = Self.nextIndex(of: UInt8(ascii: "<"), in: buffer, from: index)
                guard index < count else { return most }
                index += 1
                // A start or end tag (nearly every `<`) goes straight to the tag's loop below: its
                // first byte is the tag's, as ``step(_:)`` takes it after `.open`. A `<` ending the
                // chunk, or opening a comment, CDATA section, declaration or processing
                // instruction, takes the general path.
                if index < count, buffer[index] != UInt8(ascii: "!"), buffer[index] != UInt8(ascii: "?") {
                    state = .tag(attributes: 0, quote: 0, afterSpace: false)
                } else {
                    state = .open
                }
            case .tag(var attributes, var quote, var afterSpace):
                var ended = false
                while index < count, !ended {
                    if quote != 0 {
                        // Inside an attribute value (most of a tag's bytes): straight to its closing quote.
                        index = Self.nextIndex(of: quote, in: buffer, from: index)
                        guard index < count else { break }
                        quote = 0
                        index += 1
                        continue
                    }
                    let byte = buffer[index]
                    index += 1
                    ended = Self.tagByte(byte, attributes: &attributes, quote: &quote, afterSpace: &afterSpace, most: &most)
                    if most > limit {
                        state = .tag(attributes: attributes, quote: quote, afterSpace: afterSpace)
                        return most
                    }
                }
                state = ended ? .text : .tag(attributes: attributes, quote: quote, afterSpace: afterSpace)
            default:
                step(buffer[index])
                index += 1
                if most > limit { return most }
            }
        }
        return most
    }

    /// The index of the next `target` byte from `start` (the buffer's end when there is none), eight
    /// bytes at a time: text between tags and attribute values are most of a book's bytes, and
    /// every byte of them comes through here.
    @inline(__always)
    private static func nextIndex(of target: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = buffer.count
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
            let pattern = UInt64(target) &* ones
            while count &- index >= 8 {
                // A byte of the word is `target` exactly when that byte of `word ^ pattern` is zero.
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern
                if (word &- ones) & ~word & high != 0 { break }
                index &+= 8
            }
        }
        while index < count, buffer[index] != target { index &+= 1 }
        return index
    }

    private mutating func step(_ byte: UInt8) {
        switch state {
        case .text:
            if byte == UInt8(ascii: "<") { state = .open }
        case .open:
            switch byte {
            case UInt8(ascii: "!"): state = .bang([])
            case UInt8(ascii: "?"): state = .skipping(terminator: Self.piEnd, matched: 0)
            default:
                // The byte after `<` is the tag's first (its name, usually).
                state = .tag(attributes: 0, quote: 0, afterSpace: false)
                step(byte)
            }
        case .tag(var attributes, var quote, var afterSpace):
            let ended = Self.tagByte(byte, attributes: &attributes, quote: &quote, afterSpace: &afterSpace, most: &most)
            state = ended ? .text : .tag(attributes: attributes, quote: quote, afterSpace: afterSpace)
        case .bang(var seen):
            seen.append(byte)
            if seen == Self.comment {
                state = .skipping(terminator: Self.commentEnd, matched: 0)
            } else if seen == Self.cdata {
                state = .skipping(terminator: Self.cdataEnd, matched: 0)
            } else if Self.comment.starts(with: seen) || Self.cdata.starts(with: seen) {
                state = .bang(seen)
            } else {
                // Neither: the bytes after `<!` belong to a declaration.
                state = .declaration(quote: 0, depth: 0)
                for seenByte in seen { step(seenByte) }
            }
        case .skipping(let terminator, let matched):
            let matchedNow = Self.matched(terminator, after: matched, byte)
            state = matchedNow == terminator.count ? .text : .skipping(terminator: terminator, matched: matchedNow)
        case .declaration(var quote, var depth):
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                case UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "]"): depth = max(0, depth - 1)
                case UInt8(ascii: ">") where depth == 0:
                    state = .text
                    return
                default: break
                }
            }
            state = .declaration(quote: quote, depth: depth)
        }
    }

    /// One byte inside a start or end tag; returns whether it ends the tag (`>` outside quotes).
    /// A name starts after whitespace, outside quotes: that is an attribute counted.
    @inline(__always)
    private static func tagByte(_ byte: UInt8, attributes: inout Int, quote: inout UInt8, afterSpace: inout Bool,
                                most: inout Int) -> Bool {
        if quote != 0 {
            if byte == quote { quote = 0 }
            return false
        }
        switch byte {
        case UInt8(ascii: ">"):
            return true
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            quote = byte
            afterSpace = false
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            afterSpace = true
        case UInt8(ascii: "="), UInt8(ascii: "/"):
            afterSpace = false
        default:
            if afterSpace {
                attributes += 1
                most = max(most, attributes)
            }
            afterSpace = false
        }
        return false
    }

    /// How much of `terminator` the text ends with once `byte` follows `matched` bytes of it:
    /// the longest prefix of `terminator` that is a suffix of what was seen (no allocation: this
    /// runs for every byte of a comment or CDATA section).
    private static func matched(_ terminator: [UInt8], after matched: Int, _ byte: UInt8) -> Int {
        var length = min(matched + 1, terminator.count)
        while length > 0 {
            // terminator[0..<length] == seen[matched + 1 - length ..< matched] + [byte]
            if terminator[length - 1] == byte {
                let start = matched + 1 - length
                var equal = true
                for offset in 0..<(length - 1) where terminator[offset] != terminator[start + offset] {
                    equal = false
                    break
                }
                if equal { return length }
            }
            length -= 1
        }
        return 0
    }
}
