/// Text written into XML the project generates (ONIX, package metadata): markup characters
/// escaped, and the control characters XML 1.0 cannot carry at all dropped, so a value read from
/// a book can never make the output not well-formed.
enum XMLEscaping {
    /// Character data; with `quotes`, also safe inside a double-quoted attribute value.
    static func escape(_ text: String, quotes: Bool = false) -> String {
        // Most text has nothing to escape or drop: returned as it is, after one look at its bytes.
        needsEscaping(text, quotes: quotes) ? escapedByScalar(text, quotes: quotes) : text
    }

    /// ``escape(_:quotes:)`` scalar by scalar, whatever the text: the path for text that needs it,
    /// and the reference its test holds the shortcut to.
    static func escapedByScalar(_ text: String, quotes: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Whether `text` has a byte ``escape(_:quotes:)`` changes: `&`, `<`, `>`, `"` (with `quotes`),
    /// a control character other than tab, line feed and carriage return, or the UTF-8 of U+FFFE
    /// or U+FFFF (EF BF BE, EF BF BF). A byte of a multi-byte character is never one of the ASCII ones.
    static func needsEscaping(_ text: String, quotes: Bool) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): return true
            case UInt8(ascii: "\""): if quotes { return true }
            case 0x09, 0x0A, 0x0D: break
            case ..<0x20: return true
            case 0xBE, 0xBF: if previous == (0xEF, 0xBF) { return true }
            default: break
            }
            previous = (previous.1, byte)
        }
        return false
    }
}
