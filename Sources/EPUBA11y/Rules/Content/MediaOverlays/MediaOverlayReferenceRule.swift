import EPUBCore

/// Each overlay is attached to a content document by `media-overlay`, each `media-overlay` names
/// a SMIL item, and each overlay can be read as SMIL.
struct MediaOverlayReferenceRule: Rule {
    typealias Examples = MediaOverlayExamples

    static let description = RuleDescription(
        id: "epub-mediaoverlays-reference", title: "Media overlays are attached to their documents and readable", impact: .moderate,
        tags: ["epub", "epub-a11y-11", "media-overlays"],
        rationale: "Reading systems find a document's narration only through the `media-overlay` attribute of its manifest item. An overlay no item names is never played; a `media-overlay` that names a missing or non-SMIL item gives the document no narration; an overlay that is not well-formed SMIL cannot be played at all. (An overlay file missing from the container is reported by `epub-structure`.)",
        references: [.epub33("sec-media-overlays"), .epub33("sec-package-including"), .epubA11y("sec-sync-text-audio")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            Examples.example(.passes, chapter: Examples.chapter, smil: Examples.par("s1")),
            // A SMIL item nothing names.
            .fails(documents: [RuleExample.xhtml(body: Examples.chapter)],
                   manifestItems: Examples.audioItem + "\n" + #"↓<item id="extra" href="extra.smil" media-type="application/smil+xml"/>"#,
                   files: ["extra.smil": Examples.smil(Examples.par("s1")), "audio/chapter1.mp3": "ID3"]),
            // media-overlay names an audio file.
            .fails(documents: [RuleExample.xhtml(body: Examples.chapter)],
                   manifestItems: Examples.audioItem + "\n" + #"↓<item id="c2" href="chapter2.xhtml" media-type="application/xhtml+xml" media-overlay="audio"/>"#,
                   spine: #"<itemref idref="c1"/><itemref idref="c2"/>"#,
                   files: ["chapter2.xhtml": RuleExample.xhtml(body: "<p>Two.</p>"), "audio/chapter1.mp3": "ID3"]),
            // Not well-formed.
            Examples.example(.fails, chapter: Examples.chapter, smil: "↓<par><text src=\"chapter1.xhtml#s1\"></par>"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let package = context.package
        let named = Set(package.manifest.compactMap(\.mediaOverlay))
        var findings: [Finding] = []
        for item in package.manifest {
            guard let id = item.mediaOverlay else { continue }
            let at = SourceLocation(path: package.path, line: item.line)
            guard let overlay = package.manifestItem(id: id) else {
                findings.append(finding("not-an-id", ["item": .value(item.id), "id": .value(RuleSupport.quoted(id)), "href": .value(item.href)], at: at))
                continue
            }
            if overlay.mediaType.lowercased() != Publication.smilMediaType {
                findings.append(finding("not-smil", ["item": .value(item.id), "id": .value(RuleSupport.quoted(id)),
                                                 "type": .value(RuleSupport.quoted(overlay.mediaType))], at: at))
            }
        }
        for item in package.manifest where item.mediaType.lowercased() == Publication.smilMediaType && !named.contains(item.id) {
            findings.append(finding("unused", ["href": .value(item.href)],
                                    at: SourceLocation(path: package.path, line: item.line)))
        }
        for overlay in context.content.overlays {
            if let failure = overlay.failure {
                // A missing file is already an `epub-structure` finding (opf-missing-resource); a
                // cancelled walk proves nothing about the file.
                guard failure.kind != .missingEntry, failure.kind != .cancelled else { continue }
                findings.append(finding("unreadable", ["overlay": .value(overlay.path), "reason": .message(.reason(of: failure))],
                                        at: SourceLocation(path: overlay.path, line: failure.line ?? 1)))
            } else if !overlay.hasSMILRoot {
                findings.append(finding("not-smil-root", ["overlay": .value(overlay.path), "root": .value(overlay.rootElement),
                                                        "namespace": .message(overlay.rootNamespace.map { sentence("not-smil-root.namespace", ["namespace": .value($0)]) }
                                                            ?? sentence("not-smil-root.no-namespace")),
                                                        "smil": .value(XMLNamespace.smil)],
                                        at: overlay.location(overlay.rootLine)))
            }
        }
        return findings
    }
}
