/// A SMIL 3.0 clock value, as media overlays write `clipBegin`, `clipEnd` and `media:duration`.
///
/// Accepted forms (SMIL 3.0 §5.4.1, which EPUB 3.3 Media Overlays adopts):
/// - full clock `hh:mm:ss` with an optional fraction (`1:02:03.5`; hours have any number of digits),
/// - partial clock `mm:ss` with an optional fraction (`02:03.250`),
/// - timecount: digits with an optional fraction and metric `h`, `min`, `s` or `ms`; no metric means seconds.
///
/// Minutes and seconds of the clock forms are two digits, 00 to 59. Leading and trailing XML
/// whitespace is ignored; anything else (signs, exponents, inner spaces, `60` seconds) is rejected.
/// Values are held as a `Double` of seconds, so a value with thousands of digits is infinite and
/// rejected rather than overflowing an integer.
public struct SMILClock: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The value in seconds; always finite and not negative.
    public let seconds: Double

    /// A clock of `seconds` (must be finite and not negative; others give nil).
    public init?(seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return nil }
        self.seconds = seconds
    }

    /// Parses a clock value; nil when `text` is not one.
    public init?(parsing text: String) {
        let value = text.trimmingXMLWhitespace()
        guard !value.isEmpty, let seconds = value.contains(":") ? Self.clock(value) : Self.timecount(value) else { return nil }
        self.init(seconds: seconds)
    }

    /// Earlier clock values sort first.
    public static func < (lhs: SMILClock, rhs: SMILClock) -> Bool { lhs.seconds < rhs.seconds }

    /// `0:32:29.250`: hours, minutes, seconds and milliseconds, for messages.
    public var description: String {
        // Rounded to whole milliseconds first so that 59.9996 s prints as 1:00.000, not 0:59.1000.
        let totalMilliseconds = (seconds * 1000).rounded()
        guard totalMilliseconds < 9.0e15 else { return "\(seconds)s" }  // beyond Int64-safe whole numbers
        let milliseconds = Int64(totalMilliseconds)
        let hours = milliseconds / 3_600_000
        let minutes = milliseconds / 60_000 % 60
        let wholeSeconds = milliseconds / 1000 % 60
        let fraction = milliseconds % 1000
        func pad(_ number: Int64, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(hours):\(pad(minutes, 2)):\(pad(wholeSeconds, 2)).\(pad(fraction, 3))"
    }

    // MARK: Parsing

    /// `hh:mm:ss(.f)` or `mm:ss(.f)`.
    private static func clock(_ value: String) -> Double? {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let last = parts.last else { return nil }
        let (secondsPart, fraction) = splitFraction(last)
        guard let fraction, let seconds = sixty(secondsPart), let minutes = sixty(parts[parts.count - 2]) else { return nil }
        var hours = 0.0
        if parts.count == 3 {
            guard isDigits(parts[0]), let value = Double(String(parts[0])) else { return nil }
            hours = value
        }
        return hours * 3600 + minutes * 60 + seconds + fraction
    }

    /// `12.5s`, `300ms`, `2min`, `1h`, `7`.
    private static func timecount(_ value: String) -> Double? {
        let metrics: [(suffix: String, factor: Double)] = [("ms", 0.001), ("min", 60), ("h", 3600), ("s", 1)]
        var number = Substring(value)
        var factor = 1.0
        // `ms` before `s`, or "300ms" would read as "300m" seconds.
        if let metric = metrics.first(where: { value.hasSuffix($0.suffix) }) {
            number = number.dropLast(metric.suffix.count)
            factor = metric.factor
        }
        let (whole, fraction) = splitFraction(number)
        guard let fraction, isDigits(whole), let count = Double(String(whole)) else { return nil }
        return (count + fraction) * factor
    }

    /// Two digits from 00 to 59 (minutes and seconds of the clock forms).
    private static func sixty(_ part: Substring) -> Double? {
        guard part.count == 2, isDigits(part), let value = Int(part), value < 60 else { return nil }
        return Double(value)
    }

    /// The part before `.` and the fraction as a number below 1 (0 when there is none);
    /// a nil fraction means a `.` with no digits or with something else after it.
    private static func splitFraction(_ text: Substring) -> (Substring, Double?) {
        guard let dot = text.firstIndex(of: ".") else { return (text, 0) }
        let digits = text[text.index(after: dot)...]
        guard isDigits(digits), let fraction = Double("0." + digits) else { return (text[..<dot], nil) }
        return (text[..<dot], fraction)
    }

    /// One or more ASCII digits and nothing else.
    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
