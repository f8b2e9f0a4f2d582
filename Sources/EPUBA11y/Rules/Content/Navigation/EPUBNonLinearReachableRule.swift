import EPUBCore

/// Non-linear spine items are reachable by a hyperlink (EPUB 3.3 `linear="no"`), graded by
/// what an unreachable one hurts: a cover needs no link, publisher matter little, content a lot.
struct EPUBNonLinearReachableRule: Rule {
    static let description = RuleDescription(
        id: "epub-nonlinear-reachable", title: "Non-linear documents are linked", impact: .serious,
        tags: ["epub-a11y-11", "epub", "reading-order"],
        rationale: "Reading systems may skip linear=\"no\" items when a reader goes through the book, so EPUB 3.3 requires a hyperlink to each from a content document or the navigation document; without one the content (answers, notes, pop-ups) cannot be reached at all. A cover page needs no link (EPUBCheck reports it only as a usage note), so it is a minor point for a person to confirm; unlinked publisher matter (imprint, colophon) is moderate.",
        references: [.epub33("attrdef-itemref-linear"), .epub33("sec-itemref-elem")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<h1>One</h1><p><a href="chapter2.xhtml">Answers</a></p>"#), RuleExample.xhtml(body: "<h1>Answers</h1>")],
                    navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml">One</a></li>"#),
                    spine: #"<itemref idref="c1"/><itemref idref="c2" linear="no"/>"#),
            .passes(documents: [RuleExample.xhtml(body: "<h1>One</h1>"), RuleExample.xhtml(body: "<h1>Answers</h1>")],
                    navigation: NavigationExamples.nav(chapters: 2),
                    spine: #"<itemref idref="c1"/><itemref idref="c2" linear="no"/>"#),
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>"), RuleExample.xhtml(body: "<h1>Answers</h1>")],
                   navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml">One</a></li>"#),
                   spine: #"<itemref idref="c1"/>"# + "\n" + #"↓<itemref idref="c2" linear="no"/>"#),
            // A link to itself does not make a document reachable.
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>"), RuleExample.xhtml(body: ##"<h1 id="top">Answers</h1><a href="#top">Top</a>"##)],
                   navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml">One</a></li>"#),
                   spine: #"<itemref idref="c1"/>"# + "\n" + #"↓<itemref idref="c2" linear="no"/>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let reachability = Reachability(context)
        let coverTargets = ImagePurpose.coverImages(context.package)
        // Reading systems open the navigation document from their own contents menu.
        var seen: Set<String> = context.publication.navigationDocument.map { [$0.path] } ?? []
        return context.package.spineItems.enumerated().compactMap { position, entry in
            guard !entry.spine.isLinear, let path = entry.item.path, context.publication.container.contains(path),
                  seen.insert(path).inserted, !reachability.isReachable(path) else { return nil }
            let location = SourceLocation(path: context.package.path, line: entry.spine.line)
            let unlinked: ReportMessage.Argument = .message(sentence("unlinked", ["href": .value(entry.item.href)]))
            let document = context.content.document(at: path)
            if let document, let why = ImagePurpose.coverPageReason(document, coverTargets: coverTargets, isFirstInSpine: position == 0) {
                return finding("cover-page", ["unlinked": unlinked, "why": coverPageReason(why)],
                               at: location, impact: .minor, outcome: .needsReview)
            }
            if let document, let kind = PublisherMatter.kind(of: document) {
                return finding("publisher-matter", ["unlinked": unlinked, "kind": .value(kind)],
                               at: location, impact: .moderate)
            }
            return finding("unreachable", ["unlinked": unlinked], at: location)
        }
    }

    /// ``ImagePurpose/coverPageReason(_:coverTargets:isFirstInSpine:)``'s English reason as a
    /// clause of this rule (`cover-page.*`); English it does not know stays English.
    static func coverPageReason(_ why: String) -> ReportMessage.Argument {
        switch why {
        case "it shows the manifest cover-image": .message(sentence("cover-page.cover-image"))
        case "it is marked epub:type=\"cover\" or role=\"doc-cover\"": .message(sentence("cover-page.marked"))
        case "the first spine item holds only an image": .message(sentence("cover-page.only-image"))
        default: .english(why)
        }
    }
}
