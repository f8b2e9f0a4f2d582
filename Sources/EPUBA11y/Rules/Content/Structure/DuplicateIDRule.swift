/// ids are unique within a document (axe `duplicate-id`; `duplicate-id-aria` when referenced).
struct DuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-id", title: "ids are unique", impact: .serious,
        tags: ["wcag2a", "wcag411", "wcag412", "ace"],
        rationale: "Links, the navigation document and page lists land on the first element with an id, and aria-labelledby, aria-describedby, headers and for take their text from it: a repeated id sends readers and labels to the wrong place. It is serious when such a reference uses the id (axe's duplicate-id-aria).",
        references: [.understanding("parsing.html"), .failure("F77"),
                     .axe("duplicate-id"), .axe("duplicate-id-aria")],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: #"<h1 id="c1">Chapter</h1><p id="p1">Text.</p><p id="p2">More.</p>"#),
            .fails(body: #"<h1 id="c1">Chapter</h1><p id="p1">Text.</p>"# + "\n" + #"↓<p id="p1">More.</p>"#),
            .fails(body: #"<p id="n">Note</p><img src="a.png" alt="Map" aria-describedby="n"/>"# + "\n" + #"↓<p id="n">Other</p>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document -> [Finding] in
            // The document's set of ids, made once for the rules: as many ids as items, none repeats
            // (nearly every document; hashing each id again here was most of this rule's cost).
            guard document.idSet.count != document.ids.count else { return [] }
            var first: [String: IDItem] = [:]
            var references: [String: IDReferenceItem]?
            var findings: [Finding] = []
            for item in document.ids {
                guard let original = first[item.id] else {
                    first[item.id] = item
                    continue
                }
                // Built once, and only for documents that repeat an id.
                let byID = references ?? Dictionary(document.idReferences.flatMap { reference in reference.ids.map { ($0, reference) } },
                                                    uniquingKeysWith: { earlier, _ in earlier })
                references = byID
                let arguments: [String: ReportMessage.Argument] = [
                    "id": .value(item.id), "element": .value(item.element), "original": .value(original.element),
                    "line": .value("\(original.line)"),
                ]
                if let reference = byID[item.id] {
                    findings.append(finding("referenced", arguments.merging([
                        "attribute": .value(reference.attribute), "reference": .value(reference.element),
                        "reference_line": .value("\(reference.line)"),
                    ]) { current, _ in current }, at: document.location(of: item), elementID: item.id))
                } else {
                    findings.append(finding("duplicate", arguments, at: document.location(of: item), impact: .minor, elementID: item.id))
                }
            }
            return findings
        }
    }
}
