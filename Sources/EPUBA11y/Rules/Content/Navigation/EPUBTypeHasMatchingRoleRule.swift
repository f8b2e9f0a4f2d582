import EPUBCore

/// An `epub:type` with a one-to-one ARIA role carries that role (DAISY's axe rule).
struct EPUBTypeHasMatchingRoleRule: Rule {
    static let description = RuleDescription(
        id: "epub-type-has-matching-role", title: "Elements with a mapped epub:type have the matching role", impact: .moderate,
        tags: ["ace", "best-practice", "epub-a11y-11", "semantics"],
        rationale: "Assistive technology reads ARIA roles, not epub:type: a footnote, chapter or page break marked only with epub:type is invisible to it. An implicit role counts (a figure element is a figure, td is a cell). Not asked for where the role is not allowed on the element (doc-chapter on h1–h6, body or article, as in Ace issues #433, #455 and #354), inside the landmarks nav, or where the mapped role is deprecated (biblioentry, endnote, landmarks → directory).",
        references: [.daisyKB("html/roles.html"), .ariaAuthoring(), Reference(url: "https://github.com/daisy/ace/issues/455")],
        scope: .content,
        examples: [
            .passes(body: #"<section epub:type="chapter" role="doc-chapter"><h1>One</h1></section>"#),
            .passes(body: #"<figure epub:type="figure"><img src="a.png" alt="A"/></figure>"#),
            .passes(body: #"<table epub:type="table"><tr epub:type="table-row"><td epub:type="table-cell">1</td></tr></table>"#),
            // Ace #455/#433: epub:type="chapter" on a heading cannot take role=doc-chapter.
            .passes(body: #"<h1 epub:type="chapter">One</h1>"#),
            .passes(body: #"<section epub:type="bodymatter cover titlepage"><h1>One</h1></section>"#),
            // endnote maps to the deprecated doc-endnote: not asked for.
            .passes(body: #"<ol><li epub:type="endnote" id="n1">Note.</li></ol>"#),
            .fails(body: #"↓<section epub:type="chapter"><h1>One</h1></section>"#),
            .fails(body: ##"<p>Text"## + "\n" + ##"↓<a epub:type="noteref" href="#fn1">1</a>.</p>"## + "\n" + ##"↓<aside epub:type="footnote" id="fn1"><p>Note.</p></aside>"##),
            .fails(body: #"↓<div epub:type="glossdef">A definition.</div>"#),
        ])

    /// One finding per document and epub:type, at the first element, with a count of the rest:
    /// Ace reports every element, which buries a report under thousands of identical rows
    /// (9,202 in one Standard Ebooks title).
    /// What decides whether an element's `epub:type`s lack their role.
    private struct SemanticKind: Hashable {
        let element: String
        let hasHref: Bool
        let epubTypes: [String]
        let roles: [String]
    }

    /// The first of `kind`'s types whose role the element may take and does not have (its
    /// explicit roles, else its implicit ones), with that role; nil when none is missing.
    private static func missingRole(_ kind: SemanticKind) -> (type: String, role: String)? {
        let expected = kind.epubTypes.compactMap { type in
            RuleSupport.typeToRole[type].flatMap { role in
                RuleSupport.allows(role, on: kind.element, hasHref: kind.hasHref) ? (type, role) : nil
            }
        }
        guard let first = expected.first else { return nil }
        // An explicit role replaces the implicit one.
        let effective = kind.roles.isEmpty ? RuleSupport.implicitRoles(of: kind.element, hasHref: kind.hasHref) : Set(kind.roles)
        return expected.contains(where: { effective.contains($0.1) }) ? nil : first
    }

    static func evaluate(_ context: RuleContext) -> [Finding] {
        // What an element's types, roles and name ask for depends on nothing else: found once per
        // kind of element (a book's tens of thousands of `epub:type`s come in a few dozen kinds).
        var missing: [SemanticKind: (type: String, role: String)?] = [:]
        return context.content.documents.flatMap { document in
            // Items by index, read in place: iterated, or kept in the table, each item was copied
            // (its strings and lists retained, then released), for every item of a book.
            var firstByType: [String: (item: Int, role: String, count: Int)] = [:]
            var order: [String] = []
            let semantics = document.semantics
            for index in semantics.indices {
                guard semantics[index].namespace == XMLNamespace.xhtml, !semantics[index].ancestry.inLandmarksNav else { continue }
                let kind = SemanticKind(element: semantics[index].element, hasHref: semantics[index].hasHref,
                                        epubTypes: semantics[index].epubTypes, roles: semantics[index].roles)
                let found: (type: String, role: String)?
                if let known = missing[kind] {
                    found = known
                } else {
                    found = missingRole(kind)
                    missing[kind] = .some(found)
                }
                guard let (type, role) = found else { continue }
                if let seen = firstByType[type] {
                    firstByType[type] = (seen.item, seen.role, seen.count + 1)
                } else {
                    firstByType[type] = (index, role, 1)
                    order.append(type)
                }
            }
            return order.compactMap { type -> Finding? in
                guard let (index, role, count) = firstByType[type], semantics.indices.contains(index) else { return nil }
                let item = semantics[index]
                let more: ReportMessage.Argument = count > 1 ? .message(sentence("missing-role.more", count: count - 1)) : RuleSupport.noClause
                var arguments: [String: ReportMessage.Argument] = [
                    "element": .value("<\(item.element)\(item.id.map { " id=\"\($0)\"" } ?? "")>"), "type": .value(type),
                    "role": .value(role), "more": more,
                ]
                if !item.roles.isEmpty { arguments["roles"] = .value(item.roles.joined(separator: " ")) }
                return finding(item.roles.isEmpty ? "missing-role" : "other-role", arguments,
                               at: document.location(of: item), elementID: item.id)
            }
        }
    }
}
