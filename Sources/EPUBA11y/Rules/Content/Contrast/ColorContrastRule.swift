import EPUBCore
import Foundation

/// Text has enough contrast with what is behind it, decided from the book's own CSS (axe
/// `color-contrast`, WCAG 1.4.3): the cascade of every text run's colour, background, size and
/// weight, with no browser, so the answer is the same on every machine.
struct ColorContrastRule: Rule {
    static let description = RuleDescription(
        id: "color-contrast", title: "Text has a contrast of at least 4.5:1 (3:1 when large) with its background",
        impact: .serious, tags: ["wcag2aa", "wcag143", "ace"],
        rationale: "Readers with low vision or colour deficiencies, and anyone reading in sunlight, lose text whose colour is too close to its background. WCAG 1.4.3 asks 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold). What a static reading of the CSS cannot settle (background images, opacity, positioned boxes, selectors and media queries that depend on the reader's screen) is listed for review, never passed.",
        references: [.wcag("1.4.3"), .axe("color-contrast"), .generalTechnique("G18"), .generalTechnique("G145")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(body: "<p>Black on the white page.</p><p style=\"color: #767676\">#767676 on white is 4.54:1.</p>"),
            // Large text needs 3:1 only: 18pt, or 14pt bold; #949494 on white is 3.03:1.
            .passes(body: #"<p style="color: #949494; font-size: 18pt">Large</p><p style="color: #949494; font-size: 14pt; font-weight: 700">Large and bold</p>"#),
            // Inheritance: the child's colour comes from the section, its backdrop from the body.
            .passes(body: #"<section><p>Light on dark</p></section>"#,
                    head: "<title>C</title><style>body { background: #222 } section { color: #eee }</style>"),
            // Specificity: the class rule beats the element rule, whichever comes first.
            .passes(body: #"<p class="ok">Readable</p>"#, head: "<title>C</title><style>p.ok { color: #333 } p { color: #ccc }</style>"),
            // !important beats a more specific rule and the style attribute.
            .passes(body: #"<p id="x" style="color: #ddd">Readable</p>"#, head: "<title>C</title><style>p { color: black !important } #x { color: #eee }</style>"),
            // A rule for print, or for the dark scheme, does not apply to the default rendering.
            .passes(body: "<p>Black</p>", head: "<title>C</title><style>@media print { p { color: #eee } } @media (prefers-color-scheme: dark) { p { color: #111 } }</style>"),
            // Hidden text is not read.
            .passes(body: #"<p hidden="hidden" style="color: #eee">Hidden</p><p style="display: none; color: #eee">None</p>"#),
            .fails(body: #"↓<p style="color: #777">#777 on white is 4.48:1</p>"#),
            // Alpha: black at 30 % over white is #b3b3b3, 2.1:1.
            .fails(body: #"↓<p style="color: rgba(0, 0, 0, 0.3)">Faint</p>"#),
            // Large needs 3:1, and #aaa gives 2.32:1; 14pt that is not bold is not large.
            .fails(body: "↓<h1 style=\"color: #aaa\">Pale heading</h1>\n↓<p style=\"color: #949494; font-size: 14pt\">Not bold</p>"),
            // Specificity: the id rule wins over the class rule that would have passed.
            .fails(body: #"↓<p id="pale" class="dark">Pale</p>"#, head: "<title>C</title><style>#pale { color: #bbb } p.dark { color: black }</style>"),
            // Inheritance of a light colour into a child on the page's white.
            .fails(body: #"<div class="opener">↓<p>Pale grey on cream</p></div>"#,
                   head: "<title>C</title><style>.opener { color: #c8c0b0; background-color: #fdf6e3 }</style>"),
            // Linked style sheets resolve against the document.
            .fails(documents: [RuleExample.xhtml(body: "↓<p class=\"note\">Note</p>",
                                                 head: #"<title>C</title><link rel="stylesheet" type="text/css" href="css/style.css"/>"#)],
                   manifestItems: #"<item id="css" href="css/style.css" media-type="text/css"/>"#,
                   files: ["css/style.css": "@import url(base.css);\n.note { color: var(--pale) }", "css/base.css": ":root { --pale: #d0d0d0 }"]),
            // Undecidable cases are needs review: a background image, opacity, a positioned box,
            // a pseudo-element's colours, a selector that depends on later content, a media query
            // on the screen size, an unresolved variable, a colour function this analysis does not read.
            .fails(body: """
                ↓<p style="background-image: url(paper.png)">On an image</p>
                ↓<p style="opacity: 0.6">Translucent</p>
                ↓<p style="position: absolute">Positioned</p>
                ↓<p class="drop">Drop cap</p>
                <div>↓<p class="last">Last</p></div>
                ↓<p class="narrow">Narrow screens</p>
                ↓<p style="color: var(--unset)">Variable</p>
                ↓<p style="color: color-mix(in srgb, red, blue)">Mixed</p>
                """, head: "<title>C</title><style>.drop::first-letter { color: #ddd } div p.last:last-child { color: #eee } @media (max-width: 30em) { .narrow { color: #eee } }</style>"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let documents = RuleSupport.readDocuments(context)
        // Content walked without the cascade (a library caller's choice) is not a pass.
        let unanalysed = documents.filter { $0.contrast == nil }
        let notAnalysed = unanalysed.first.map { first in
            [finding(sentence("not-analysed", count: unanalysed.count), at: first.rootLocation, outcome: .needsReview)]
        } ?? []
        return notAnalysed + documents.flatMap { document -> [Finding] in
            guard let contrast = document.contrast else { return [] }
            let failed = contrast.failures.map { sample in
                finding("low", ["text": .message(quote(sample)), "foreground": .value(sample.foreground),
                                "background": .value(sample.background), "ratio": .value(ratio(sample.ratio)),
                                "required": .value(ratio(sample.required)), "kind": .message(sentence(sample.isLargeText ? "low.large" : "low.normal")),
                                "size": .message(size(sample)), "sources": .message(sources(sample)), "more": more(sample)],
                        at: document.location(of: sample), elementID: sample.elementID)
            }
            let review = contrast.undecided.map { sample in
                finding("undecided", ["text": .message(quote(sample)), "reason": reason(sample.reason), "more": more(sample)],
                        at: document.location(of: sample), outcome: .needsReview, elementID: sample.elementID)
            }
            return failed + review
        }
    }

    /// `text “…” (p)`: the run's text and element.
    static func quote(_ sample: ContrastSample) -> ReportMessage {
        sentence("quote", ["text": .value(sample.text), "element": .value(sample.element)])
    }

    /// Why a run's contrast is undecided: the CSS engine's reason, worded from the tables, or `unknown`.
    static func reason(_ reason: EPUBError.Reason?) -> ReportMessage.Argument {
        .message(reason.map { .message($0) } ?? sentence("undecided.unknown"))
    }

    /// `4.5`, `2.07`, `21`: the shortest form (values are already cut to two decimals).
    static func ratio(_ value: Double) -> String { String(format: "%g", value) }

    /// `12pt, weight 400`.
    static func size(_ sample: ContrastSample) -> ReportMessage {
        let points = (sample.fontSize * 0.75 * 10).rounded() / 10
        return sentence("size", ["points": .value(ratio(points)), "weight": .number(sample.fontWeight)])
    }

    /// Where the colour and the background were set (the reading system's default, the white page).
    static func sources(_ sample: ContrastSample) -> ReportMessage {
        sentence("sources", ["color": sample.colorSource.map { .value($0.description) } ?? .message(defaultColor),
                             "background": sample.backgroundSource.map { .value($0.description) } ?? .message(sentence("sources.white-page"))])
    }

    /// `the reading system's default`: a colour no style sheet set.
    static var defaultColor: ReportMessage { sentence("default-color") }

    /// ` (3 text runs alike in this document)`, or nothing for one run.
    static func more(_ sample: ContrastSample) -> ReportMessage.Argument {
        sample.count > 1 ? .message(sentence("more", count: sample.count)) : RuleSupport.noClause
    }
}
