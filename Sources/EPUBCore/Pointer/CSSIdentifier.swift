/// CSS identifiers as CSSOM serialises them ("serialize an identifier", CSSOM §2.1), so an
/// element name with a `.` or a leading digit still makes a selector that parses.
public enum CSSIdentifier {
    /// `name` escaped for use as a CSS identifier (a type, id or class selector).
    public static func escape(_ name: String) -> String {
        // An ASCII letter or `_`, then letters, digits, `-` and `_` (every element name of a book,
        // nearly): nothing to escape, and no array of scalars to make.
        isPlainIdentifier(name) ? name : escapedByScalar(name)
    }

    /// ``escape(_:)`` scalar by scalar, whatever the name: the path for names that need it, and
    /// the reference its test holds the shortcut to.
    static func escapedByScalar(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let isDigit = (0x30...0x39).contains(value)
            if value == 0 {
                out.unicodeScalars.append("\u{FFFD}")
            } else if (0x01...0x1F).contains(value) || value == 0x7F
                        || (index == 0 && isDigit) || (index == 1 && isDigit && scalars[0] == "-") {
                out += "\\" + String(value, radix: 16) + " "
            } else if index == 0 && scalar == "-" && scalars.count == 1 {
                out += "\\-"
            } else if value >= 0x80 || scalar == "-" || scalar == "_" || isDigit
                        || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\"
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `name` starts with an ASCII letter or `_` and has only ASCII letters, digits, `-`
    /// and `_`: ``escape(_:)`` then keeps every scalar as it is.
    static func isPlainIdentifier(_ name: String) -> Bool {
        var first = true
        for byte in name.utf8 {
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
            if first {
                guard isLetter else { return false }
                first = false
            } else if !(isLetter || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")) {
                return false
            }
        }
        return !first
    }
}
