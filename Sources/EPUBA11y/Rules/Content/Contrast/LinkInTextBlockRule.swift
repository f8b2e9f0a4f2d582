import EPUBCore

/// Links inside a block of text are set apart from it by more than colour (axe
/// `link-in-text-block`, WCAG 1.4.1): by a style (underline, weight, slant, size, a bottom
/// border, a background image), or by a colour of at least 3:1 against the text's.
struct LinkInTextBlockRule: Rule {
    static let description = RuleDescription(
        id: "link-in-text-block", title: "Links in a block of text are distinguishable without relying on colour",
        impact: .serious, tags: ["wcag2a", "wcag141", "ace"],
        rationale: "A link set apart from the text around it by its colour alone is lost to readers who cannot tell the two colours apart. WCAG 1.4.1 (technique G183) accepts a colour difference of at least 3:1 with the text; otherwise the link needs an underline, another weight or slant, or another visible cue. What the CSS cannot settle (media queries, background images, unread colours) is listed for review.",
        references: [.wcag("1.4.1"), .axe("link-in-text-block"), .generalTechnique("G183"), .failure("F73")],
        scope: .content,
        examples: [
            // The reading system underlines links.
            .passes(body: ##"<p>The story goes on in <a href="ch2.xhtml">chapter two</a>, where the ship reaches port.</p>"##),
            // A colour 3:1 or more from the text's: #e00000 against black is 4.17:1.
            .passes(body: ##"<style>a { text-decoration: none; color: #e00000 }</style><p>The story goes on in <a href="ch2.xhtml">chapter two</a>, where the ship reaches port.</p>"##),
            // Bold, or a bottom border, sets it apart.
            .passes(body: ##"<style>a { text-decoration: none; color: #8e0012; font-weight: bold }</style><p>The story goes on in <a href="ch2.xhtml">chapter two</a>, where the ship reaches port.</p>"##),
            .passes(body: ##"<style>a { text-decoration: none; color: #8e0012; border-bottom: 1px solid }</style><p>The story goes on in <a href="ch2.xhtml">chapter two</a>, where the ship reaches port.</p>"##),
            // Underlined by the element around it.
            .passes(body: ##"<style>a { text-decoration: none; color: #8e0012 } u { text-decoration: underline }</style><p>The story goes on in <u><a href="ch2.xhtml">chapter two</a></u>, where the ship reaches port.</p>"##),
            // The same colour as the text: not a matter of colour (axe's allowSameColor).
            .passes(body: ##"<style>a { text-decoration: none; color: inherit }</style><p>The story goes on in <a href="ch2.xhtml">chapter two</a>, where the ship reaches port.</p>"##),
            // Not in a block of text: a list of links.
            .passes(body: ##"<style>a { text-decoration: none; color: #8e0012 }</style><ul><li><a href="ch2.xhtml">Chapter 2</a></li></ul>"##),
            .fails(body: "<style>a { text-decoration: none; color: #8e0012 }</style><p>The story goes on in\n" + ##"↓<a href="ch2.xhtml">chapter two</a>, where the ship reaches port.</p>"##),
            .fails(body: "<p>The story goes on in\n" + ##"↓<a href="ch2.xhtml" style="text-decoration: none">chapter two</a>, where the ship reaches port.</p>"##),
            // Undecidable: a media query, an unread colour.
            .fails(body: "<style>a { text-decoration: none; color: #8e0012 } @media (min-width: 40em) { a { font-weight: bold } }</style><p>The story goes on in\n"
                   + ##"↓<a href="ch2.xhtml">chapter two</a>, where the ship reaches port.</p>"##),
            .fails(body: "<style>a { text-decoration: none; color: color-mix(in srgb, red, black) }</style><p>The story goes on in\n" + ##"↓<a href="ch2.xhtml">chapter two</a>, where the ship reaches port.</p>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.links.compactMap { link -> Finding? in
                guard let block = link.textBlock, block.inTextBlock, !RuleSupport.isBlank(link.text) else { return nil }
                if block.distinguishedBy != nil, block.styleUncertainty == nil { return nil }
                if block.colorUncertainty == nil {
                    if block.colorRatio >= 3 || block.backgroundRatio >= 3 { return nil }
                    if block.colorRatio == 1 && block.backgroundRatio == 1 { return nil }
                }
                let what = sentence("link", ["text": .value(RuleSupport.quoted(link.text)), "href": .value(RuleSupport.quoted(link.href, limit: 80))])
                if let doubt = block.colorUncertainty ?? block.styleUncertainty {
                    return finding("undecided", ["link": .message(what), "reason": .message(.message(doubt))],
                                   at: document.location(of: link), outcome: .needsReview, elementID: link.id)
                }
                let ratio = String(format: "%g", block.colorRatio)
                let defaultColor = ReportMessage.Argument.message(ColorContrastRule.defaultColor)
                return finding("color-only", ["link": .message(what), "link_color": .value(block.linkColor), "text_color": .value(block.textColor),
                                               "ratio": .value(ratio), "link_source": block.linkColorSource.map { .value($0.description) } ?? defaultColor,
                                               "text_source": block.textColorSource.map { .value($0.description) } ?? defaultColor],
                               at: document.location(of: link), elementID: link.id)
            }
        }
    }
}
