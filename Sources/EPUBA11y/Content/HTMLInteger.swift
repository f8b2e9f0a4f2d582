/// Numbers in HTML attributes, read the way browsers read them, never trapping.
///
/// A book can write any digits at all (`colspan="99999999999999999999"`); Swift's `Int(_:)`
/// answers nil past `Int.max`, and arithmetic on a value near it traps. These parsers saturate
/// instead, and the attribute readers clamp to the range the HTML standard gives.
enum HTMLInteger {
    /// HTML's "rules for parsing non-negative integers": leading ASCII whitespace, an optional
    /// sign, then digits (anything after them is ignored). Nil when there are no digits or the
    /// value is negative (`-0` is 0); a value past `Int.max` saturates at `Int.max`.
    static func nonNegative(_ text: String?) -> Int? {
        guard let text else { return nil }
        var scalars = Substring(text).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{0C}" || $0 == "\r" }
        let negative = scalars.first == "-"
        if negative || scalars.first == "+" { scalars = scalars.dropFirst() }
        var value = 0
        var sawDigit = false
        for scalar in scalars {
            guard let digit = asciiDigit(scalar) else { break }
            sawDigit = true
            // Saturates: once past Int.max the value only matters as "too big".
            value = value.saturatingMultiplied(by: 10).saturatingAdding(digit)
        }
        guard sawDigit, !(negative && value > 0) else { return nil }
        return value
    }

    /// `colspan` per HTML's table model: 1 when missing, unparsable or 0, at most 1000.
    static func colspan(_ text: String?) -> Int {
        guard let value = nonNegative(text), value > 0 else { return 1 }
        return min(value, 1000)
    }

    /// `rowspan` per HTML's table model: 1 when missing or unparsable, at most 65534; 0 is kept,
    /// meaning "to the end of the row group".
    static func rowspan(_ text: String?) -> Int {
        guard let value = nonNegative(text) else { return 1 }
        return min(value, 65534)
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }
}
