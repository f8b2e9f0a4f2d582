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
    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.content.documents.flatMap { document in
            var firstByType: [String: (item: SemanticItem, role: String, count: Int)] = [:]
            var order: [String] = []
            for item in document.semantics {
                guard item.namespace == XMLNamespace.xhtml, !item.ancestry.inLandmarksNav else { continue }
                let expected = item.epubTypes.compactMap { type in
                    RuleSupport.typeToRole[type].flatMap { role in
                        RuleSupport.allows(role, on: item.element, hasHref: item.hasHref) ? (type, role) : nil
                    }
                }
                guard let (type, role) = expected.first else { continue }
                // An explicit role replaces the implicit one.
                let effective = item.roles.isEmpty ? RuleSupport.implicitRoles(of: item.element, hasHref: item.hasHref) : Set(item.roles)
                guard !expected.contains(where: { effective.contains($0.1) }) else { continue }
                if let seen = firstByType[type] {
                    firstByType[type] = (seen.item, seen.role, seen.count + 1)
                } else {
                    firstByType[type] = (item, role, 1)
                    order.append(type)
                }
            }
            return order.compactMap { type -> Finding? in
                guard let (item, role, count) = firstByType[type] else { return nil }
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
