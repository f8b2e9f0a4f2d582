/// Audio and video show controls, so readers can play, pause and seek.
struct MediaControlsRule: Rule {
    static let description = RuleDescription(
        id: "media-controls", title: "Audio and video have controls", impact: .moderate,
        tags: ["best-practice"],
        rationale: "Without the controls attribute a reading system shows no play or pause button, so keyboard and screen-reader users may have no way to start or stop the media, unless the page supplies its own controls (a script or epub:trigger), which a person must check.",
        references: [
            .understanding("keyboard.html"), .understanding("audio-control.html"),
            Reference(url: "https://html.spec.whatwg.org/multipage/media.html#attr-media-controls"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<audio src="waves.mp3" controls="controls"></audio>"##),
            // A muted autoplaying video is a moving picture; nothing to play or pause for the ear.
            .passes(body: ##"<video src="loop.mp4" autoplay="autoplay" muted="muted" loop="loop"><track kind="captions" src="loop.vtt"/></video>"##),
            .fails(body: ##"↓<audio src="waves.mp3"></audio>"##),
            .fails(body: ##"↓<video src="tour.mp4"><track kind="captions" src="tour.vtt"/></video>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.media.compactMap { media -> Finding? in
                guard !media.controls, !(media.autoplay && media.muted) else { return nil }
                let source = media.sources.first.map { " " + RuleSupport.quoted($0, limit: 80) } ?? ""
                return finding("no-controls", ["element": .value(media.kind.rawValue), "source": .value(source)],
                               at: document.location(of: media), outcome: .needsReview, elementID: media.id)
            }
        }
    }
}
