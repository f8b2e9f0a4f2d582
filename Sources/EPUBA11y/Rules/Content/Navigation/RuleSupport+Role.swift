import EPUBCore

/// The EPUB type → ARIA role mapping and where DPUB roles may go (EPUB Type to ARIA Role
/// Authoring Guide; ARIA in HTML). Deliberately partial: an element it does not know accepts
/// any role, so the role rules stay quiet rather than guess.
extension RuleSupport {
    /// Types whose role goes on a sectioning element (`doc-<type>`).
    static let sectionTypes: [String] = [
        "abstract", "acknowledgments", "afterword", "appendix", "bibliography", "chapter", "colophon", "conclusion",
        "credit", "credits", "dedication", "endnotes", "epilogue", "errata", "foreword", "glossary", "introduction",
        "notice", "part", "preface", "prologue", "qna",
    ]

    /// epub:type → the role it maps to one to one. `landmarks` (→ directory), `biblioentry` and
    /// `endnote` map to deprecated roles and are left out; unmapped types (cover, bodymatter,
    /// titlepage, footnotes, ...) have no entry.
    static let typeToRole: [String: String] = {
        var mapping = Dictionary(uniqueKeysWithValues: sectionTypes.map { ($0, "doc-" + $0) })
        for type in ["epigraph", "index", "toc", "pagebreak", "footnote", "noteref", "biblioref", "glossref", "backlink",
                     "pullquote", "tip", "subtitle"] {
            mapping[type] = "doc-" + type
        }
        mapping["page-list"] = "doc-pagelist"
        mapping["figure"] = "figure"
        mapping["glossterm"] = "term"
        mapping["glossdef"] = "definition"
        mapping["list"] = "list"
        mapping["list-item"] = "listitem"
        mapping["table"] = "table"
        mapping["table-row"] = "row"
        mapping["table-cell"] = "cell"
        return mapping
    }()

    static let deprecatedRoles: Set<String> = ["doc-biblioentry", "doc-endnote", "directory"]

    /// Every DPUB-ARIA 1.1 role (deprecated ones included).
    static let dpubRoles: Set<String> = Set(typeToRole.values.filter { $0.hasPrefix("doc-") })
        .union(["doc-biblioentry", "doc-endnote", "doc-cover", "doc-example"])

    /// The role an HTML element has without a role attribute, where a mapped type needs it.
    static func implicitRoles(of element: String, hasHref: Bool) -> Set<String> {
        switch element {
        case "figure": ["figure"]
        case "table": ["table"]
        case "tr": ["row"]
        case "td": ["cell", "gridcell"]
        case "th": ["cell", "columnheader", "rowheader"]
        case "ol", "ul", "menu": ["list"]
        case "li": ["listitem"]
        case "dfn", "dt": ["term"]
        case "dd": ["definition"]
        case "nav": ["navigation"]
        case "a" where hasHref: ["link"]
        default: []
        }
    }

    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Elements that accept any role.
    static let anyRole: Set<String> = [
        "div", "span", "p", "svg", "table", "figure", "b", "i", "em", "strong", "small", "sub", "sup", "blockquote",
        "pre", "code", "cite", "q", "s", "u", "mark", "abbr", "bdi", "bdo", "data", "time", "var", "kbd", "samp",
        "ins", "del", "address", "tbody", "thead", "tfoot", "tr", "td", "th", "ruby", "rt", "rp",
    ]

    /// The DPUB roles each known host element allows (ARIA in HTML).
    static let dpubHosts: [String: Set<String>] = {
        let sectionRoles = Set(sectionTypes.map { "doc-" + $0 })
            .union(["doc-epigraph", "doc-example", "doc-index", "doc-pagelist", "doc-pullquote", "doc-toc"])
        var hosts: [String: Set<String>] = [
            "section": sectionRoles,
            "aside": ["doc-dedication", "doc-example", "doc-footnote", "doc-glossary", "doc-pullquote", "doc-tip"],
            "nav": ["doc-index", "doc-pagelist", "doc-toc"],
            "hr": ["doc-pagebreak"],
            "img": ["doc-cover"],
            "header": ["doc-footnote"],
            "footer": ["doc-footnote"],
            "li": ["doc-biblioentry", "doc-endnote"],
        ]
        for element in ["article", "main", "ol", "ul", "dl", "dt", "dd", "html", "body", "header", "footer"] where hosts[element] == nil {
            hosts[element] = []
        }
        for heading in headings { hosts[heading] = ["doc-subtitle"] }
        return hosts
    }()

    /// The links a DPUB role may sit on (with `href`).
    static let linkRoles: Set<String> = ["doc-backlink", "doc-biblioref", "doc-glossref", "doc-noteref"]

    /// Whether `role` may go on this XHTML element; true whenever the tables do not know.
    static func allows(_ role: String, on element: String, hasHref: Bool) -> Bool {
        if element == "body" { return false }
        guard dpubRoles.contains(role) else { return true }
        if anyRole.contains(element) { return true }
        if element == "a" { return !hasHref || linkRoles.contains(role) }
        guard let allowed = dpubHosts[element] else { return true }
        return allowed.contains(role)
    }
}
