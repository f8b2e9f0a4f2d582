import EPUBCore

/// Roles sit on elements that allow them (axe `aria-allowed-role`, with ARIA in HTML's table as axe-core 4.12.1 has it).
struct ARIAAllowedRoleRule: Rule {
    static let description = RuleDescription(
        id: "aria-allowed-role", title: "Roles sit on elements that allow them", impact: .minor,
        tags: ["ace", "best-practice", "semantics"],
        rationale: "A role on an element that does not allow it (doc-chapter on article, separator on an img with an empty alt, any role on body) is dropped or misread by browsers and flagged by EPUBCheck. Every valid token of role is judged against ARIA in HTML as axe-core 4.12.1 tabulates it (html-elms.js): a role equal to the element's implicit one is fine; doc-noteref, doc-biblioref, doc-glossref and doc-backlink need a link (an a with href), doc-cover an image with a name, doc-endnote and doc-biblioentry a list item. Elements the table does not know, input, and SVG or MathML elements are not judged. An element hidden from assistive technology is needs review, as axe reports it incomplete.",
        references: [.axe("aria-allowed-role"), .htmlARIA(), .ariaAuthoring()],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: #"<section role="doc-chapter"><h1>One</h1></section>"#),
            .passes(body: #"<div role="doc-chapter"><h1>One</h1></div>"#),
            .passes(body: #"<hr role="doc-pagebreak" aria-label="2"/><span role="doc-pagebreak" aria-label="3"/>"#),
            .passes(body: ##"<p><a href="#n1" role="doc-noteref">1</a></p><aside id="n1" role="doc-footnote">Note.</aside>"##),
            .passes(body: #"<p><img src="a.png" alt="" role="presentation"/><img src="c.png" alt="Cover" role="doc-cover"/></p>"#),
            .passes(body: #"<ul role="list"><li role="listitem">One</li></ul><nav role="navigation"><p>x</p></nav><header role="banner"><p>x</p></header>"#),
            .passes(body: #"<table role="presentation"><tr><td role="gridcell">x</td></tr></table><h2 role="doc-subtitle">Sub</h2>"#),
            .fails(body: #"↓<article role="doc-chapter"><h1>One</h1></article>"#),
            .fails(body: #"↓<aside role="doc-epilogue"><p>After.</p></aside>"#),
            .fails(body: "<p>\n" + #"↓<img src="rule.png" alt="" role="separator"/></p>"#),
            .fails(body: "<p>\n" + #"↓<span role="doc-noteref">1</span></p>"#),
            .fails(body: "<ol>\n" + #"↓<li role="doc-footnote">Note.</li></ol>"#),
            .fails(body: "<div>\n" + #"↓<h2 role="banner">Title</h2></div>"#),
            // Hidden from assistive technology: axe cannot tell it matters and asks for review.
            .fails(body: "<div aria-hidden=\"true\">\n" + #"↓<img src="rule.png" alt="" role="separator"/></div>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.content.documents.flatMap { document in
            document.ariaItems.compactMap { item -> Finding? in
                let unallowed = RuleSupport.unallowedRoles(item)
                guard !unallowed.isEmpty else { return nil }
                let element = RuleSupport.describeVariant(item)
                let roles = unallowed.map { "role=\"\($0)\"" }.joined(separator: ", ")
                var detail = RuleSupport.noClause
                if case .list(let allowed) = RuleSupport.allowedRoles(for: item) {
                    if !allowed.isEmpty {
                        detail = .message(sentence("not-allowed.allows", ["roles": .value(allowed.prefix(8).joined(separator: ", ") + (allowed.count > 8 ? ", …" : ""))]))
                    }
                } else if item.element == "body" {
                    detail = .message(sentence("not-allowed.body"))
                }
                let arguments: [String: ReportMessage.Argument] = ["roles": .value(roles), "element": element, "detail": detail]
                if let hidden = item.hiddenBy {
                    // What hides it (`aria-hidden="true" on <div> at line 3`), worded from the tables.
                    return finding("not-allowed-hidden", arguments.merging(["hidden": .message(.message(hidden))]) { $1 },
                                   at: document.location(of: item), outcome: .needsReview, elementID: item.id)
                }
                return finding("not-allowed", arguments, at: document.location(of: item), elementID: item.id)
            }
        }
    }
}
