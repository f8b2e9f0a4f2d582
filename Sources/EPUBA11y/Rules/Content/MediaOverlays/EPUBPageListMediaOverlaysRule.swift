import EPUBCore

/// A `par` that narrates a page break says so with `epub:type="pagebreak"` (Ace's rule), and the
/// pages of the page list in narrated documents have a `par` (needs review).
struct EPUBPageListMediaOverlaysRule: Rule {
    typealias Examples = MediaOverlayExamples

    static let description = RuleDescription(
        id: "epub-pagelist-mediaoverlays", title: "Narrated page breaks are marked as page breaks in the overlay", impact: .serious,
        tags: ["ace", "epub-a11y-11", "page-navigation", "media-overlays"],
        rationale: "Readers may ask a reading system to skip page numbers while narration plays; it can only skip a `par` whose `epub:type` says `pagebreak`. A `par` whose `text` points at a page-break marker without it makes every page number interrupt the narration (Ace's `epub-pagelist-mediaoverlays`, serious). A page of the page list in a narrated document that no `par` points at leaves nothing to play when the reader goes to that page; whether the page number should be narrated is an editorial choice, so that is reported for review (moderate).",
        references: [.epubA11y("sec-sync-text-audio"), .epub33("sec-skippability"), .epub33("sec-docs-structural-semantic")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            Examples.example(.passes, chapter: #"<span id="page1" role="doc-pagebreak" epub:type="pagebreak" aria-label="1"/><p id="s2">Text.</p>"#,
                             smil: Examples.par("page1", "0s", "1s", attributes: #" epub:type="pagebreak""#) + "\n" + Examples.par("s2", "1s", "2s")),
            Examples.example(.fails, chapter: #"<span id="page1" role="doc-pagebreak" epub:type="pagebreak" aria-label="1"/><p id="s2">Text.</p>"#,
                             smil: "↓" + Examples.par("page1", "0s", "1s") + "\n" + Examples.par("s2", "1s", "2s")),
            // A page in the page list whose marker no par narrates: needs review, at the overlay's body.
            pageListExample(),
        ])

    /// Chapter 1 with a page break in the page list that the overlay does not narrate.
    static func pageListExample() -> RuleExample {
        var example = Examples.example(.fails, chapter: #"<span id="page1" role="doc-pagebreak" epub:type="pagebreak" aria-label="1"/><p id="s2">Text.</p>"#,
                                       smil: Examples.par("s2", "0s", "1s"))
        example.navigation = NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#page1"]))
        example.overlays = [Examples.smil(Examples.par("s2", "0s", "1s")).replacingOccurrences(of: "<body ", with: "↓<body ")]
        return example
    }

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let index = ContentIndex(context)
        let overlays = RuleSupport.readOverlays(context)
        var findings: [Finding] = []
        for overlay in overlays {
            for par in overlay.pars where !par.types.contains("pagebreak") {
                guard let target = par.text?.target, target.kind == .container, let path = target.path,
                      let fragment = ContentIndex.fragment(of: target), index.document(path, hasPageBreakID: fragment)
                else { continue }
                findings.append(finding("unmarked-par", ["target": .value("\(path)#\(fragment)")],
                                        at: overlay.location(par.line), elementID: par.id))
            }
        }
        return findings + unnarratedPages(context, overlays: overlays)
    }

    /// Pages of the page list whose target lies in a narrated document but that no `par` points at:
    /// one finding per overlay, at its `body`, naming the first pages.
    static func unnarratedPages(_ context: RuleContext, overlays: [MediaOverlayDocument]) -> [Finding] {
        guard let pageList = context.pageListSource else { return [] }
        let package = context.package
        let overlaysByPath = Dictionary(overlays.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // The overlay of each narrated document, by the document's path.
        var overlayOfDocument: [String: MediaOverlayDocument] = [:]
        for item in package.manifest {
            guard let path = item.path, let id = item.mediaOverlay, let overlayPath = package.manifestItem(id: id)?.path,
                  let overlay = overlaysByPath[overlayPath] else { continue }
            overlayOfDocument[path] = overlayOfDocument[path] ?? overlay
        }
        var narrated: [String: Set<String>] = [:]  // overlay path -> "document#fragment" its pars point at
        for overlay in overlays {
            narrated[overlay.path] = Set(overlay.pars.compactMap { par in
                par.text?.target.flatMap { target in target.path.map { "\($0)#\(target.fragment ?? "")" } }
            })
        }
        var missing: [String: [String]] = [:]  // overlay path -> page labels
        var order: [String] = []
        for point in pageList.linkedPoints {
            guard let target = point.target, target.kind == .container, let path = target.path,
                  let fragment = ContentIndex.fragment(of: target), let overlay = overlayOfDocument[path],
                  !(narrated[overlay.path]?.contains("\(path)#\(fragment)") ?? false) else { continue }
            if missing[overlay.path] == nil { order.append(overlay.path) }
            missing[overlay.path, default: []].append(point.label)
        }
        return order.compactMap { path in
            guard let overlay = overlaysByPath[path], let labels = missing[path] else { return nil }
            let shown = labels.prefix(5).map { ReportMessage.verbatim(.value(RuleSupport.quoted($0))) }
                + (labels.count > 5 ? [ReportMessage.verbatim(.value("…"))] : [])
            return finding(sentence("unnarrated-pages", count: labels.count, ["list": .message(pageList.name), "overlay": .value(path), "pages": .list(shown)]),
                           at: overlay.location(overlay.bodyLine ?? overlay.rootLine), impact: .moderate, outcome: .needsReview)
        }
    }
}
