import EPUBCore

/// Every `text` of a media overlay (and every `epub:textref`) points at an element of a spine document.
struct MediaOverlayTextRule: Rule {
    typealias Examples = MediaOverlayExamples

    static let description = RuleDescription(
        id: "epub-mediaoverlays-text", title: "Media overlay text points at an element of a spine document", impact: .serious,
        tags: ["epub", "epub-a11y-11", "media-overlays"],
        rationale: "While narration plays, the reading system highlights the element each `par`'s `text` names and turns pages to follow it. A `text` whose document is not in the spine, or whose fragment is no id there, leaves the reader who follows along with the highlight lost, and some reading systems stop playback. An `epub:textref` that leads nowhere breaks skipping and escaping the structure it names.",
        references: [.epub33("sec-smil-text-elem"), .epub33("sec-smil-par-elem"), .epub33("sec-media-overlays"),
                     .epubA11y("sec-sync-text-audio")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            Examples.example(.passes, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0s", "1s") + "\n" + Examples.par("s2", "1s", "2.5s")),
            // A whole-document target (no fragment) is allowed.
            Examples.example(.passes, chapter: Examples.chapter,
                             smil: #"<par><text src="chapter1.xhtml"/><audio src="audio/chapter1.mp3" clipBegin="0s" clipEnd="1s"/></par>"#),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: Examples.par("s1") + "\n" + #"<par id="p2">↓<text src="chapter1.xhtml#s3"/><audio src="audio/chapter1.mp3" clipBegin="1s" clipEnd="2s"/></par>"#),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: #"<par>↓<text src="chapter9.xhtml#s1"/><audio src="audio/chapter1.mp3" clipBegin="0s" clipEnd="1s"/></par>"#),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: #"↓<par><audio src="audio/chapter1.mp3" clipBegin="0s" clipEnd="1s"/></par>"#),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: "↓" + #"<seq epub:textref="chapter1.xhtml#section-9">"# + Examples.par("s1") + "</seq>"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let index = ContentIndex(context)
        return RuleSupport.readOverlays(context).flatMap { overlay in
            var findings: [Finding] = []
            for seq in overlay.seqs {
                guard let target = seq.textrefTarget, let problem = problem(target, index) else { continue }
                findings.append(finding("bad-textref", ["element": .value(seq.isBody ? "body" : "seq"), "src": .value(RuleSupport.quotedSrc(seq.textref)),
                                                         "problem": .message(problem)],
                                        at: overlay.location(seq.line), elementID: seq.id))
            }
            for par in overlay.pars {
                guard let text = par.text else {
                    findings.append(finding("no-text", [:],
                                            at: overlay.location(par.line), elementID: par.id))
                    continue
                }
                guard let target = text.target, !RuleSupport.isBlank(text.src) else {
                    findings.append(finding("no-text-src", [:],
                                            at: overlay.location(text.line), elementID: par.id))
                    continue
                }
                if let problem = problem(target, index) {
                    findings.append(finding("bad-text-src", ["src": .value(RuleSupport.quotedSrc(text.src)), "problem": .message(problem)],
                                            at: overlay.location(text.line), elementID: par.id))
                }
            }
            return findings
        }
    }

    /// Why `target` is no element of a spine document, or nil when it is (or cannot be checked).
    static func problem(_ target: ResolvedHref, _ index: ContentIndex) -> ReportMessage? {
        switch index.resolve(target) {
        case .resolved: return nil
        case .missingFragment:
            let id: ReportMessage.Argument = .value(RuleSupport.quoted(target.fragment ?? ""))
            return target.path.map { sentence("problem.missing-fragment", ["path": .value($0), "id": id]) }
                ?? sentence("problem.missing-fragment-here", ["id": id])
        case .missingFile: return sentence("problem.missing-file", ["path": .value(target.path ?? target.href)])
        case .external: return sentence("problem.external")
        case .outsideContainer: return sentence("problem.outside-container")
        case .unverified:
            guard let path = target.path else { return nil }
            // A spine document that could not be parsed is reported by `not-well-formed`.
            if index.spineIndex[path] != nil { return nil }
            return sentence("problem.not-in-spine", ["path": .value(path)])
        }
    }
}
