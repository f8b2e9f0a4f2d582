/// The slice of axe-core 4.12.1's ARIA standards the role rules need (lib/standards/aria-roles.js,
/// dpub-roles.js, graphics-roles.js, html-elms.js and lib/commons/standards/implicit-html-roles.js),
/// copied as data so that `aria-allowed-role`, `aria-prohibited-attr` and `landmark-unique` decide
/// as Ace does. DPUB roles count everywhere, as in Ace's axe fork (its getExplicitRole defaults
/// `dpub` to true).
enum ARIAStandard {
    /// Role types (axe's `type` of each valid role). Abstract roles are left out: they are not valid in `role`.
    static let roleTypes: [String: String] = {
        var types: [String: String] = [:]
        let byType: [(String, String)] = [
            ("structure", "alert article blockquote caption cell code columnheader comment definition deletion directory document emphasis feed figure group heading img insertion list listitem log marquee math meter mark none note paragraph presentation row rowgroup rowheader separator status strong subscript superscript suggestion table tabpanel term text time timer toolbar tooltip graphics-document graphics-object graphics-symbol"),
            ("window", "alertdialog dialog"),
            ("landmark", "application banner complementary contentinfo form main navigation region search doc-acknowledgments doc-afterword doc-appendix doc-bibliography doc-chapter doc-conclusion doc-credits doc-endnotes doc-epilogue doc-errata doc-foreword doc-glossary doc-introduction doc-part doc-preface doc-prologue"),
            ("widget", "button checkbox combobox gridcell link listbox menuitem menuitemcheckbox menuitemradio option progressbar radio scrollbar searchbox slider spinbutton switch tab textbox treeitem"),
            ("composite", "grid menu menubar radiogroup tablist tree treegrid"),
            ("section", "doc-abstract doc-colophon doc-credit doc-dedication doc-epigraph doc-example doc-footnote doc-qna"),
            ("link", "doc-backlink doc-biblioref doc-glossref doc-noteref"),
            ("listitem", "doc-biblioentry doc-endnote"),
            ("img", "doc-cover"),
            ("navigation", "doc-index doc-pagelist doc-toc"),
            ("note", "doc-notice doc-tip"),
            ("separator", "doc-pagebreak"),
            ("none", "doc-pullquote"),
            ("sectionhead", "doc-subtitle"),
        ]
        for (type, roles) in byType {
            for role in roles.split(separator: " ") { types[String(role)] = type }
        }
        return types
    }()

    /// Elements that can be landmarks (axe's landmark-unique selector).
    static let landmarkElements: ElementNameSet = ["nav", "aside", "header", "footer", "main", "section", "form"]

    /// Roles that prohibit naming by `aria-label` and `aria-labelledby` (ARIA 1.2 "name from: prohibited").
    static let namingProhibited: Set<String> = [
        "caption", "code", "deletion", "emphasis", "insertion", "mark", "none", "paragraph", "presentation", "strong",
        "subscript", "superscript", "suggestion",
    ]

    /// DPUB roles whose type must equal the element's implicit role to be allowed (axe's
    /// getElementUnallowedRoles: `doc-noteref` only on a link, `doc-cover` only on an image with a name).
    static let typeBoundRoles: Set<String> = [
        "doc-backlink", "doc-biblioentry", "doc-biblioref", "doc-cover", "doc-endnote", "doc-glossref", "doc-noteref",
    ]

    /// Elements that take any role (html-elms.js `allowedRoles: true`).
    static let anyRole: Set<String> = [
        "abbr", "address", "b", "bdi", "bdo", "blockquote", "canvas", "cite", "code", "data", "del", "dfn", "div", "em",
        "figure", "hgroup", "i", "ins", "kbd", "mark", "output", "p", "pre", "q", "rp", "rt", "ruby", "s", "samp", "small",
        "span", "strong", "sub", "sup", "svg", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "u", "var",
    ]

    /// Elements that take no role (html-elms.js `allowedRoles: false`).
    static let noRole: Set<String> = [
        "base", "body", "caption", "col", "colgroup", "datalist", "dd", "details", "head", "html", "label", "legend", "link",
        "main", "map", "math", "meta", "meter", "noscript", "optgroup", "option", "param", "picture", "progress", "script",
        "slot", "source", "style", "summary", "template", "textarea", "title", "track",
    ]

