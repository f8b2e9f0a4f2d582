import EPUBCore

/// Landmarks of one role have distinct names (axe `landmark-unique`, as Ace's axe fork runs it).
struct LandmarkUniqueRule: Rule {
    static let description = RuleDescription(
        id: "landmark-unique", title: "Landmarks of the same role have distinct names", impact: .moderate,
        tags: ["ace", "best-practice", "semantics"],
        rationale: "Screen readers list landmarks by role and name; two navigation landmarks (a toc and a page list) or two complementary asides with no name are listed alike and cannot be told apart. Landmarks here are what Ace's axe fork counts: the landmark roles (banner, complementary, contentinfo, form, main, navigation, region, search) and DPUB roles of landmark type (doc-chapter, doc-part, doc-endnotes, ...) or of a landmark's type (doc-toc, doc-pagelist, doc-index), on nav, aside, header, footer, main, section, form or on an element whose role attribute is a landmark role. The first landmark of each repeated role and name is reported, as axe does.",
        references: [.axe("landmark-unique"), .ariaAuthoring()],
        scope: .content,
        examples: [
            .passes(body: #"<nav role="doc-toc" aria-label="Contents"><ol><li>x</li></ol></nav><nav role="doc-pagelist" aria-label="Pages"><ol><li>x</li></ol></nav>"#),
            // Inside sectioning content an aside with no name is no landmark (a section with a role is not sectioning content to axe).
            .passes(body: #"<section><h1>One</h1><aside><p>A</p></aside><aside><p>B</p></aside></section>"#),
            .passes(body: #"<aside title="Sidebar one"><p>A</p></aside><aside title="Sidebar two"><p>B</p></aside><section><p>x</p></section><section><p>y</p></section>"#),
            .passes(body: #"<nav aria-hidden="true"><p>x</p></nav><nav><p>y</p></nav>"#),
            .fails(body: "\n" + #"↓<aside><p>A</p></aside><aside><p>B</p></aside>"#),
            .fails(body: "\n" + #"↓<nav epub:type="toc"><ol><li>x</li></ol></nav>"# + "\n" + #"<nav epub:type="landmarks"><ol><li>x</li></ol></nav>"#),
            .fails(body: "\n" + #"↓<section role="doc-chapter"><h1>One</h1></section><section role="doc-chapter"><h1>Two</h1></section>"#),
            .fails(body: "<section role=\"doc-chapter\">\n" + #"↓<aside><p>A</p></aside><aside><p>B</p></aside></section>"#),
            .fails(body: "\n" + #"↓<nav aria-label="Notes"><p>x</p></nav><div role="navigation" aria-label="notes"><p>y</p></div>"#),
        ])

    /// Role attribute values that select an element whatever it is (axe's selector).
    private static let landmarkRoleValues: Set<String> = ["banner", "complementary", "contentinfo", "main", "navigation", "region", "search", "form"]

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document -> [Finding] in
            var groups: [String: [ARIAItem]] = [:]
            var order: [String] = []
            for item in document.ariaItems {
                guard ARIAStandard.landmarkElements.contains(item.element) || landmarkRoleValues.contains(item.role ?? ""),
                      let role = landmarkRole(item) else { continue }
                let key = role + "\u{0}" + (name(item) ?? "")
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(item)
            }
            return order.compactMap { key -> Finding? in
                guard let items = groups[key], items.count > 1, let first = items.first, let role = landmarkRole(first) else { return nil }
                let others = items.dropFirst().prefix(5).map { sentence("alike.line", ["line": .number($0.line)]) }
                let named = name(first).map { sentence("alike.named", ["name": .value(RuleSupport.quoted($0))]) } ?? sentence("alike.unnamed")
                return finding("alike", ["count": .number(items.count), "role": .value(role), "named": .message(named), "element": .value(first.element),
                                         "others": .list(others), "more": .value(items.count > 6 ? ", …" : "")],
                               at: document.location(of: first), elementID: first.id)
            }
        }
    }

    /// The element's role as the fork's getRole has it (the whole role value must be one valid role; DPUB roles count), if a landmark.
    static func landmarkRole(_ item: ARIAItem) -> String? {
        let value = (item.role ?? "").trimmingXMLWhitespace().lowercased()
        var role = ARIAStandard.roleTypes[value] != nil ? value : item.implicitRole
        if let explicit = role, ["presentation", "none"].contains(explicit), item.hasARIAAttribute || item.hasTabindex {
            role = item.implicitRole
        }
        return role.flatMap { ARIAStandard.isLandmark($0) ? $0 : nil }
    }

    /// The landmark's name as axe compares it, lowercased: aria-labelledby (compared by the ids it
    /// names), aria-label, then title; nil when it has none.
    static func name(_ item: ARIAItem) -> String? {
        if !item.ariaLabelledBy.isEmpty { return "#" + item.ariaLabelledBy.joined(separator: " #") }
        for candidate in [item.ariaLabel, item.title] {
            if let value = candidate?.normalizingXMLWhitespace(), !value.isEmpty { return value.lowercased() }
        }
        return nil
    }
}
