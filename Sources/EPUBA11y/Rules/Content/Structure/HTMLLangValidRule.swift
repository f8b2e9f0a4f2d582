/// The root element's language is a well-formed BCP 47 tag (axe `html-lang-valid`, WCAG H57).
struct HTMLLangValidRule: Rule {
    static let description = RuleDescription(
        id: "html-lang-valid", title: "Documents' language tags are well-formed", impact: .serious,
        tags: ["wcag2a", "wcag311", "ace"],
        rationale: "A language a reading system cannot parse is no language at all: text-to-speech falls back to its default voice. Tags follow BCP 47 (en, en-GB, zh-Hant-TW), not language names or underscores.",
        references: [.htmlTechnique("H57"), Reference(url: "https://www.rfc-editor.org/rfc/rfc5646#section-2.1"),
                     .axe("html-lang-valid")],
        scope: .content, exposure: .everything,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>", htmlAttributes: #"xml:lang="zh-Hant-TW" lang="zh-Hant-TW""#)]),
            .fails(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>", htmlAttributes: #"xml:lang="en_US" lang="en_US""#, markingRoot: true)]),
            .fails(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>", htmlAttributes: #"lang="english""#, markingRoot: true)]),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.languages.filter { $0.isRoot && !RuleSupport.isBlank($0.value) && !BCP47.isWellFormed($0.value) }.map { item in
                finding("invalid", ["element": .value(item.element), "attribute": .value(item.attribute), "value": .value(item.value)],
                        at: document.location(of: item))
            }
        }
    }
}
