import EPUBCore

/// A content document this tool could not check in full because it broke a parse limit
/// (``XMLParseLimits``): too large, too many attributes on one element, too many nodes, too
/// much CPU, or internal entities that would expand past the budget. Never *failed*: the
/// document may be fine; a machine just could not afford to look. See `docs/guide/robustness.md`.
struct DocumentWithinLimitsRule: Rule {
    static let description = RuleDescription(
        id: "document-within-limits", title: "Every content document could be checked within the parse limits",
        impact: .serious, tags: ["epub-a11y-11", "best-practice"],
        rationale: "A document that would cost more than about 2 s of CPU or 256 MB to parse (hostile or pathological markup: an element with thousands of attributes, millions of nodes, entities that multiply text) is not checked, so that one file cannot stall a batch or exhaust a service. Nothing about that document's accessibility is known then: a person must review it, and the conformance rows it feeds cannot be \"met\".",
        references: [.epub33("sec-xml-constraints"), Reference(url: "https://www.w3.org/TR/xml/#sec-entexpand")],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: "<h1>Chapter</h1><p class=\"a\" id=\"b\" title=\"c\">Text.</p>"),
            // Not checked at all: reported for the file as a whole, at line 1.
            .fails(documents: ["↓" + RuleExample.xhtml(body: "<h1>Chapter</h1><p " + (0...1_024).map { "a\($0)=\"\"" }.joined(separator: " ") + ">Text.</p>")]),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.content.documents.compactMap { document -> Finding? in
            if let failure = document.failure, failure.kind == .limitExceeded {
                // Which limit was broken: EPUBCore's reason, worded from error.* of the tables.
                return finding("limit", ["reason": .message(.reason(of: failure))], at: document.location(1), outcome: .needsReview)
            }
            if let parse = document.parse, parse.unexpandedEntityReferences > 0 {
                return finding(sentence("unexpanded", count: parse.unexpandedEntityReferences,
                                        ["limit": .value("\(context.publication.parsingLimits.maxEntityExpansion)")]),
                               at: document.location(1), impact: .moderate, outcome: .needsReview)
            }
            return nil
        }
    }
}
