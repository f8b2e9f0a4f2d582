/// Sound that starts on its own can be stopped (WCAG 1.4.2; axe `no-autoplay-audio`).
struct NoAutoplayAudioRule: Rule {
    static let description = RuleDescription(
        id: "no-autoplay-audio", title: "Media does not play sound automatically without controls", impact: .moderate,
        tags: ["wcag2a", "wcag142", "ace"],
        rationale: "Sound that starts by itself talks over a screen reader; without controls the reader cannot pause or mute it. With controls, someone must still check the sound is short or easy to stop.",
        references: [
            .understanding("audio-control.html"), .generalTechnique("G170"), .failure("F93"),
            .axe("no-autoplay-audio"),
        ],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: ##"<audio src="waves.mp3" controls="controls"></audio>"##),
            .passes(body: ##"<video src="loop.mp4" autoplay="autoplay" muted="muted" loop="loop"><track kind="captions" src="loop.vtt"/></video>"##),
            .fails(body: ##"↓<audio src="waves.mp3" autoplay="autoplay"></audio>"##),
            .fails(body: ##"↓<audio src="waves.mp3" autoplay="autoplay" controls="controls"></audio>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.media.compactMap { media -> Finding? in
                guard media.autoplay, !media.muted else { return nil }
                let source = media.sources.first.map { " " + RuleSupport.quoted($0, limit: 80) } ?? ""
                let loop = media.loop ? .message(sentence("autoplay.loop")) : RuleSupport.noClause
                let arguments: [String: ReportMessage.Argument] = ["element": .value(media.kind.rawValue), "source": .value(source), "loop": loop]
                if media.controls {
                    return finding("autoplay-with-controls", arguments,
                                   at: document.location(of: media), impact: .minor, outcome: .needsReview, elementID: media.id)
                }
                return finding("autoplay", arguments,
                               at: document.location(of: media), elementID: media.id)
            }
        }
    }
}
