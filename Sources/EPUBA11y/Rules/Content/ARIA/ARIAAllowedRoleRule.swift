import EPUBCore

/// DPUB roles on host elements that allow them (axe's `aria-allowed-role`, for DPUB roles).
struct ARIAAllowedRoleRule: Rule {
    static let description = RuleDescription(
        id: "aria-allowed-role", title: "DPUB roles sit on elements that allow them", impact: .minor,
        tags: ["ace", "best-practice", "semantics"],
        rationale: "A role on an element that does not allow it (doc-chapter on article, doc-footnote on li, any role on body) is dropped or misread by browsers and flagged by EPUBCheck. Conservative: only the first role token is read, only DPUB roles (and any role on body) are checked, and elements that accept any role (div, span, p, a without href, svg, table, figure) never fail.",
        references: [.axe("aria-allowed-role"), .htmlARIA(), .ariaAuthoring()],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: #"<section role="doc-chapter"><h1>One</h1></section>"#),
            .passes(body: #"<div role="doc-chapter"><h1>One</h1></div>"#),
            .passes(body: #"<hr role="doc-pagebreak" aria-label="2"/><span role="doc-pagebreak" aria-label="3"/>"#),
            .passes(body: ##"<p><a href="#n1" role="doc-noteref">1</a></p><aside id="n1" role="doc-footnote">Note.</aside>"##),
            .fails(body: #"↓<article role="doc-chapter"><h1>One</h1></article>"#),
            .fails(body: #"↓<aside role="doc-epilogue"><p>After.</p></aside>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.content.documents.flatMap { document in
            document.semantics.compactMap { item -> Finding? in
                guard item.namespace == XMLNamespace.xhtml, let role = item.roles.first else { return nil }
                let element = "<\(item.element)\(item.id.map { " id=\"\($0)\"" } ?? "")>"
                if item.element == "body" {
                    return finding("\(element) has role=\"\(role)\"; body takes no role: put it on a section inside",
                                   at: document.location(of: item), elementID: item.id)
                }
                guard !RuleSupport.allows(role, on: item.element, hasHref: item.hasHref) else { return nil }
                let hosts = RuleSupport.dpubHosts.filter { $0.value.contains(role) }.keys.sorted()
                let advice = hosts.isEmpty ? (RuleSupport.linkRoles.contains(role) ? "an a with href" : "a div") : hosts.joined(separator: ", ")
                return finding("role=\"\(role)\" is not allowed on \(element); use it on \(advice)",
                               at: document.location(of: item), elementID: item.id)
            }
        }
    }
}
