/// A linear scan of a document's bytes for what would make libxml2 spend quadratic time
/// before any callback of ours runs: its duplicate-attribute check compares every attribute
/// of a start tag with every earlier one (libxml2 2.9: 100,000 attributes took 16 s).
///
/// The scan counts attribute names per tag the way both of libxml2's parsers see them
/// (a name starts after whitespace inside a tag, outside quotes), skipping comments,
/// CDATA sections, processing instructions and declarations. It errs towards counting
/// too many only for markup no real document has.
enum XMLPreflight {
    /// The largest number of attributes on any one start tag of `bytes`, stopping early
    /// once `limit` is passed (the exact figure above it does not matter).
    static func maxAttributesPerTag(_ bytes: [UInt8], stoppingAbove limit: Int) -> Int {
        var most = 0
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let next = index + 1 < count ? bytes[index + 1] : 0
            switch next {
            case UInt8(ascii: "!"):
                index = skipDeclaration(bytes, from: index)
            case UInt8(ascii: "?"):
                index = skip(bytes, from: index + 2, past: [UInt8(ascii: "?"), UInt8(ascii: ">")])
            default:
                let (attributes, end) = scanTag(bytes, from: index + 1)
                most = max(most, attributes)
                if most > limit { return most }
                index = end
            }
        }
        return most
    }

    /// Counts attribute names in the tag starting at `start`; returns the count and the index after `>`.
    private static func scanTag(_ bytes: [UInt8], from start: Int) -> (Int, Int) {
        var attributes = 0
        var quote: UInt8 = 0
        var afterSpace = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: ">"):
                return (attributes, index)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
                afterSpace = false
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                afterSpace = true
            case UInt8(ascii: "="), UInt8(ascii: "/"):
                afterSpace = false
            default:
                if afterSpace { attributes += 1 }
                afterSpace = false
            }
        }
        return (attributes, index)
    }

    /// Skips `<!-- -->`, `<![CDATA[ ]]>` or any other `<! ... >` (quotes respected, so an
    /// internal DTD subset's `>` inside entity values does not end it early).
    private static func skipDeclaration(_ bytes: [UInt8], from start: Int) -> Int {
        if starts(bytes, at: start, with: "<!--") {
            return skip(bytes, from: start + 4, past: Array("-->".utf8))
        }
        if starts(bytes, at: start, with: "<![CDATA[") {
            return skip(bytes, from: start + 9, past: Array("]]>".utf8))
        }
        var quote: UInt8 = 0
        var depth = 0  // `[` ... `]` of an internal subset
        var index = start + 2
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: ">") where depth == 0: return index
            default: break
            }
        }
        return index
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: String) -> Bool {
        var position = index
        for byte in prefix.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// The index just after the first occurrence of `terminator` at or after `start` (the end when absent).
    private static func skip(_ bytes: [UInt8], from start: Int, past terminator: [UInt8]) -> Int {
        guard let first = terminator.first else { return start }
        var index = start
        while index < bytes.count {
            if bytes[index] == first {
                var matched = true
                for offset in 1..<terminator.count where index + offset >= bytes.count || bytes[index + offset] != terminator[offset] {
                    matched = false
                    break
                }
                if matched { return index + terminator.count }
            }
            index += 1
        }
        return bytes.count
    }
}
