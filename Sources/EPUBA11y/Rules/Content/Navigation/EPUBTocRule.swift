import EPUBCore

/// One table of contents, with named entries (EPUB 3.3 §7.4.2; EPUB 2 NCX navMap).
struct EPUBTocRule: Rule {
    static let description = RuleDescription(
        id: "epub-toc", title: "The book has one table of contents with named entries", impact: .serious,
        tags: ["epub-a11y-11", "navigation", "wcag2aa", "wcag245"],
        rationale: "Reading systems build their contents menu from the toc nav (EPUB 3) or the NCX navMap (EPUB 2); it is how most readers move through a book, and with the spine it meets WCAG 2.4.5 Multiple Ways. A second toc nav leaves the reading system to guess (moderate), and an entry with no text is read as nothing (moderate).",
        references: [.epub33("sec-nav-toc"), .daisyKB("navigation/toc.html"),
                     .understanding("multiple-ways.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(body: "<h1>Chapter</h1><p>Text.</p>"),
            .fails(documents: [RuleExample.xhtml(body: "<p>Text.</p>")],
                   navigation: "↓" + RuleExample.xhtml(body: #"<nav epub:type="landmarks"><ol><li><a epub:type="bodymatter" href="chapter1.xhtml">Start</a></li></ol></nav>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<p>Text.</p>")],
                   navigation: NavigationExamples.nav(toc: #"<li>"# + "\n" + #"↓<a href="chapter1.xhtml"> </a></li>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<p>Text.</p>")],
                   navigation: NavigationExamples.nav(extra: #"↓<nav epub:type="toc"><ol><li><a href="chapter1.xhtml">Again</a></li></ol></nav>"#)),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        if context.package.isEPUB2 {
            guard let ncx = context.publication.ncx else {
                return [finding("no-ncx", [:], at: context.packageLocation)]
            }
            let source = NavigationSource(list: ncx.navMap, path: ncx.path, name: NavigationSource.Name.ncxNavMap)
            guard ncx.navMap.entryCount > 0 else {
                return [finding("empty-ncx", [:], at: source.location)]
            }
            return unlabelled(source)
        }
        guard let nav = context.publication.navigationDocument else {
            return [finding("no-nav-document", [:], at: context.packageLocation)]
        }
        let tocs = nav.lists(ofType: "toc")
        guard let toc = tocs.first else {
            return [finding("no-toc-nav", [:], at: SourceLocation(path: nav.path, line: 1))]
        }
        let source = NavigationSource(list: toc, path: nav.path, name: NavigationSource.Name.tocNav)
        var findings = tocs.dropFirst().map {
            finding("second-toc-nav", [:], at: SourceLocation(path: nav.path, line: $0.line),
                    impact: .moderate)
        }
        if toc.entryCount == 0 {
            findings.append(finding("empty-toc-nav", [:], at: source.location))
        }
        return findings + unlabelled(source)
    }

    static func unlabelled(_ source: NavigationSource) -> [Finding] {
        source.list.flattened.filter { $0.label.isEmpty }.map { point in
            finding("unlabelled", ["list": .message(source.name),
                                 "target": point.href.map { .message(sentence("unlabelled.target", ["href": .value($0)])) } ?? RuleSupport.noClause],
                    at: source.location(point), impact: .moderate)
        }
    }
}
