import Foundation
import Synchronization

/// A certification date as a reader of the guide's language writes it. The metadata's value is
/// always shown as written; when it starts with a valid ISO 8601 calendar date (`2025-01-01`, or
/// a date-time), the long form of that day in the locale follows it (`1 janvier 2025`, with the
/// locale's own calendar, as the platform formats it). Anything else gets no second form.
enum DisplayGuideDate {
    static func localized(_ value: String, locale: Locale) -> String? {
        let text = value.trimmingCharacters(in: .whitespaces)
        let digits = Array(text.utf8.prefix(10))
        guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
              text.count == 10 || text.dropFirst(10).first == "T",
              let year = Int(text.prefix(4)), let month = Int(text.dropFirst(5).prefix(2)), let day = Int(text.dropFirst(8).prefix(2)) else {
            return nil
        }
        var calendar = Calendar(identifier: .gregorian)
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        calendar.timeZone = utc
        let components = DateComponents(calendar: calendar, timeZone: utc, year: year, month: month, day: day, hour: 12)
        // 2025-02-30 is no day: no second form rather than a wrong one.
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
        return formatters.withLock { formatters in
            let formatter = formatters[locale.identifier] ?? {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.timeZone = utc
                formatter.dateStyle = .long
                formatter.timeStyle = .none
                return formatter
            }()
            formatters[locale.identifier] = formatter
            return formatter.string(from: date)
        }
    }

    /// One formatter per locale, made once: making one (ICU's pattern and symbols for the locale)
    /// cost more than the rest of a small book's Display Guide. Used under the lock only.
    private static let formatters = Mutex<[String: DateFormatter]>([:])
}
