import Foundation

/// A `dcterms:conformsTo` statement, parsed.
public struct ConformanceClaim: Sendable, Hashable, Codable {
    /// A WCAG conformance level.
    public enum Level: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        case a = "A", aa = "AA", aaa = "AAA"

        /// Orders A < AA < AAA.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue.count < rhs.rawValue.count }
    }

    /// What kind of statement the value is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `EPUB Accessibility 1.x - WCAG 2.y Level …`, or one of the three EPUB Accessibility 1.0 IRIs.
        case epubAccessibility = "epub-accessibility"
        /// `none` (used with an exemption).
        case none
        /// Looks like an EPUB Accessibility claim (string or IDPF IRI) but is not one of the exact forms.
        case malformed
        /// Another standard (an optimisation standard, a WCAG claim URL, ...).
        case other
    }

    /// The value as written (meta text or link href), whitespace-normalised.
    public let value: String
    /// EPUB Accessibility, `none`, malformed, or another standard.
    public let kind: Kind
    /// `1.0`, `1.1`, `1.2`, ...
    public let epubAccessibilityVersion: String?
    /// `2.0`, `2.1`, `2.2`, ...
    public let wcagVersion: String?
    /// The claimed WCAG level; nil when the value names none.
    public let wcagLevel: Level?
    /// The claim's `id`, which certifiers refine.
    public let id: String?
    /// Where the claim was written.
    public let provenance: Provenance

    /// The three EPUB Accessibility 1.0 conformance IRIs, by level.
    public static let epubAccessibility10IRIs: [(String, Level)] = [
        ("http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aaa", .aaa),
        ("http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa", .aa),
        ("http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-a", .a),
    ]

    /// Parses `rawValue` after normalising its whitespace.
    public init(value rawValue: String, id: String?, provenance: Provenance) {
        let value = rawValue.normalizingXMLWhitespace()
        self.value = value
        self.id = id
        self.provenance = provenance
        if let parsed = Self.parseEPUBAccessibility11(value) {
            (kind, epubAccessibilityVersion, wcagVersion, wcagLevel) = (.epubAccessibility, parsed.0, parsed.1, parsed.2)
        } else if let level = Self.parseEPUBAccessibility10(value) {
            (kind, epubAccessibilityVersion, wcagVersion, wcagLevel) = (.epubAccessibility, "1.0", "2.0", level)
        } else if value == "none" {
            (kind, epubAccessibilityVersion, wcagVersion, wcagLevel) = (.none, nil, nil, nil)
        } else if value.hasPrefix("EPUB Accessibility") || Self.isIDPFAccessibilityIRI(value) {
            (kind, epubAccessibilityVersion, wcagVersion, wcagLevel) = (.malformed, nil, nil, nil)
        } else {
            (kind, epubAccessibilityVersion, wcagVersion, wcagLevel) = (.other, nil, nil, nil)
        }
    }

    /// `^EPUB Accessibility (1\.[1-9]\d*) - WCAG (2\.\d+) Level (A{1,3})$`, matched exactly.
    static func parseEPUBAccessibility11(_ value: String) -> (String, String, Level)? {
        let prefix = "EPUB Accessibility "
        guard value.hasPrefix(prefix) else { return nil }
        let parts = value.dropFirst(prefix.count).components(separatedBy: " - WCAG ")
        guard parts.count == 2 else { return nil }
        let wcag = parts[1].components(separatedBy: " Level ")
        guard wcag.count == 2, let level = Level(rawValue: wcag[1]),
              isVersion(parts[0], major: "1", minimumMinor: 1), isVersion(wcag[0], major: "2", minimumMinor: 0) else {
            return nil
        }
        return (parts[0], wcag[0], level)
    }

    /// One of the three 1.0 IRIs; the `https` and no-`www` variants Readium accepts are accepted too.
    static func parseEPUBAccessibility10(_ value: String) -> Level? {
        var canonical = value
        if canonical.hasPrefix("https://") { canonical = "http://" + canonical.dropFirst("https://".count) }
        if canonical.hasPrefix("http://idpf.org/") { canonical = "http://www.idpf.org/" + canonical.dropFirst("http://idpf.org/".count) }
        return epubAccessibility10IRIs.first { $0.0 == canonical }?.1
    }

    static func isIDPFAccessibilityIRI(_ value: String) -> Bool {
        value.contains("idpf.org/epub/a11y/accessibility")
    }

    private static func isVersion(_ text: String, major: String, minimumMinor: Int) -> Bool {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count == 2, pieces[0] == major, let minor = Int(pieces[1]), pieces[1].allSatisfy(\.isASCII) else {
            return false
        }
        return minor >= minimumMinor && !(pieces[1].count > 1 && pieces[1].hasPrefix("0"))
    }
}
