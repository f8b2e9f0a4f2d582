/// Videos have captions (WCAG 1.2.2; axe `video-caption`).
struct VideoCaptionRule: Rule {
    static let description = RuleDescription(
        id: "video-caption", title: "Videos have captions", impact: .critical,
        tags: ["wcag2a", "wcag122", "ace"],
        rationale: "Deaf and hard-of-hearing readers need the dialogue and sounds of a video as text. A track of kind captions (or subtitles) provides closed captions; open captions burned into the picture also satisfy 1.2.2, which only a person can see. axe leaves this as \"incomplete\", which Ace drops; it is reported here.",
        references: [
            .understanding("captions-prerecorded.html"), .htmlTechnique("H95"), .axe("video-caption"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<video src="tour.mp4" controls="controls"><track kind="captions" src="tour.vtt" srclang="en" label="English"/></video>"##),
            .passes(body: ##"<video src="tour.mp4" controls="controls"><track kind="subtitles" src="tour.vtt" srclang="en"/></video>"##),
            .passes(body: ##"<audio src="tour.mp3" controls="controls"></audio>"##),
            .fails(body: ##"↓<video src="tour.mp4" controls="controls"></video>"##),
            .fails(body: ##"↓<video controls="controls"><source src="tour.mp4" type="video/mp4"/><track kind="descriptions" src="tour-ad.vtt"/></video>"##),
            .fails(body: ##"↓<video src="loop.mp4" autoplay="autoplay" muted="muted" loop="loop"></video>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.media.compactMap { video -> Finding? in
                guard video.kind == .video,
                      !video.tracks.contains(where: { ["captions", "subtitles"].contains($0.kind.lowercased()) }) else { return nil }
                let source = video.sources.first.map { " " + RuleSupport.quoted($0, limit: 80) } ?? ""
                // A muted video may have no sound at all (an animation); only a person can tell.
                if video.muted {
                    return finding("video\(source) is muted and has no captions track: if it has a soundtrack with speech or meaningful sound, it needs captions (a track of kind captions, or open captions burned into the picture)",
                                   at: document.location(of: video), impact: .minor, outcome: .needsReview, elementID: video.id)
                }
                return finding("video\(source) has no track of kind captions or subtitles: deaf readers miss its sound, unless open captions are burned into the picture",
                               at: document.location(of: video), elementID: video.id)
            }
        }
    }
}
