/// A specification or guidance page a rule or requirement rests on: built from a typed
/// constructor (`.wcag("1.1.1")`, `.htmlTechnique("H37")`, `.epubA11y("confreq-schema-accessMode")`)
/// so every base address is written once, here, and it knows its own title for reports.
public struct Reference: Sendable, Hashable, CustomStringConvertible {
    /// The full address.
    public let url: String

    /// A reference to any address.
    public init(url: String) { self.url = url }

    /// The address.
    public var description: String { url }

    // MARK: Base addresses, each written once

    static let wcag22 = "https://www.w3.org/TR/WCAG22/"
    static let understandingBase = "https://www.w3.org/WAI/WCAG22/Understanding/"
    static let techniques = "https://www.w3.org/WAI/WCAG22/Techniques/"
    static let axeBase = "https://dequeuniversity.com/rules/axe/4.10/"
    static let epubA11y11 = "https://www.w3.org/TR/epub-a11y-11/"
    static let epubA11y12 = "https://www.w3.org/TR/epub-a11y-12/"
    static let epubA11yTech11 = "https://www.w3.org/TR/epub-a11y-tech-11/"
    static let epub33Base = "https://www.w3.org/TR/epub-33/"
    static let daisyKBBase = "https://kb.daisy.org/publishing/docs/"
    static let ariaAuthoringBase = "https://www.w3.org/TR/epub-aria-authoring-11/"
    static let htmlARIABase = "https://www.w3.org/TR/html-aria/"
    static let discoveryVocabulary = "https://www.w3.org/2021/a11y-discov-vocab/latest/"

    // MARK: Typed constructors

    /// A WCAG 2.2 success criterion by number (`"1.1.1"`), at its anchor in the Recommendation.
    public static func wcag(_ criterion: String) -> Reference {
        Reference(url: wcag22 + "#" + (WCAGCriteria.slugs[criterion] ?? ""))
    }
    /// A page of Understanding WCAG 2.2 (`"non-text-content.html"`).
    public static func understanding(_ page: String) -> Reference { Reference(url: understandingBase + page) }
    /// An HTML technique (`"H37"`).
    public static func htmlTechnique(_ id: String) -> Reference { Reference(url: techniques + "html/" + id) }
    /// An ARIA technique (`"ARIA6"`).
    public static func ariaTechnique(_ id: String) -> Reference { Reference(url: techniques + "aria/" + id) }
    /// A general technique (`"G94"`).
    public static func generalTechnique(_ id: String) -> Reference { Reference(url: techniques + "general/" + id) }
    /// A documented WCAG failure (`"F65"`).
    public static func failure(_ id: String) -> Reference { Reference(url: techniques + "failures/" + id) }
    /// An axe-core rule page (`"image-alt"`).
    public static func axe(_ rule: String) -> Reference { Reference(url: axeBase + rule) }
    /// A section of EPUB Accessibility 1.1 by anchor (`"confreq-schema-accessMode"`).
    public static func epubA11y(_ anchor: String) -> Reference { Reference(url: epubA11y11 + "#" + anchor) }
    /// A section of the EPUB Accessibility 1.2 draft by anchor (`"sec-evaluation-date"`), for what only 1.2 says.
    public static func epubA11y12(_ anchor: String) -> Reference { Reference(url: epubA11y12 + "#" + anchor) }
    /// The same section in EPUB Accessibility `version` (`"1.2"`): the 1.2 draft keeps 1.1's
    /// anchors. Any other reference, or version, is returned unchanged.
    public func inEPUBAccessibility(_ version: String) -> Reference {
        guard version == "1.2", url.hasPrefix(Self.epubA11y11) else { return self }
        return Reference(url: Self.epubA11y12 + url.dropFirst(Self.epubA11y11.count))
    }
    /// A section of EPUB Accessibility Techniques 1.1 by anchor.
    public static func epubA11yTechniques(_ anchor: String) -> Reference { Reference(url: epubA11yTech11 + "#" + anchor) }
    /// A section of EPUB 3.3 by anchor.
    public static func epub33(_ anchor: String) -> Reference { Reference(url: epub33Base + "#" + anchor) }
    /// A page of the DAISY Accessible Publishing Knowledge Base (`"navigation/toc.html"`).
    public static func daisyKB(_ page: String) -> Reference { Reference(url: daisyKBBase + page) }
    /// A section of the EPUB Type to ARIA Role Authoring Guide (nil: the whole guide).
    public static func ariaAuthoring(_ anchor: String? = nil) -> Reference {
        Reference(url: ariaAuthoringBase + (anchor.map { "#" + $0 } ?? ""))
    }
    /// A section of ARIA in HTML by anchor (nil: the whole document).
    public static func htmlARIA(_ anchor: String? = nil) -> Reference {
        Reference(url: htmlARIABase + (anchor.map { "#" + $0 } ?? ""))
    }
    /// A term of the Schema.org Accessibility Properties for Discoverability Vocabulary by anchor.
    public static func discoveryVocabulary(_ anchor: String) -> Reference { Reference(url: discoveryVocabulary + "#" + anchor) }

    // MARK: Title

    /// The document's name and the section (anchor or page), for link text: `("WCAG 2.2", "non-text-content")`.
    public var title: (name: String, section: String?) {
        let parts = url.split(separator: "#", maxSplits: 1).map(String.init)
        let base = parts.first ?? url
        let names: [(String, String)] = [
            (Self.epubA11yTech11, "EPUB Accessibility Techniques 1.1"), (Self.epubA11y11, "EPUB Accessibility 1.1"),
            (Self.epubA11y12, "EPUB Accessibility 1.2"),
            (Self.wcag22, "WCAG 2.2"), (Self.understandingBase, "Understanding WCAG 2.2"), (Self.techniques, "WCAG 2.2 Techniques"),
            (Self.ariaAuthoringBase, "EPUB Type to ARIA Role Authoring Guide"), (Self.daisyKBBase, "DAISY Knowledge Base"),
            (Self.epub33Base, "EPUB 3.3"), (Self.axeBase, "axe-core rule"), (Self.htmlARIABase, "ARIA in HTML"),
            (Self.discoveryVocabulary, "Accessibility Discoverability Vocabulary"),
        ]
        guard let known = names.first(where: { base.hasPrefix($0.0) }) else {
            return (base, parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil)
        }
        if parts.count > 1, !parts[1].isEmpty { return (known.1, parts[1]) }
        let page = String(base.dropFirst(known.0.count))
        return (known.1, page.isEmpty ? nil : page)
    }
}

/// The WCAG 2.2 anchors of the success criteria the reports name.
enum WCAGCriteria {
    static let slugs: [String: String] = [
        "1.1.1": "non-text-content", "1.2.1": "audio-only-and-video-only-prerecorded", "1.2.2": "captions-prerecorded",
        "1.2.5": "audio-description-prerecorded", "1.3.1": "info-and-relationships", "1.3.2": "meaningful-sequence",
        "1.4.2": "audio-control", "1.4.3": "contrast-minimum", "1.4.5": "images-of-text", "2.1.1": "keyboard",
        "2.4.2": "page-titled", "2.4.4": "link-purpose-in-context", "2.4.5": "multiple-ways", "2.4.6": "headings-and-labels",
        "3.1.1": "language-of-page", "3.1.2": "language-of-parts", "3.3.2": "labels-or-instructions", "4.1.2": "name-role-value",
    ]
}
