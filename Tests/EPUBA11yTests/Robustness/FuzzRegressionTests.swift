import EPUBA11y
@_spi(Oracle) import EPUBCore
import Foundation
import Testing

/// Replays fuzzer inputs without sanitizers: every input a fuzzer found a problem with
/// (`Fixtures/fuzz/<Target>/`, minimised) and every committed seed (`Fuzz/Corpus/<Target>/`),
/// each through the entry point of its target, built into a book exactly as
/// `Fuzz/Sources/FuzzSupport/Harness.swift` builds it. Each must end in a report or a typed
/// ``EPUBError``; a crash kills the test runner, which is the failure this suite guards against.
@Suite("Regression: fuzzer inputs")
struct FuzzRegressionTests {
    /// The fuzz targets, named as the executables and the input folders are.
    enum Target: String, CaseIterable {
        case container = "FuzzContainer", package = "FuzzPackage", content = "FuzzContent"
        case navigation = "FuzzNavigation", audit = "FuzzAudit", css = "FuzzCSS", mediaOverlay = "FuzzMediaOverlay"
        case htmlDifferential = "FuzzHTMLDifferential"
    }

    /// How one input ended.
    enum Outcome {
        /// The book opened and was audited.
        case audited(verdict: ConformanceAssessment.Verdict, findings: Int)
        /// FuzzPackage: the book opened and its package document was read and checked.
        case checked(findings: Int)
        /// FuzzHTMLDifferential: the streamed HTML recovery and its tree oracle agreed.
        case agreed
        /// The book was refused with a typed error.
        case refused(EPUBError)
        /// The harness does not use the input (FuzzNavigation's empty input has no selector byte).
        case skipped
    }

    static let fixtures = Paths.packageRoot.appendingPathComponent("Tests/EPUBA11yTests/Fixtures/fuzz")
    static let seeds = Paths.packageRoot.appendingPathComponent("Fuzz/Corpus")

