/// The structural semantics that mark publisher matter — the cover, title pages, imprint,
/// colophon, logos — as opposed to the body of the work.
///
/// The W3C Package Metadata Authoring Guide (Check 2, "Does the publication contain visual
/// content?") excludes "the cover page image, publisher and imprint logos, author portraits,
/// and purely decorative images" when deciding whether a book needs the `visual` access mode;
/// these tokens say where such images sit. `docs/CALIBRATION.md` lists the choices.
public enum PublisherMatter {
    /// `epub:type` tokens (EPUB SSV and Z39.98) of publisher matter.
    public static let epubTypes: Set<String> = [
        "cover", "titlepage", "halftitlepage", "imprint", "imprimatur", "colophon", "copyright-page", "seriespage",
        "frontmatter", "z3998:publisher-logo", "z3998:frontispiece",
    ]
    /// DPUB-ARIA roles of publisher matter.
    public static let roles: Set<String> = ["doc-cover", "doc-colophon"]
    /// Tokens of the body of the work: inside front matter they bring content back (a preface,
    /// a foreword or an introduction with figures is content, not publisher matter).
    public static let workTokens: Set<String> = [
        "bodymatter", "chapter", "part", "division", "volume", "preface", "foreword", "introduction", "prologue",
        "preamble", "appendix", "doc-chapter", "doc-part", "doc-preface", "doc-foreword", "doc-introduction",
        "doc-prologue", "doc-appendix",
    ]

    /// The token that decides an element's place, publisher matter first; nil when it carries neither kind.
    static func token(epubTypes types: [String], roles elementRoles: [String]) -> String? {
        // Loops, not `first(where: set.contains)`: each of those made a closure of its set.
        for token in types where epubTypes.contains(token) { return token }
        for token in elementRoles where roles.contains(token) { return token }
        for token in types where workTokens.contains(token) { return token }
        for token in elementRoles where workTokens.contains(token) { return token }
        return nil
    }

    /// True for a publisher-matter token, false for a body-of-the-work one.
    static func isPublisherMatter(_ token: String) -> Bool {
        epubTypes.contains(token) || roles.contains(token)
    }
}

extension PublisherMatter {
    /// What kind of publisher matter a whole document is (`cover`, `titlepage`, `imprint`, ...):
    /// the first element that carries a publisher-matter or body-of-the-work token decides; the
    /// `frontmatter` division only when nothing inside it is more specific. Nil for the body of the work.
    public static func kind(of document: ContentInventory) -> String? {
        var inFrontMatter = false
        for item in document.semantics {
            guard let token = token(epubTypes: item.epubTypes, roles: item.roles) else { continue }
            switch token {
            case "frontmatter": inFrontMatter = true
            case "bodymatter": continue
            default: return isPublisherMatter(token) ? token : nil
            }
        }
        return inFrontMatter ? "frontmatter" : nil
    }
}
