/// Language changes inside a document use well-formed BCP 47 tags (axe `valid-lang`, WCAG H58).
struct ValidLangRule: Rule {
    static let description = RuleDescription(
        id: "valid-lang", title: "Language changes use well-formed tags", impact: .serious,
        tags: ["wcag2aa", "wcag312", "ace"],
        rationale: "A passage in another language is read with the right voice only when its lang or xml:lang is a tag the reading system can parse. An empty value is allowed: it says the language is unknown.",
        references: [.htmlTechnique("H58"), .understanding("language-of-parts.html"),
                     Reference(url: "https://www.rfc-editor.org/rfc/rfc5646#section-2.1"), .axe("valid-lang")],
        scope: .content,
        examples: [
            .passes(body: #"<p>He said <span lang="fr" xml:lang="fr">bonjour</span> and <span lang="">hm</span>.</p>"#),
            .fails(body: #"<p>He said "# + "\n" + #"↓<span lang="french">bonjour</span>.</p>"#),
            .fails(body: #"<p>He said "# + "\n" + #"↓<i xml:lang="fr-">bonjour</i>.</p>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.languages.filter { !$0.isRoot && !RuleSupport.isBlank($0.value) && !BCP47.isWellFormed($0.value) }.map { item in
                finding("invalid", ["element": .value(item.element), "attribute": .value(item.attribute), "value": .value(item.value)],
                        at: document.location(of: item))
            }
        }
    }
}
