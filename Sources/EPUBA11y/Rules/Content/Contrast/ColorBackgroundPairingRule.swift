import EPUBCore

/// A text colour is set together with a background colour, and the reverse (WCAG failure F24).
struct ColorBackgroundPairingRule: Rule {
    static let description = RuleDescription(
        id: "color-background-pairing", title: "Text and background colours are set together (F24)",
        impact: .minor, tags: ["wcag2aa", "wcag143"],
        rationale: "Reading systems let readers choose a dark or sepia theme by changing the page's colours. A book that sets only the text colour (or only the background) keeps half of the pair: black text stays black on the reader's black page. WCAG's failure F24 asks both to be set on the same element or both inherited; whether the pairing matters is for a person to judge, so findings are for review.",
        references: [.failure("F24"), .wcag("1.4.3"), .understanding("contrast-minimum")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(body: "<p>The reading system's colours throughout.</p>"),
            .passes(body: #"<p style="color: #222; background-color: #fff">Both set.</p>"#),
            // Both, on different elements: the paragraph's colour sits on the division's background.
            .passes(body: #"<div style="background: #fdf6e3"><p style="color: #333">Both, on different elements.</p></div>"#),
            .fails(body: #"↓<p style="color: black">Only the text colour</p>"#),
            .fails(body: #"↓<p class="boxed">Only the background</p>"#,
                   head: "<title>C</title><style>.boxed { background-color: #eee }</style>"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document -> [Finding] in
            (document.contrast?.unpaired ?? []).map { sample in
                let source = sample.reason?.code == "css.colour-without-background" ? sample.colorSource : sample.backgroundSource
                return finding("alone", ["text": .message(ColorContrastRule.quote(sample)), "reason": reason(sample.reason),
                                         "source": source.map { .message(sentence("alone.source", ["source": .value($0.description)])) } ?? RuleSupport.noClause,
                                         "more": ColorContrastRule.more(sample)],
                               at: document.location(of: sample), outcome: .needsReview, elementID: sample.elementID)
            }
        }
    }

    /// The recorder's reason (TextContrastRecorder: a text colour or a background colour set
    /// alone) as a sentence of this rule; another reason worded from the tables.
    static func reason(_ reason: EPUBError.Reason?) -> ReportMessage.Argument {
        switch reason?.code {
        case nil: .message(sentence("alone.either"))
        case "css.colour-without-background": .message(sentence("alone.color"))
        case "css.background-without-colour": .message(sentence("alone.background"))
        default: .message(.message(reason ?? .library("")))
        }
    }
}
