/// Links have an accessible name (WCAG 2.4.4, 4.1.2; axe `link-name`).
struct LinkNameRule: Rule {
    static let description = RuleDescription(
        id: "link-name", title: "Links have an accessible name", impact: .serious,
        tags: ["wcag2a", "wcag244", "wcag412", "ace"],
        rationale: "A link with no text, no alt on the image inside it, and no aria-label, aria-labelledby or title is announced as \"link\" and nothing more; readers cannot tell where it goes.",
        references: [
            .understanding("link-purpose-in-context.html"), .understanding("name-role-value.html"),
            .failure("F89"), .axe("link-name"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<p><a href="chapter1.xhtml">Back to the start</a></p>"##),
            .passes(body: ##"<p><a href="chapter1.xhtml"><img src="back.png" alt="Back to the start"/></a></p>"##),
            .passes(body: ##"<p><a href="chapter1.xhtml" aria-label="Back to the start">↩</a></p>"##),
            .passes(body: ##"<p><a href="chapter1.xhtml" title="Back to the start"></a></p>"##),
            .passes(body: ##"<p id="l">Back</p><p><a href="chapter1.xhtml" aria-labelledby="l"></a></p>"##),
            .passes(body: ##"<p><a href="chapter1.xhtml" aria-hidden="true" tabindex="-1"></a></p>"##),
            // Hidden from assistive technology by the cascade, as axe's isVisibleToScreenReaders decides.
            .passes(body: ##"<style>span.toc-page { display: none }</style><p>Intro <span class="toc-page"><a href="chapter1.xhtml"></a></span></p>"##),
            .passes(body: ##"<nav aria-hidden="true"><a href="chapter1.xhtml"></a></nav>"##),
            // A link without href is a placeholder, not a link.
            .passes(body: ##"<p><a id="here"></a>Text.</p>"##),
            .fails(body: ##"<p>"## + "\n" + ##"↓<a href="chapter1.xhtml"></a> the first chapter.</p>"##),
            .fails(body: ##"<p>"## + "\n" + ##"↓<a href="chapter1.xhtml"><img src="back.png" alt=""/></a></p>"##),
            .fails(body: ##"<p>"## + "\n" + ##"↓<a href="chapter1.xhtml" aria-labelledby="missing"> </a></p>"##),
            // Moved off the screen, still read; hidden only on narrow screens, judged where it shows.
            .fails(body: ##"<p style="position: absolute; left: -9999px">"## + "\n" + ##"↓<a href="chapter1.xhtml"></a></p>"##),
            .fails(body: ##"<style>@media (max-width: 30em) { span.p { display: none } }</style><p><span class="p">"## + "\n" + ##"↓<a href="chapter1.xhtml"></a></span></p>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            return document.links.compactMap { link -> Finding? in
                guard !link.ariaHidden else { return nil }
                // LinkItem's name counts any aria-labelledby; only ids that exist name anything.
                let hasName = [link.ariaLabel, link.text, link.title].contains { !RuleSupport.isBlank($0) }
                    || RuleSupport.labelledByResolves(link.ariaLabelledBy, in: ids)
                guard !hasName else { return nil }
                let unresolved = link.ariaLabelledBy.isEmpty ? RuleSupport.noClause
                    : .message(sentence("no-name.unresolved", ["ids": .value(RuleSupport.quoted(link.ariaLabelledBy.joined(separator: " ")))]))
                return finding("no-name", ["href": .value(RuleSupport.quoted(link.href, limit: 80)), "unresolved": unresolved],
                               at: document.location(of: link), elementID: link.id)
            }
        }
    }
}
