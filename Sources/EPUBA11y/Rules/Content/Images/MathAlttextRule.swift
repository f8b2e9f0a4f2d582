/// MathML has a text fallback for reading systems that cannot render or voice it.
struct MathAlttextRule: Rule {
    static let description = RuleDescription(
        id: "math-alttext", title: "MathML has a text alternative", impact: .minor,
        tags: ["best-practice"],
        rationale: "Reading systems without MathML support may show nothing, or a run of symbols, where a math element stands; alttext (or aria-label/aria-labelledby) gives them a spoken or written fallback. Screen readers with MathML support read the markup itself, so this is advisory.",
        references: [
            .epub33("sec-xhtml-mathml"), Reference(url: "https://www.w3.org/TR/MathML3/chapter2.html#interf.toplevel.atts"),
            .understanding("non-text-content.html"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<p><math xmlns="http://www.w3.org/1998/Math/MathML" alttext="x squared"><msup><mi>x</mi><mn>2</mn></msup></math></p>"##),
            .passes(body: ##"<p><math xmlns="http://www.w3.org/1998/Math/MathML" aria-label="x squared"><msup><mi>x</mi><mn>2</mn></msup></math></p>"##),
            .fails(body: ##"<p>"## + "\n" + ##"↓<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><msup><mi>x</mi><mn>2</mn></msup></math></p>"##),
            .fails(body: ##"<p>"## + "\n" + ##"↓<math xmlns="http://www.w3.org/1998/Math/MathML" alttext=" "><mi>x</mi></math></p>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            return document.math.compactMap { math -> Finding? in
                let named = !RuleSupport.isBlank(math.alttext) || !RuleSupport.isBlank(math.ariaLabel)
                    || RuleSupport.labelledByResolves(math.ariaLabelledBy, in: ids)
                guard !named else { return nil }
                let element = [math.display.map { "math display=\($0)" } ?? "math", math.id.map { "#\($0)" }].compactMap { $0 }.joined(separator: " ")
                return finding("no-name", ["element": .value(element)],
                               at: document.location(of: math), outcome: .needsReview, elementID: math.id)
            }
        }
    }
}
