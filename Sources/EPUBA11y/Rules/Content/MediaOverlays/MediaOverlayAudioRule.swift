import EPUBCore

/// Every `audio` of a media overlay plays a file that is in the manifest and in the container.
struct MediaOverlayAudioRule: Rule {
    typealias Examples = MediaOverlayExamples

    static let description = RuleDescription(
        id: "epub-mediaoverlays-audio", title: "Media overlay audio is in the manifest and the container", impact: .serious,
        tags: ["epub", "epub-a11y-11", "media-overlays"],
        rationale: "A clip whose audio file is missing plays silence: the narration a reader chose the book for stops. A file in the container but not in the manifest is not part of the publication, and reading systems may refuse to play it. Remote audio (an absolute URL) is allowed by EPUB 3.3 and is not checked. Each missing file is reported once per overlay, at its first clip.",
        references: [.epub33("sec-smil-audio-elem"), .epub33("sec-media-overlays"), .epubA11y("sec-sync-text-audio")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            Examples.example(.passes, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0s", "1s") + "\n" + Examples.par("s2", "1s", "2s")),
            // In the container, not in the manifest.
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: #"<par><text src="chapter1.xhtml#s1"/>"# + "\n" + #"↓<audio src="audio/chapter1.mp3" clipBegin="0s" clipEnd="1s"/></par>"#,
                             manifestItems: ""),
            // In the manifest, not in the container; reported once for both clips.
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: #"<par><text src="chapter1.xhtml#s1"/>"# + "\n" + #"↓<audio src="audio/chapter1.mp3" clipBegin="0s" clipEnd="1s"/></par>"#
                                 + "\n" + Examples.par("s2", "1s", "2s"),
                             files: [:]),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: #"<par><text src="chapter1.xhtml#s1"/>"# + "\n" + #"↓<audio clipBegin="0s" clipEnd="1s"/></par>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let container = context.publication.container
        let manifestPaths = Set(context.package.manifest.compactMap(\.path))
        return RuleSupport.readOverlays(context).flatMap { overlay in
            var findings: [Finding] = []
            var reported: [String: Int] = [:]  // path -> index of its finding, to count the other clips
            var repeats: [String: Int] = [:]
            for par in overlay.pars {
                guard let audio = par.audio else { continue }
                guard let target = audio.target, !RuleSupport.isBlank(audio.src) else {
                    findings.append(finding("no-src", [:], at: overlay.location(audio.line), elementID: par.id))
                    continue
                }
                let problem: ReportMessage
                switch target.kind {
                case .external: continue
                case .outsideContainer: problem = sentence("unplayable.outside-container")
                case .container:
                    guard let path = target.path else { continue }
                    let inManifest = manifestPaths.contains(path), inContainer = container.contains(path)
                    if inManifest && inContainer { continue }
                    if reported[path] != nil {
                        repeats[path, default: 0] += 1
                        continue
                    }
                    reported[path] = findings.count
                    problem = switch (inManifest, inContainer) {
                    case (false, false): sentence("unplayable.unlisted-missing")
                    case (false, _): sentence("unplayable.unlisted")
                    default: sentence("unplayable.missing")
                    }
                }
                findings.append(finding("unplayable", ["src": .value(RuleSupport.quotedSrc(audio.src)), "problem": .message(problem), "more": RuleSupport.noClause],
                                        at: overlay.location(audio.line), elementID: par.id))
            }
            for (path, count) in repeats {
                guard let position = reported[path], findings.indices.contains(position) else { continue }
                let first = findings[position]
                let more: [String: ReportMessage.Argument] = ["more": .message(sentence("unplayable.more", count: count))]
                findings[position] = finding(sentence("unplayable", first.sentence.arguments.merging(more) { _, new in new }),
                                             at: first.location, elementID: first.elementID)
            }
            return findings
        }
    }
}
