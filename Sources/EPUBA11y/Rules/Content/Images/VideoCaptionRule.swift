/// Videos have captions (WCAG 1.2.2; axe `video-caption`).
struct VideoCaptionRule: Rule {
    static let description = RuleDescription(
        id: "video-caption", title: "Videos have captions", impact: .critical,
        tags: ["wcag2a", "wcag122", "ace"],
        rationale: "Deaf and hard-of-hearing readers need the dialogue and sounds of a video as text. A track of kind captions (or subtitles) provides closed captions; open captions burned into the picture also satisfy 1.2.2, which only a person can see. So a video without a captions track is for review, as axe leaves it (\"incomplete\", which Ace drops); it fails only where the book shows the captions are missing: a captions track whose file is not in the book, or metadata that declares closedCaptions for a video that has none.",
        references: [
            .understanding("captions-prerecorded.html"), .htmlTechnique("H95"), .axe("video-caption"),
        ],
        scope: .content,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: ##"<video src="tour.mp4" controls="controls"><track kind="captions" src="tour.vtt" srclang="en" label="English"/></video>"##)],
                    files: ["tour.vtt": "WEBVTT"]),
            .passes(documents: [RuleExample.xhtml(body: ##"<video src="tour.mp4" controls="controls"><track kind="subtitles" src="tour.vtt" srclang="en"/></video>"##)],
                    files: ["tour.vtt": "WEBVTT"]),
            .passes(body: ##"<audio src="tour.mp3" controls="controls"></audio>"##),
            .fails(body: ##"↓<video src="tour.mp4" controls="controls"></video>"##),
            .fails(body: ##"↓<video src="tour.mp4" controls="controls"><track kind="captions" src="missing.vtt" srclang="en"/></video>"##),
            .fails(documents: [RuleExample.xhtml(body: ##"↓<video src="tour.mp4" controls="controls"></video>"##)],
                   metadata: #"<meta property="schema:accessibilityFeature">closedCaptions</meta>"#),
            .fails(body: ##"↓<video controls="controls"><source src="tour.mp4" type="video/mp4"/><track kind="descriptions" src="tour-ad.vtt"/></video>"##),
            .fails(body: ##"↓<video src="loop.mp4" autoplay="autoplay" muted="muted" loop="loop"></video>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let claimsClosedCaptions = context.metadata.features.contains { $0.value.name == "closedCaptions" }
        let container = context.publication.container
        return RuleSupport.readDocuments(context).flatMap { document in
            document.media.compactMap { video -> Finding? in
                guard video.kind == .video else { return nil }
                let source: ReportMessage.Argument = .value(video.sources.first.map { " " + RuleSupport.quoted($0, limit: 80) } ?? "")
                let captions = video.tracks.filter { ["captions", "subtitles"].contains($0.kind.lowercased()) }
                if !captions.isEmpty {
                    // Evidence the captions are missing: every captions track names a file the book lacks.
                    let paths = captions.compactMap { $0.src.flatMap { ContainerPath.resolve($0, from: document.path).path } }
                    guard paths.count == captions.count, !paths.contains(where: container.contains) else { return nil }
                    return finding("missing-captions", ["source": source, "paths": .value(paths.map { RuleSupport.quoted($0, limit: 80) }.joined(separator: ", "))],
                                   at: document.location(of: video), elementID: video.id)
                }
                if claimsClosedCaptions {
                    return finding("no-track-claimed", ["source": source],
                                   at: document.location(of: video), elementID: video.id)
                }
                // A muted video may have no sound at all (an animation); only a person can tell.
                if video.muted {
                    return finding("muted", ["source": source],
                                   at: document.location(of: video), impact: .minor, outcome: .needsReview, elementID: video.id)
                }
                return finding("no-track", ["source": source],
                               at: document.location(of: video), outcome: .needsReview, elementID: video.id)
            }
        }
    }
}
