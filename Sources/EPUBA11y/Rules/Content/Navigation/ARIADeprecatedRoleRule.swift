import EPUBCore

/// Deprecated ARIA and DPUB roles (axe's `aria-deprecated-role`).
struct ARIADeprecatedRoleRule: Rule {
    static let description = RuleDescription(
        id: "aria-deprecated-role", title: "No deprecated roles", impact: .minor,
        tags: ["ace", "wcag2a", "wcag412", "semantics"],
        rationale: "doc-biblioentry and doc-endnote (DPUB-ARIA 1.1) and directory (WAI-ARIA 1.2) are deprecated: assistive technology may stop exposing them. A list item in a bibliography or endnotes section is already understood as an entry; directory becomes list.",
        references: [.axe("aria-deprecated-role"), Reference(url: "https://www.w3.org/TR/dpub-aria-1.1/#doc-endnote"),
                     Reference(url: "https://www.w3.org/TR/wai-aria-1.2/#directory")],
        scope: .content,
        examples: [
            .passes(body: #"<section role="doc-endnotes"><ol><li id="n1">Note.</li></ol></section>"#),
            .fails(body: #"<section role="doc-endnotes"><ol>"# + "\n" + #"↓<li id="n1" role="doc-endnote">Note.</li></ol></section>"#),
            .fails(body: #"↓<ul role="directory"><li>Entry</li></ul>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.content.documents.flatMap { document in
            document.semantics.flatMap { item in
                item.roles.filter(RuleSupport.deprecatedRoles.contains).map { role in
                    finding("deprecated", ["element": .value("<\(item.element)\(item.id.map { " id=\"\($0)\"" } ?? "")>"), "role": .value(role)],
                            at: document.location(of: item), elementID: item.id)
                }
            }
        }
    }
}
