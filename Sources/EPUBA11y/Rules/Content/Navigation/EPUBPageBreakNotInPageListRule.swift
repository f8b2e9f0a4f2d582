import EPUBCore

/// Page-break markers name the same pages as the page list.
struct EPUBPageBreakNotInPageListRule: Rule {
    /// Markers quoted in one finding; the rest are counted.
    static let quotedMarkers = 3

    static let description = RuleDescription(
        id: "epub-pagebreak-not-in-pagelist", title: "Page-break labels are pages of the page list", impact: .minor,
        tags: ["best-practice", "page-navigation"],
        rationale: "A reader hears the marker's page number while reading and asks the page list for a page number to go to: when a marker's number is nowhere in the page list, or the entry that links the marker gives another number, the two disagree and a reader citing or looking up that page is misled. Numbers are compared by their last word with case and punctuation folded (\"Page 12\" is \"12\"). Needs review, since a list may rightly skip unnumbered pages; one finding per document, quoting the first few markers. epub-pagelist-missing-pagebreak reports unlinked markers; this rule is about the numbers.",
        references: [.epubA11y("sec-page-list-conf"), .daisyKB("navigation/pagelist.html"), .daisyKB("navigation/pagebreaks.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="Page 1"/><p>One.</p><span id="p2" role="doc-pagebreak" aria-label="2"/><p>Two.</p>"#)],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1", "chapter1.xhtml#p2"]))),
            // No page list: nothing to compare with.
            .passes(body: #"<span id="p9" role="doc-pagebreak" aria-label="9"/><p>Nine.</p>"#),
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>One.</p>"# + "\n" + #"↓<span id="p7" role="doc-pagebreak" aria-label="7"/><p>Seven.</p><span id="p8" role="doc-pagebreak" aria-label="8"/>"#)],
                   navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"]))),
            // The entry linking the marker gives another number (entries are numbered 1, 2).
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>One.</p>"# + "\n" + #"↓<span id="p2" role="doc-pagebreak" aria-label="3"/><p>Three.</p>"#)],
                   navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1", "chapter1.xhtml#p2"]))),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard let pageList = context.pageListSource else { return [] }
        var listed: Set<String> = []
        var linkedLabel: [String: String] = [:]
        for point in pageList.list.flattened {
            listed.insert(pageKey(point.label))
            guard let target = point.target, target.kind == .container, let path = target.path,
                  let fragment = ContentIndex.fragment(of: target) else { continue }
            linkedLabel[path + "#" + fragment] = linkedLabel[path + "#" + fragment] ?? point.label
        }
        return RuleSupport.readDocuments(context).compactMap { document -> Finding? in
            var absent: [(PageBreakItem, String)] = []
            var disagreeing: [(PageBreakItem, String, String)] = []
            for marker in document.pageBreaks {
                guard let label = marker.label, marker.ariaLabel != nil || marker.title != nil || !marker.text.isEmpty else { continue }
                let key = pageKey(label)
                guard !key.isEmpty else { continue }
                if let id = marker.id, let entry = linkedLabel[document.path + "#" + id] {
                    if pageKey(entry) != key { disagreeing.append((marker, label, entry)) }
                } else if !listed.contains(key) {
                    absent.append((marker, label))
                }
            }
            guard let first = (absent.map(\.0) + disagreeing.map(\.0)).min(by: { $0.line < $1.line }) else { return nil }
            var absentPart: ReportMessage?
            if !absent.isEmpty {
                let quoted = absent.prefix(quotedMarkers).map {
                    sentence("absent.marker", ["label": .value(RuleSupport.quoted($0.1, limit: 20)), "line": .number($0.0.line)])
                }
                absentPart = sentence("absent", count: absent.count, ["list": .message(pageList.name), "markers": .list(quoted),
                                                                       "more": absent.count > quotedMarkers ? .value("…") : RuleSupport.noClause])
            }
            var disagreeingPart: ReportMessage?
            if !disagreeing.isEmpty {
                let quoted = disagreeing.prefix(quotedMarkers).map {
                    sentence("disagreeing.marker", ["label": .value(RuleSupport.quoted($0.1, limit: 20)),
                                                    "entry": .value(RuleSupport.quoted($0.2, limit: 20)), "line": .number($0.0.line)])
                }
                disagreeingPart = sentence("disagreeing", count: disagreeing.count,
                                           ["markers": .list(quoted), "more": disagreeing.count > quotedMarkers ? .value("…") : RuleSupport.noClause])
            }
            let problems: ReportMessage
            switch (absentPart, disagreeingPart) {
            case let (absentPart?, disagreeingPart?):
                problems = sentence("mismatch.both", ["absent": .message(absentPart), "disagreeing": .message(disagreeingPart)])
            case let (part?, nil), let (nil, part?): problems = part
            case (nil, nil): return nil
            }
            return finding("mismatch", ["problems": .message(problems)],
                           at: document.location(of: first), outcome: .needsReview, elementID: first.id)
        }
    }

    /// A page label as compared: its last word, folded ("Page 12." → "12").
    static func pageKey(_ label: String) -> String {
        RuleSupport.comparableText(label).split(separator: " ").last.map(String.init) ?? ""
    }
}
