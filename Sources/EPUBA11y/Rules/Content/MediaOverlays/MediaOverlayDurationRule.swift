import EPUBCore

/// `media:duration` is declared for every overlay and for the whole book, and agrees with the clips.
struct MediaOverlayDurationRule: Rule {
    typealias Examples = MediaOverlayExamples

    static let description = RuleDescription(
        id: "epub-mediaoverlays-duration", title: "Media overlay durations are declared and agree with the clips", impact: .minor,
        tags: ["epub", "media-overlays"],
        rationale: "EPUB 3.3 requires a `media:duration` for each media overlay (refining its manifest item) and one for the whole publication; reading systems and stores show them as the book's listening time. A duration that disagrees with the clips (beyond 1 second or 1%, whichever is larger, so that rounding by authoring tools passes) usually means the metadata is stale or names the wrong overlay. The total is compared with the sum of the overlays' durations, as EPUBCheck does. An overlay with a clip that has no `clipEnd` has no computable length and is not compared.",
        references: [.epub33("sec-mo-package-metadata"), .epub33("sec-duration")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            Examples.example(.passes, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0s", "1s") + "\n" + Examples.par("s2", "1s", "2.5s"),
                             metadata: Examples.durations("0:00:02.5")),
            // Rounded to the second: within the tolerance.
            Examples.example(.passes, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0s", "1s") + "\n" + Examples.par("s2", "1s", "2.5s"),
                             metadata: Examples.durations("3s")),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0s", "1s") + "\n" + Examples.par("s2", "1s", "2.5s"),
                             metadata: ##"↓<meta property="media:duration" refines="#mo1">0:01:00</meta><meta property="media:duration">0:00:02.5</meta>"##),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0s", "1s"),
                             metadata: ##"<meta property="media:duration" refines="#mo1">1s</meta>"## + "\n" + #"↓<meta property="media:duration">0:10:00</meta>"#),
            Examples.example(.fails, chapter: Examples.chapter,
                             smil: Examples.par("s1", "0s", "1s"),
                             metadata: ##"<meta property="media:duration" refines="#mo1">1s</meta>"## + "\n" + #"↓<meta property="media:duration">one second</meta>"#),
            // No total: reported at <package>, as nothing in the markup can be pointed at.
            Examples.example(.fails, chapter: Examples.chapter, smil: Examples.par("s1", "0s", "1s"),
                             metadata: ##"<meta property="media:duration" refines="#mo1">1s</meta>"##),
        ])

    /// `media:duration`'s IRI (the `media:` prefix is reserved).
    static let durationIRI = "http://www.idpf.org/epub/vocab/overlays/#duration"

    /// Whether `declared` and `computed` (seconds) differ by more than 1 s or 1 % of `declared`.
    static func disagrees(declared: Double, computed: Double) -> Bool {
        abs(declared - computed) > max(1, declared * 0.01)
    }

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let overlays = context.content.overlays
        guard !overlays.isEmpty else { return [] }
        let package = context.package
        let durations = package.meta.filter { $0.form == .property && $0.propertyIRI == durationIRI }
        var findings: [Finding] = []
        // Each overlay's length: declared when valid, else the clips' (for the total); nil when unknown.
        var lengths: [Double?] = []
        for overlay in overlays {
            let item = package.manifestItem(id: overlay.itemID)
            let computed = overlay.failure == nil ? overlay.clipDurationTotal : nil
            guard let meta = durations.first(where: { $0.refinedID == overlay.itemID }) else {
                findings.append(finding("no-duration", ["overlay": .value(overlay.path), "id": .value(overlay.itemID)],
                                        at: SourceLocation(path: package.path, line: item?.line ?? package.line)))
                lengths.append(computed)
                continue
            }
            guard let declared = SMILClock(parsing: meta.value) else {
                findings.append(finding("invalid-duration", ["value": .value(RuleSupport.quoted(meta.value)), "overlay": .value(overlay.path)],
                                        at: SourceLocation(path: package.path, line: meta.line)))
                lengths.append(computed)
                continue
            }
            lengths.append(declared.seconds)
            if let computed, disagrees(declared: declared.seconds, computed: computed) {
                findings.append(finding("wrong-duration", ["overlay": .value(overlay.path), "declared": .value("\(declared)"),
                                                         "computed": .value(SMILClock(seconds: computed)?.description ?? "\(computed)s")],
                                        at: SourceLocation(path: package.path, line: meta.line)))
            }
        }
        guard let total = durations.first(where: { $0.refinedID == nil }) else {
            findings.append(finding(sentence("no-total", count: overlays.count),
                                    at: context.packageLocation))
            return findings
        }
        guard let declared = SMILClock(parsing: total.value) else {
            findings.append(finding("invalid-total", ["value": .value(RuleSupport.quoted(total.value))],
                                    at: SourceLocation(path: package.path, line: total.line)))
            return findings
        }
        let known = lengths.compactMap { $0 }
        if known.count == lengths.count {
            let sum = known.reduce(0, +)
            if disagrees(declared: declared.seconds, computed: sum) {
                findings.append(finding(sentence("wrong-total", count: overlays.count, ["declared": .value("\(declared)"),
                                                                         "computed": .value(SMILClock(seconds: sum)?.description ?? "\(sum)s")]),
                                        at: SourceLocation(path: package.path, line: total.line)))
            }
        }
        return findings
    }
}