    /// `<folder>/<Target>/<file>` for every input of both folders, sorted.
    static func inputs(under root: URL) -> [String] {
        Target.allCases.flatMap { target -> [String] in
            let folder = root.appendingPathComponent(target.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(root.lastPathComponent)/\(target.rawValue)/\($0)" }
        }
    }

    static let regressionInputs = inputs(under: fixtures)
    static let seedInputs = inputs(under: seeds)

    @Test("every minimised fuzzer finding ends in a report or a typed error", arguments: regressionInputs)
    func regression(input: String) async throws {
        try await expectHandled(input, root: Self.fixtures.deletingLastPathComponent())
    }

    @Test("every seed ends in a report or a typed error", arguments: seedInputs)
    func seed(input: String) async throws {
        try await expectHandled(input, root: Self.seeds.deletingLastPathComponent())
    }

    @Test func everyTargetHasSeedsAndTheRegressionFolderExists() {
        for target in Target.allCases {
            #expect(Self.seedInputs.contains { $0.hasPrefix("Corpus/\(target.rawValue)/") }, "no seeds for \(target.rawValue)")
        }
        #expect(FileManager.default.fileExists(atPath: Self.fixtures.path))
    }

    /// The seeds made from the base book itself reach the full audit: a harness that built a
    /// broken book would fuzz nothing past the package reader.
    @Test("the base book's own parts are audited", arguments: [
        (Target.container, "base-stored.epub"), (.package, "base-content.opf"), (.content, "base-chapter1.xhtml"),
        (.navigation, "base-nav.xhtml"), (.navigation, "base-toc.ncx"), (.audit, "base"),
        (.css, "part-chapter1"), (.css, "part-style.css"), (.mediaOverlay, "part-chapter1.smil"),
    ])
    func baseSeedsAreAudited(target: Target, name: String) async throws {
        let bytes = try [UInt8](Data(contentsOf: Self.seeds.appendingPathComponent("\(target.rawValue)/\(name)")))
        switch try await Self.replay(target, bytes) {
        case .audited(let verdict, _):
            #expect(verdict != .cannotBeAssessed)
        case .checked(let findings):
            #expect(target == .package)
            // The base book is accessible: a package-only run over it has nothing serious to say.
            #expect(findings < 10)
        case .agreed:
            Issue.record("\(target.rawValue)/\(name) is not a book")
        case .refused(let error):
            Issue.record("\(target.rawValue)/\(name) was refused: \(error)")
        case .skipped:
            Issue.record("\(target.rawValue)/\(name) was skipped")
        }
    }

    /// The parts' own seeds reach what their targets are for: FuzzCSS's style sheet is linked and
    /// its colours judged, FuzzMediaOverlay's overlay is read and narrates the chapter.
    @Test func thePartsReachTheCascadeAndTheOverlayReader() async throws {
        let sheet = try [UInt8](Data(contentsOf: Self.seeds.appendingPathComponent("FuzzCSS/part-style.css")))
        let styled = try Self.open(Self.cssReplacements(sheet: sheet, chapter: nil)).get()
        let styledReport = await Self.inspector.report(for: styled)
        // `.foreign:lang(fr) { color: rgba(0, 0, 0, .45) }` on white is below 4.5:1: only the linked sheet says so.
        #expect(styledReport.findings.contains { $0.ruleID == "color-contrast" && $0.outcome == .failed })
        let unstyled = await Self.inspector.report(for: try Self.open(Self.cssReplacements(sheet: [], chapter: nil)).get())
        #expect(!unstyled.findings.contains { $0.ruleID == "color-contrast" && $0.outcome == .failed })

        let overlay = try [UInt8](Data(contentsOf: Self.seeds.appendingPathComponent("FuzzMediaOverlay/part-chapter1.smil")))
        let narrated = await Self.inspector.report(for: try Self.open(Self.mediaOverlayReplacements(overlay)).get())
        #expect(narrated.data?.mediaOverlays?.overlays == 1)
        #expect(narrated.data?.mediaOverlays?.narratedDocuments == ["OEBPS/chapter1.xhtml"])
        #expect(narrated.data?.mediaOverlays?.narratedSeconds == 12.5)
    }

    /// The difference FuzzHTMLDifferential found first, kept (its harness makes NUL bytes spaces):
    /// after `<` and a NUL the tree recovers nothing, the stream the elements that follow
    /// (`HTMLFeed` ends the input at a NUL after `>` or before any text, not after `<`).
    @Test func aNULAfterALessThanEndsOnlyTheOraclesDocument() {
        let found = HTMLRecoveryOracle.firstDifference(Array("<".utf8) + [0] + Array("x<p>y</p>".utf8), chunkSize: 7)
        #expect(found?.contains("stream htmlRecovery elements") == true && found?.contains("tree failure nothing recovered") == true)
        #expect(HTMLRecoveryOracle.firstDifference(Array("< x<p>y</p>".utf8), chunkSize: 7) == nil)
    }

    /// FuzzHTMLDifferential's second finding, by hand: a script never closed (its end tag broken
    /// by invalid UTF-8) runs to the end of the document; fed in small pieces, the stream lost the
    /// last one, `</html>`, which libxml2's push parser held as a possible end tag and dropped at
    /// the end of input. The last piece now goes in with the end of input, at every chunk size.
    @Test(arguments: chunkSizes)
    func anUnterminatedScriptKeepsItsLastPiece(chunkSize: Int) {
        let document = Array("<html><head><script>x</scrip".utf8) + [0xBF, 0xBF] + Array("t></head><body><p>y</p></body></html>".utf8)
        let difference = HTMLRecoveryOracle.firstDifference(document, chunkSize: chunkSize)
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// Its third, the same input minimised further: at the invalid byte after `<b`, libxml2 2.9.14
    /// replaced the stream's UTF-8 decoder with Latin-1, so bytes pushed later read `\xCC` as `Ì`
    /// where the tree keeps the byte. The stream puts the UTF-8 decoder back after every piece.
    @Test(arguments: chunkSizes)
    func anInvalidByteLeavesTheRestUTF8(chunkSize: Int) {
        let document: [UInt8] = Array("<b".utf8) + [0x91] + Array(">".utf8) + [0xBF] + Array("<>".utf8) + [0xCC] + Array("b<p>c</p>".utf8)
        let difference = HTMLRecoveryOracle.firstDifference(document, chunkSize: chunkSize)
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// Its fourth: a stray end tag before any element (`  </tr><tr>…`) put libxml2's push parser
    /// in the epilog with no root, and the stream recovered nothing; the pull parser skipped the
    /// tag and went on. The stream now resumes there as it does after the root.
    @Test(arguments: chunkSizes)
    func aStrayEndTagFirstIsSkipped(chunkSize: Int) {
        let document = Array("  </tr>\n  <tr><th scope=\"row\">Tuesday</th><td>3.75</td></tr></tbody></table><p>The fog</p>".utf8)
        let difference = HTMLRecoveryOracle.firstDifference(document, chunkSize: chunkSize)
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// A lone control character: what the fuzzer's minimiser made of the same input.
    @Test(arguments: chunkSizes)
    func aLoneControlCharacter(chunkSize: Int) {
        let difference = HTMLRecoveryOracle.firstDifference([0x02], chunkSize: chunkSize)
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// Its fifth: a `<` at the very end is text to the pull parser; the push parser dropped it
    /// waiting for a name. Fed back as `&lt;` where the parser reads text, as is in a script.
    @Test(arguments: chunkSizes)
    func aLessThanAtTheEndIsText(chunkSize: Int) {
        for document in ["\u{FF}<", "<p>a</p>b<", "<p>x<", "<script>if (a <", "<html><body><p>a</p></body></html> <",
                         "<html><body><p>a</p></body></html> x", "<", "  <", "\u{2}<",
                         // The `<` in the first four bytes, control characters after it (the campaign's commonest kind).
                         "--><\u{6}\u{8}", "!\u{C}<\u{6}\u{8}", "\u{FEFF}a<"] {
            let bytes = document == "\u{FF}<" ? [0xFF, 0x3C] : Array(document.utf8)
            let difference = HTMLRecoveryOracle.firstDifference(bytes, chunkSize: chunkSize)
            #expect(difference == nil, "\(document): \(difference ?? "")")
        }
    }

    private func expectHandled(_ input: String, root: URL) async throws {
        let parts = input.split(separator: "/")
        let target = try #require(Target(rawValue: String(parts[1])))
        let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(input)))
        // Reaching the end is the point; replay checks that every report format rendered.
        switch try await Self.replay(target, bytes) {
        case .audited, .checked, .agreed:
            break
        case .refused(let error):
            #expect(!error.description.isEmpty)
        case .skipped:
            #expect(bytes.isEmpty)
        }
    }

    // MARK: - The harnesses, as in Fuzz/Sources/FuzzSupport/Harness.swift

    static let inspector = AccessibilityInspector(options: .init(concurrency: 1, timestamp: .fixed("2025-01-01T00:00:00Z")))
    static let auditSeparator: [UInt8] = [0] + Array("CHAPTER".utf8) + [0]
    /// The chunk sizes FuzzHTMLDifferential feeds the stream (`Harness.differentialChunkSizes`).
    static let chunkSizes = [1, 7, 64, 4096]

    /// Runs `bytes` the way `target`'s harness does.
    static func replay(_ target: Target, _ bytes: [UInt8]) async throws -> Outcome {
        let opened: Result<Publication, EPUBError>
        switch target {
        case .htmlDifferential:
            // As Harness.htmlDifferential: the selector byte chooses the chunk size, NUL bytes are spaces.
            guard let selector = bytes.first else { return .skipped }
            let size = chunkSizes[Int(selector) % chunkSizes.count]
            let difference = HTMLRecoveryOracle.firstDifference(bytes.dropFirst().map { $0 == 0 ? 0x20 : $0 }, chunkSize: size)
            #expect(difference == nil, "\(difference ?? "")")
            return .agreed
        case .container:
            opened = openContainer(bytes)
        case .package:
            opened = open(["OEBPS/content.opf": bytes])
        case .content:
            opened = open(["OEBPS/chapter1.xhtml": bytes])
        case .navigation:
            guard let selector = bytes.first else { return .skipped }
            opened = open([selector & 1 == 0 ? "OEBPS/nav.xhtml" : "OEBPS/toc.ncx": Array(bytes.dropFirst())])
        case .audit:
            let (package, chapter) = splitAudit(bytes)
            var replacements = ["OEBPS/content.opf": package]
            if let chapter { replacements["OEBPS/chapter1.xhtml"] = chapter }
            opened = open(replacements)
        case .css:
            let (sheet, chapter) = splitAudit(bytes)
            opened = open(cssReplacements(sheet: sheet, chapter: chapter))
        case .mediaOverlay:
            opened = open(mediaOverlayReplacements(bytes))
        }
        switch opened {
        case .failure(let error):
            return .refused(error)
        case .success(let publication) where target == .package:
            // FuzzPackage: what reads only the package document, and every rule without content.
            let metadata = MetadataReport(publication: publication)
            #expect(!MetadataTextRenderer.render(metadata, descriptive: true).isEmpty)
            _ = inspector.displayGuide(for: publication)
            return .checked(findings: RuleRegistry.evaluate(RuleContext(publication: publication)).count)
        case .success(let publication):
            // The audit and, as FuzzAudit does for every input, each report format.
            let report = await inspector.report(for: publication)
            #expect(!TextReportRenderer().render(report).isEmpty)
            #expect(HTMLReportRenderer.render(report).contains("</html>"))
            _ = try AceReportRenderer.render(report)
            _ = try JSONOutput.encode(report)
            return .audited(verdict: report.verdict, findings: report.findings.count)
        }
    }

    /// FuzzContainer: the bytes are the book; every entry is read within the limits first.
    private static func openContainer(_ bytes: [UInt8]) -> Result<Publication, EPUBError> {
        do {
            let container = try ZipContainer(bytes: bytes, name: "fuzz.epub")
            for entry in container.entries { _ = try? container.read(entry.path) }
            return .success(try Publication(container: container))
        } catch {
            return .failure(error)
        }
    }

    /// FuzzCSS: `Fuzz/Parts/css` (a package listing `style.css`, a chapter linking it), the sheet, and the chapter if given.
    static func cssReplacements(sheet: [UInt8], chapter: [UInt8]?) -> [String: [UInt8]] {
        var replacements = BaseBook.part("css")
        replacements["OEBPS/style.css"] = sheet
        if let chapter { replacements["OEBPS/chapter1.xhtml"] = chapter }
        return replacements
    }

    /// FuzzMediaOverlay: `Fuzz/Parts/media-overlay` (a package giving the chapter an overlay) and the overlay.
    static func mediaOverlayReplacements(_ overlay: [UInt8]) -> [String: [UInt8]] {
        var replacements = BaseBook.part("media-overlay")
        replacements["OEBPS/chapter1.smil"] = overlay
        return replacements
    }

    /// The base book with `replacements` swapped in.
    private static func open(_ replacements: [String: [UInt8]]) -> Result<Publication, EPUBError> {
        do {
            return .success(try Publication.open(bytes: try BaseBook.archive(replacing: replacements), name: "fuzz.epub"))
        } catch {
            return .failure(error)
        }
    }

    static func splitAudit(_ bytes: [UInt8]) -> (package: [UInt8], chapter: [UInt8]?) {
        let marker = auditSeparator
        guard bytes.count >= marker.count else { return (bytes, nil) }
        for start in 0...(bytes.count - marker.count) where bytes[start..<(start + marker.count)].elementsEqual(marker) {
            return (Array(bytes[..<start]), Array(bytes[(start + marker.count)...]))
        }
        return (bytes, nil)
    }

    /// `Fuzz/BaseBook`, zipped as the fuzz targets zip it: `mimetype` first, all entries stored.
    enum BaseBook {
        static let files: [(String, [UInt8])] = {
            let root = Paths.packageRoot.appendingPathComponent("Fuzz/BaseBook").standardizedFileURL
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
            var files: [(String, [UInt8])] = []
            while let url = walker?.nextObject() as? URL {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                      let data = try? Data(contentsOf: url) else { continue }
                files.append((String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)), [UInt8](data)))
            }
            return files.sorted { ($0.0 == "mimetype" ? 0 : 1, $0.0) < ($1.0 == "mimetype" ? 0 : 1, $1.0) }
        }()

        /// Replacements that name no file of the book are added after its files, sorted by path.
        static func archive(replacing replacements: [String: [UInt8]]) throws(EPUBError) -> [UInt8] {
            let own = Set(files.map(\.0))
            let added = replacements.keys.filter { !own.contains($0) }.sorted().map { ZipArchiveWriter.Entry(name: $0, bytes: replacements[$0] ?? [], stored: true) }
            return try ZipArchiveWriter(entries: files.map { .init(name: $0.0, bytes: replacements[$0.0] ?? $0.1, stored: true) } + added).archive()
        }

        /// `Fuzz/Parts/<name>/`'s files as paths under `OEBPS/` (as `BaseBook.part` in FuzzSupport).
        static func part(_ name: String) -> [String: [UInt8]] {
            let folder = Paths.packageRoot.appendingPathComponent("Fuzz/Parts/\(name)")
            var files: [String: [UInt8]] = [:]
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !file.hasPrefix(".") {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) { files["OEBPS/" + file] = [UInt8](data) }
            }
            return files
        }
    }
}
