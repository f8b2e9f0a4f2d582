import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The four corpus books with media overlays, walked for real. The expected verdicts were checked
/// by hand (and with an independent Python reading of the same files): every `text` resolves,
/// every clip parses and ends after it begins, every declared duration matches its clips, every
/// narrated page break has `epub:type="pagebreak"`; only the audio files are absent from three of
/// the archives. Skipped when the corpus is absent.
@Suite("Media overlays: corpus", .enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
struct MediaOverlayCorpusTests {
    struct Expected: Sendable, CustomStringConvertible {
        let book: String
        /// Overlay paths and their `par` counts, in manifest order.
        let overlays: [(path: String, pars: Int)]
        /// Declared total `media:duration`, in seconds.
        let total: Double
        /// Where `epub-mediaoverlays-audio` must report a missing audio file (`path:line`), and nothing else.
        let missingAudio: [String]
        /// Linear spine documents narrated / all linear spine documents.
        let narrated: (Int, Int)
        var description: String { book }
    }

    static let books: [Expected] = [
        Expected(book: "daisy-epub30-test-0320-media-overlays.epub",
                 overlays: [("EPUB/xhtml/basic_tests.smil", 16), ("EPUB/xhtml/navigation_tests.smil", 65),
                            ("EPUB/xhtml/more_navigation_tests.smil", 40)],
                 total: 1192.5231745, missingAudio: ["EPUB/xhtml/more_navigation_tests.smil:13"], narrated: (3, 4)),
        Expected(book: "idpf-kusamakura-japanese-vertical-writing.epub",
                 overlays: [("OPS/xhtml/一.smil", 219), ("OPS/xhtml/二.smil", 220)],
                 total: 3603.031, missingAudio: ["OPS/xhtml/一.smil:20", "OPS/xhtml/二.smil:23"], narrated: (2, 15)),
        Expected(book: "idpf-moby-dick-mo.epub",
                 overlays: [("OPS/chapter_001_overlay.smil", 27), ("OPS/chapter_002_overlay.smil", 13)],
                 total: 1403.5, missingAudio: ["OPS/chapter_001_overlay.smil:7", "OPS/chapter_002_overlay.smil:6"], narrated: (2, 142)),
        Expected(book: "w3c-mol-navigation.epub",
                 overlays: [("EPUB/mo/ch1.smil", 4), ("EPUB/mo/ch2.smil", 2)],
                 total: 36.266, missingAudio: [], narrated: (2, 2)),
    ]

    static let overlayRules: Set<String> = [
        "epub-mediaoverlays-audio", "epub-mediaoverlays-clip", "epub-mediaoverlays-duration",
        "epub-mediaoverlays-reference", "epub-mediaoverlays-text", "epub-pagelist-mediaoverlays",
    ]

    @Test("overlay books are walked and judged as checked by hand", arguments: books)
    func walked(expected: Expected) async throws {
        let audit = try await AccessibilityInspector().audit(URL(fileURLWithPath: Paths.corpusBook(expected.book)))
        let overlays = audit.content.overlays
        #expect(overlays.map(\.path) == expected.overlays.map(\.path))
        #expect(overlays.map(\.pars.count) == expected.overlays.map(\.pars))
        for overlay in overlays {
            #expect(overlay.failure == nil && overlay.hasSMILRoot)
            // Every clip has both ends, parsed, in order.
            for par in overlay.pars {
                let audio = try #require(par.audio, "\(overlay.path):\(par.line) has no audio")
                #expect(audio.clipBegin != nil && audio.clipEnd != nil, "\(overlay.path):\(audio.line)")
                #expect((par.clipDuration ?? 0) > 0, "\(overlay.path):\(audio.line)")
                #expect(par.text?.target?.fragment?.isEmpty == false)
            }
        }
        let coverage = MediaOverlayCoverage(publication: audit.publication, content: audit.content)
        #expect((coverage.narrated.count, coverage.narrated.count + coverage.silent.count) == expected.narrated)
        // The clips add up to the declared total (within a millisecond: these books were authored by tools).
        #expect(abs((coverage.narratedSeconds ?? 0) - expected.total) < 0.001, "\(coverage.narratedSeconds ?? 0)")

        let findings = audit.findings.filter { Self.overlayRules.contains($0.ruleID) }
        let audio = findings.filter { $0.ruleID == "epub-mediaoverlays-audio" }
        #expect(audio.compactMap { $0.location?.description } == expected.missingAudio)
        #expect(audio.allSatisfy { $0.message.contains("in the manifest but not in the container") && $0.impact == .serious })
        #expect(findings.count == audio.count, "unexpected: \(findings.filter { $0.ruleID != "epub-mediaoverlays-audio" }.map(\.message))")

        // The report's data sums the same up.
        let data = try #require(audit.data.mediaOverlays)
        #expect(data.overlays == expected.overlays.count)
        #expect((data.narratedDocuments.count, data.narratedDocuments.count + data.silentDocuments.count) == expected.narrated)
        #expect(abs((data.narratedSeconds ?? 0) - expected.total) < 0.001)

        // The conformance row: a clip that cannot play is not met; otherwise a person still listens.
        let row = try #require(ConformanceAssessment(audit: audit).rows.first { $0.id == "epub-media-overlays" })
        #expect(row.status == (expected.missingAudio.isEmpty ? .needsReview : .notMet))
        #expect(row.findingCount == expected.missingAudio.count)
    }

    /// The DAISY test book narrates its six pages with `par epub:type="pagebreak"`: Ace's check passes, and
    /// removing the type from one would fail it (the same walk, with the par's types dropped).
    @Test func narratedPageBreaksAreMarkedInTheDAISYTestBook() async throws {
        let audit = try await AccessibilityInspector().audit(URL(fileURLWithPath: Paths.corpusBook("daisy-epub30-test-0320-media-overlays.epub")))
        let pagePars = audit.content.overlays.flatMap { overlay in
            overlay.pars.filter { $0.text?.target?.fragment?.hasPrefix("page") == true }
        }
        #expect(pagePars.count == 6)
        #expect(pagePars.allSatisfy { $0.types == ["pagebreak"] })
        #expect(!audit.findings.contains { $0.ruleID == "epub-pagelist-mediaoverlays" })

        let stripped = audit.content.overlays.map { overlay in
            var copy = overlay
            copy.pars = overlay.pars.map { par in
                var plain = MediaOverlayPar(line: par.line, id: par.id, types: [])
                (plain.text, plain.audio) = (par.text, par.audio)
                return plain
            }
            return copy
        }
        let rule = try #require(RuleRegistry.rule(id: "epub-pagelist-mediaoverlays"))
        let findings = rule.evaluate(RuleContext(publication: audit.publication,
                                                 content: PublicationContent(documents: audit.content.documents, overlays: stripped)))
        #expect(findings.filter { $0.outcome == .failed && $0.impact == .serious }.count == 6)
        #expect(findings.compactMap(\.location?.path).allSatisfy { $0.hasSuffix(".smil") })
    }
}
