/// The root's lang and xml:lang name the same language (axe `html-xml-lang-mismatch`, WCAG H57).
struct HTMLXMLLangMismatchRule: Rule {
    static let description = RuleDescription(
        id: "html-xml-lang-mismatch", title: "lang and xml:lang agree", impact: .moderate,
        tags: ["wcag2a", "wcag311", "ace"],
        rationale: "Reading systems built on HTML read lang and XML-based ones read xml:lang; when the two name different languages, the same book is spoken in different languages on different devices. As in axe, only the primary language is compared (en and en-GB agree).",
        references: [.htmlTechnique("H57"), Reference(url: "https://html.spec.whatwg.org/multipage/dom.html#the-lang-and-xml:lang-attributes"),
                     .axe("html-xml-lang-mismatch")],
        scope: .content, exposure: .everything,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>", htmlAttributes: #"xml:lang="en-GB" lang="EN""#)]),
            .fails(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>", htmlAttributes: #"xml:lang="en" lang="fr""#, markingRoot: true)]),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).compactMap { document -> Finding? in
            guard let lang = document.rootLang, let xmlLang = document.rootXMLLang,
                  !RuleSupport.isBlank(lang), !RuleSupport.isBlank(xmlLang),
                  BCP47.primaryLanguage(of: lang) != BCP47.primaryLanguage(of: xmlLang) else { return nil }
            return finding("mismatch", ["element": .value(document.rootElement), "lang": .value(lang), "xml_lang": .value(xmlLang)],
                           at: document.rootLocation)
        }
    }
}
