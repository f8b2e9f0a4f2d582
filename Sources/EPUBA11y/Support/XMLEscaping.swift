/// Text written into XML the project generates (ONIX, package metadata): markup characters
/// escaped, and the control characters XML 1.0 cannot carry at all dropped, so a value read from
/// a book can never make the output not well-formed.
enum XMLEscaping {
    /// Character data; with `quotes`, also safe inside a double-quoted attribute value.
    static func escape(_ text: String, quotes: Bool = false) -> String {
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
}