    static let headingRoles: [String] = ["none", "presentation", "tab", "doc-subtitle"]
    static let listRoles: [String] = ["directory", "group", "listbox", "menu", "menubar", "none", "presentation", "radiogroup", "tablist", "toolbar", "tree"]

    /// The roles each other known element allows (html-elms.js `allowedRoles` lists). Variants
    /// (`a` with href, `img` with a name, `area` with href, `audio`/`video`) are decided in ``allowedRoles(for:)``.
    static let allowedRoleLists: [String: [String]] = [
        "article": ["feed", "presentation", "none", "document", "application", "main", "region"],
        "aside": ["feed", "note", "presentation", "none", "region", "search", "doc-dedication", "doc-example", "doc-footnote", "doc-glossary", "doc-pullquote", "doc-tip"],
        "audio": ["application"], "video": ["application"],
        "br": ["presentation", "none"], "wbr": ["presentation", "none"],
        "button": ["checkbox", "combobox", "gridcell", "link", "menuitem", "menuitemcheckbox", "menuitemradio", "option", "radio", "separator", "slider", "switch", "tab", "treeitem"],
        "dialog": ["alertdialog"],
        "dl": ["group", "list", "presentation", "none"],
        "dt": ["listitem"],
        "embed": ["application", "document", "img", "presentation", "none"],
        "fieldset": ["none", "presentation", "radiogroup"],
        "figcaption": ["group", "none", "presentation"],
        "footer": ["group", "none", "presentation", "doc-footnote"], "header": ["group", "none", "presentation", "doc-footnote"],
        "form": ["form", "search", "none", "presentation"],
        "h1": headingRoles, "h2": headingRoles, "h3": headingRoles, "h4": headingRoles, "h5": headingRoles, "h6": headingRoles,
        "hr": ["none", "presentation", "doc-pagebreak"],
        "iframe": ["application", "document", "img", "none", "presentation"],
        "li": ["menuitem", "menuitemcheckbox", "menuitemradio", "option", "none", "presentation", "radio", "separator", "tab", "treeitem", "doc-biblioentry", "doc-endnote"],
        "menu": listRoles, "ol": listRoles, "ul": listRoles,
        "nav": ["doc-index", "doc-pagelist", "doc-toc", "menu", "menubar", "none", "presentation", "tablist"],
        "object": ["application", "document", "img"],
        "search": ["form", "group", "none", "presentation", "region", "search"],
        "section": ["alert", "alertdialog", "application", "banner", "complementary", "contentinfo", "dialog", "document", "feed", "group", "log", "main", "marquee", "navigation", "none", "note", "presentation", "search", "status", "tabpanel", "doc-abstract", "doc-acknowledgments", "doc-afterword", "doc-appendix", "doc-bibliography", "doc-chapter", "doc-colophon", "doc-conclusion", "doc-credit", "doc-credits", "doc-dedication", "doc-endnotes", "doc-epigraph", "doc-epilogue", "doc-errata", "doc-example", "doc-foreword", "doc-glossary", "doc-index", "doc-introduction", "doc-notice", "doc-pagelist", "doc-part", "doc-preface", "doc-prologue", "doc-pullquote", "doc-qna", "doc-toc"],
        "select": ["menu"],
    ]

    /// Elements that have a role of Chromium's own when ARIA gives them none (html-elms.js
    /// `chromiumRole`): axe's aria-prohibited-attr lets them be named.
    static let chromiumRoleElements: ElementNameSet = ["audio", "canvas", "dl", "embed", "iframe", "label", "meter", "object", "svg", "video"]

    /// The valid roles among `role`'s tokens, lowercased, in order (axe's isValidRole: known, not abstract).
    static func validRoles(_ tokens: [String]) -> [String] {
        tokens.map { $0.lowercased() }.filter { roleTypes[$0] != nil }
    }

    /// Whether `role` is a landmark for `landmark-unique` as Ace's fork decides: of type landmark,
    /// or of a type that is itself a landmark role (`doc-toc` is a navigation).
    static func isLandmark(_ role: String) -> Bool {
        guard let type = roleTypes[role] else { return false }
        return type == "landmark" || roleTypes[type] == "landmark"
    }

    /// Widget-typed roles: inside them an element without a role may be named (axe's aria-prohibited-attr).
    static func isWidget(_ role: String) -> Bool { roleTypes[role] == "widget" }
}
