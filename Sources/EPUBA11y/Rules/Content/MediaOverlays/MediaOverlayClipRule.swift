import EPUBCore

/// `clipBegin` and `clipEnd` are SMIL clock values and the clip ends after it begins.
struct MediaOverlayClipRule: Rule {
    typealias Examples = MediaOverlayExamples

    static let description = RuleDescription(
        id: "epub-mediaoverlays-clip", title: "Media overlay clips have valid clock values and end after they begin", impact: .moderate,
        tags: ["epub", "epub-a11y-11", "media-overlays"],
        rationale: "A clip time that is not a SMIL clock value (`0:01:02.5`, `01:02.5`, `62.5s`, `300ms`, `2min`, `1h`) is read differently, or not at all, by each reading system; a clip that ends before (or when) it begins plays nothing or the wrong words, so the narration skips or repeats text. A missing `clipBegin` means 0 and a missing `clipEnd` means the end of the file: neither is reported.",
        references: [.epub33("sec-smil-audio-elem"), .epub33("sec-media-overlays"), .epubA11y("sec-sync-text-audio")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            Examples.example(.passes, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0:00:00", "00:01.5") + "\n" + Examples.par("s2", "1500ms", "2.25s")),
            // No clipEnd: the clip runs to the end of the file.
            Examples.example(.passes, chapter: Examples.chapter,
                             smil: #"<par><text src="chapter1.xhtml#s1"/><audio src="audio/chapter1.mp3" clipBegin="3s"/></par>"#),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0s", "2s") + "\n" + #"<par><text src="chapter1.xhtml#s2"/>↓<audio src="audio/chapter1.mp3" clipBegin="2s" clipEnd="1.5s"/></par>"#),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: #"<par><text src="chapter1.xhtml#s1"/>↓<audio src="audio/chapter1.mp3" clipBegin="0s" clipEnd="1,5s"/></par>"#),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: #"<par><text src="chapter1.xhtml#s1"/>↓<audio src="audio/chapter1.mp3" clipBegin="00:75" clipEnd="2s"/></par>"#),
            // A zero-length clip plays nothing.
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: #"<par><text src="chapter1.xhtml#s1"/>↓<audio src="audio/chapter1.mp3" clipBegin="2s" clipEnd="0:00:02"/></par>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readOverlays(context).flatMap { overlay in
            overlay.pars.compactMap { par -> Finding? in
                guard let audio = par.audio, let problem = problem(audio) else { return nil }
                return finding(problem, at: overlay.location(audio.line), elementID: par.id)
            }
        }
    }

    /// What is wrong with the clip's times, or nil.
    static func problem(_ audio: MediaOverlayAudio) -> ReportMessage? {
        var invalid: [String] = []
        if let text = audio.clipBeginText, audio.clipBegin == nil { invalid.append("clipBegin=\(RuleSupport.quoted(text))") }
        if let text = audio.clipEndText, audio.clipEnd == nil { invalid.append("clipEnd=\(RuleSupport.quoted(text))") }
        if !invalid.isEmpty {
            return sentence("invalid-clock", count: invalid.count, ["values": RuleSupport.andList(invalid)])
        }
        guard let end = audio.clipEnd else { return nil }
        let begin = audio.clipBegin ?? SMILClock(seconds: 0)
        guard let begin, end <= begin else { return nil }
        return sentence(end == begin ? "empty" : "reversed", ["begin": .value("\(begin)"), "end": .value("\(end)")])
    }
}
