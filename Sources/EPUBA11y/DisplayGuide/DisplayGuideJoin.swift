import Foundation

/// How Display Guide strings meet the values and fragments put into them. The W3C 2.0 files
/// concatenate ("certified by " + name, "claims to meet" + " EPUB Accessibility 1.1"), with the
/// separating space sometimes on one side, sometimes on the other, sometimes missing; 2.1 uses
/// `{placeholders}`. Everything is turned into a template and filled so that a space in the data
/// is kept once (never doubled, never lost), and a missing one is added except where a script
/// written without spaces (Chinese, Japanese, Thai, …) meets the boundary.
enum DisplayGuideJoin {
    /// `text` without leading and trailing white space (a display string's outer spaces only
    /// ever served concatenation): the scalars Foundation's `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` trims (Unicode's White_Space and U+200B ZERO WIDTH SPACE, every
    /// scalar compared on this platform's Foundation), without its cost (30,000 instructions a
    /// call, half of every fill).
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        func trims(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar.value == 0x200B }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, trims(scalars[start]) { start = scalars.index(after: start) }
        while end > start, trims(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        guard start != scalars.startIndex || end != scalars.endIndex else { return text }
        return String(scalars[start..<end])
    }

    /// `text` trimmed, with runs of spaces inside made one: three W3C translations carry a doubled
    /// space by mistake (it-IT/lia twice, fr-FR/edrlab once), which a text report would show.
    static func normalized(_ text: String) -> String {
        var result = trimmed(text)
        while result.contains("  ") { result = result.replacing("  ", with: " ") }
        return result
    }

    /// A 2.0 prefix as a 2.1-style template ending with `names` as placeholders; a text that
    /// already has placeholders is kept as it is (trimmed).
    static func template(_ text: String, _ names: [String]) -> String {
        guard !text.contains("{") else { return trimmed(text) }
        let prefix = String(text.reversed().drop { $0.isWhitespace }.reversed())
        let endsWithSpace = prefix.count != text.count
        let unspaced = prefix.last.map(isUnspaced) ?? false
        // After an unspaced script the fragments bring their own leading spaces (the W3C data does).
        let separator = unspaced ? "" : " "
        let placeholders = names.map { "{\($0)}" }.joined(separator: separator)
        let glue = endsWithSpace ? " " : separator
        return trimmed(prefix) + (prefix.isEmpty ? "" : glue) + placeholders
    }

    /// `template` with each `{name}` replaced by its value, in one pass (a value containing
    /// `{…}` is never expanded). Where a value's outer space meets a space of the template, one
    /// space remains.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result = joined(result, String(rest[..<open]))
            let name = String(rest[rest.index(after: open)..<close])
            result = joined(result, values[name] ?? String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return trimmed(joined(result, String(rest)))
    }

    /// `left + right` with white space at the seam collapsed to one space. Only the seam is
    /// looked at: reversing and counting both strings (characters, so grapheme breaking) made
    /// every fill quadratic in its parts and the Display Guide 40 % of a small book's audit.
    static func joined(_ left: String, _ right: String) -> String {
        guard !left.isEmpty, !right.isEmpty else { return left + right }
        var leftEnd = left.endIndex
        while leftEnd > left.startIndex, left[left.index(before: leftEnd)].isWhitespace { leftEnd = left.index(before: leftEnd) }
        var rightStart = right.startIndex
        while rightStart < right.endIndex, right[rightStart].isWhitespace { rightStart = right.index(after: rightStart) }
        guard leftEnd != left.endIndex || rightStart != right.startIndex else { return left + right }
        return String(left[..<leftEnd]) + " " + String(right[rightStart...])
    }

    /// A character of a script written without spaces between words, or full-width punctuation.
    static func isUnspaced(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return unspacedRanges.contains { $0.contains(scalar) }
    }

    /// The scripts of ``isUnspaced(_:)``.
    private static let unspacedRanges: [ClosedRange<UInt32>] = [
        0x0E00...0x0EFF,  // Thai, Lao
        0x1000...0x109F,  // Myanmar
        0x1780...0x17FF,  // Khmer
        0x3000...0x30FF,  // CJK punctuation, Hiragana, Katakana
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // CJK ideographs
        0xFF00...0xFFEF,  // full-width forms
    ]
}
