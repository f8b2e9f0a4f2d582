import EPUBCore

/// Stable identities of the findings of one report, for code-scanning hosts (SARIF
/// `partialFingerprints`) and for baselines: the same defect keeps its fingerprint across
/// commits that move it to another line, and a document renamed or moved keeps its context one.
///
/// - `primary`: FNV-1a 64 of the book, the rule, the entry path, the context, and the finding's
///   rank among the findings of that book with the same rule, path and context.
/// - `context`: the same without the entry path (rank among those with the same rule and context):
///   what lets a baseline follow a finding into a renamed document.
///
/// The context is the element's id when it has one, else the message with its line and column
/// numbers (`line 26`, `:26`, `column 71`) blanked, so shifting lines change nothing while a
/// different image, link or value still does. FNV-1a 64 over UTF-8, fields joined by U+001F,
/// written as 16 lowercase hex digits: the same on every platform and in every run.
public struct FindingFingerprint: Sendable, Hashable, Codable {
    /// Book, rule, entry, context and rank.
    public let primary: String
    /// Book, rule, context and rank: survives a renamed document.
    public let context: String

    /// The fingerprints of `report.findings`, in the same order.
    public static func all(of report: Report) -> [FindingFingerprint] { all(book: report.subject.file, findings: report.findings) }

    /// The fingerprints of the findings of the book `book` (as the report names it), in order.
    public static func all(book: String, findings: [Finding]) -> [FindingFingerprint] {
        var primaryRanks: [String: Int] = [:]
        var contextRanks: [String: Int] = [:]
        return findings.map { finding in
            let context = Self.context(of: finding)
            let path = finding.location?.path ?? ""
            let primaryKey = [book, finding.ruleID, path, context].joined(separator: "\u{1F}")
            let contextKey = [book, finding.ruleID, context].joined(separator: "\u{1F}")
            let primaryRank = primaryRanks[primaryKey, default: 0]
            let contextRank = contextRanks[contextKey, default: 0]
            primaryRanks[primaryKey] = primaryRank + 1
            contextRanks[contextKey] = contextRank + 1
            return FindingFingerprint(primary: hash(primaryKey + "\u{1F}\(primaryRank)"), context: hash(contextKey + "\u{1F}\(contextRank)"))
        }
    }

    /// The element's id, else the message with line and column numbers blanked.
    static func context(of finding: Finding) -> String {
        if let id = finding.elementID, !id.isEmpty { return "#" + id }
        var text = finding.message
        let numbers: [Regex<Substring>] = [#/line \d+/#, #/column \d+/#, #/:\d+(?=[),;\s]|$)/#]
        for pattern in numbers {
            text = text.replacing(pattern) { match in String(match.output).replacing(#/\d+/#, with: "#") }
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func hash(_ text: String) -> String { FNV1a.hex(text) }
}
