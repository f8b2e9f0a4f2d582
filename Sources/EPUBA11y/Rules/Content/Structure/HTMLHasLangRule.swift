/// The root element declares the document's language (axe `html-has-lang`, WCAG H57).
struct HTMLHasLangRule: Rule {
    static let description = RuleDescription(
        id: "html-has-lang", title: "Documents declare their language", impact: .serious,
        tags: ["wcag2a", "wcag311", "ace"],
        rationale: "Text-to-speech picks its voice and pronunciation rules from the document's language; without lang or xml:lang on the root, a reading system guesses, and a French chapter may be read with English phonetics.",
        references: [.htmlTechnique("H57"), .understanding("language-of-page.html"),
                     .axe("html-has-lang")],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: "<h1>Chapter</h1>"),
            .passes(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>", htmlAttributes: #"xml:lang="fr""#)]),
            .fails(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>", htmlAttributes: "", markingRoot: true)]),
            .fails(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>", htmlAttributes: #"lang=" " xml:lang="""#, markingRoot: true)]),
            // The navigation document is checked in or out of the spine, as Ace checks it.
            .fails(documents: [RuleExample.xhtml(body: "<h1>Chapter</h1>")], navigation: """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE html>
                ↓<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
                <head><title>Contents</title></head>
                <body><nav epub:type="toc" id="toc"><h1>Contents</h1><ol><li><a href="chapter1.xhtml">One</a></li></ol></nav></body>
                </html>
                """),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).compactMap { document -> Finding? in
            guard RuleSupport.isBlank(document.rootLang), RuleSupport.isBlank(document.rootXMLLang) else { return nil }
            if document.isSVG {
                // SVG has no lang attribute of its own; xml:lang on the root is the recommendation.
                return finding("svg", [:], at: document.rootLocation, impact: .minor)
            }
            let written = document.rootLang != nil || document.rootXMLLang != nil ? "empty" : "missing"
            return finding(written, ["element": .value(document.rootElement)], at: document.rootLocation)
        }
    }
}
