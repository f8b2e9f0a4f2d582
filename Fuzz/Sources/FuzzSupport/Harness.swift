import EPUBA11y
@_spi(Oracle) import EPUBCore

/// What each fuzz target does with one input. Every path is public API, called the way a
/// backend calls it; a thrown ``EPUBError`` is a correct answer, only a crash, leak, hang or
/// runaway allocation is a finding. `FuzzRegressionTests` replays saved inputs the same way.
public enum Harness {
    /// All rules, one content document at a time (libFuzzer's thread blocks on the audit),
    /// and a fixed timestamp so no clock is read.
    static let inspector = AccessibilityInspector(options: .init(concurrency: 1, timestamp: .fixed("2025-01-01T00:00:00Z")))

    /// Separates the package document from the chapter in a FuzzAudit input. NUL cannot occur
    /// in XML, so the marker never splits a meaningful document.
    public static let auditSeparator: [UInt8] = [0] + Array("CHAPTER".utf8) + [0]

    /// FuzzContainer: the bytes are an `.epub`. Opens the ZIP, reads every entry within the
    /// limits, then opens the publication and audits it when it opens.
    public static func container(_ bytes: [UInt8]) {
        guard let container = try? ZipContainer(bytes: bytes, name: "fuzz.epub") else { return }
        for entry in container.entries {
            _ = try? container.read(entry.path)
        }
        _ = container.unsafeEntryNames.count
        guard let publication = try? Publication(container: container) else { return }
        audit(publication)
    }

    /// FuzzPackage: the bytes are the package document of the base book. Opens it and runs
    /// everything that reads only the package: metadata, Display Guide, and every rule over a
    /// package-only context (no content walk, so no async and no libxml2 beyond the OPF).
    public static func package(_ bytes: [UInt8]) {
        guard let archive = try? BaseBook.shared.archive(replacing: [BaseBook.packagePath: bytes]),
              let publication = try? Publication.open(bytes: archive, name: "fuzz.epub") else { return }
        let metadata = MetadataReport(publication: publication)
        _ = MetadataTextRenderer.render(metadata, descriptive: true)
        _ = inspector.displayGuide(for: publication)
        _ = RuleRegistry.evaluate(RuleContext(publication: publication))
    }

    /// FuzzContent: the bytes are the base book's only chapter; a full audit walks it with the
    /// content walker (and through the HTML recovery parser when it is not well-formed).
    public static func content(_ bytes: [UInt8]) {
        guard let archive = try? BaseBook.shared.archive(replacing: [BaseBook.chapterPath: bytes]),
              let publication = try? Publication.open(bytes: archive, name: "fuzz.epub") else { return }
        audit(publication)
    }

    /// FuzzNavigation: the first byte chooses the document (even: the EPUB 3 navigation
    /// document, odd: the NCX) and the rest replaces it; then a full audit, whose navigation
    /// rules cross-check the tables against the chapter.
    public static func navigation(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let path = selector & 1 == 0 ? BaseBook.navigationPath : BaseBook.ncxPath
        guard let archive = try? BaseBook.shared.archive(replacing: [path: Array(bytes.dropFirst())]),
              let publication = try? Publication.open(bytes: archive, name: "fuzz.epub") else { return }
        audit(publication)
    }

    /// FuzzAudit: the bytes before ``auditSeparator`` replace the package document, those after
    /// it the chapter (no separator: the package document only). A full audit, then every
    /// report format, since the renderers print what the book says.
    public static func wholeAudit(_ bytes: [UInt8]) {
        let (package, chapter) = splitAudit(bytes)
        var replacements = [BaseBook.packagePath: package]
        if let chapter { replacements[BaseBook.chapterPath] = chapter }
        guard let archive = try? BaseBook.shared.archive(replacing: replacements),
              let publication = try? Publication.open(bytes: archive, name: "fuzz.epub") else { return }
        let report = runBlocking { await inspector.report(for: publication) }
        _ = TextReportRenderer().render(report)
        _ = HTMLReportRenderer.render(report)
        _ = try? AceReportRenderer.render(report)
        _ = try? JSONOutput.encode(report)
    }

    /// The package and chapter that link `OEBPS/style.css` (`Fuzz/Parts/css`).
    static let cssPart = BaseBook.part("css")
    /// The package whose chapter has the overlay `OEBPS/chapter1.smil` (`Fuzz/Parts/media-overlay`).
    static let mediaOverlayPart = BaseBook.part("media-overlay")

    /// FuzzCSS: the bytes before ``auditSeparator`` are `OEBPS/style.css`, which the chapter links,
    /// those after it the chapter (no separator: the part's chapter, whose elements the sheet's
    /// selectors name). A full audit: the cascade resolves every element's style, the contrast
    /// rules judge its text, and every rule reads the hiding the cascade decides.
    public static func css(_ bytes: [UInt8]) {
        let (sheet, chapter) = splitAudit(bytes)
        var replacements = cssPart
        replacements["OEBPS/style.css"] = sheet
        if let chapter { replacements[BaseBook.chapterPath] = chapter }
        guard let archive = try? BaseBook.shared.archive(replacing: replacements),
              let publication = try? Publication.open(bytes: archive, name: "fuzz.epub") else { return }
        audit(publication)
    }

    /// FuzzMediaOverlay: the bytes are `OEBPS/chapter1.smil`, the overlay of the base chapter (its
    /// `text` elements point at the chapter's ids, its `audio` clips at `audio.mp3`). A full audit:
    /// the overlay is read, its clips timed and its coverage of the reading order judged.
    public static func mediaOverlay(_ bytes: [UInt8]) {
        var replacements = mediaOverlayPart
        replacements["OEBPS/chapter1.smil"] = bytes
        guard let archive = try? BaseBook.shared.archive(replacing: replacements),
              let publication = try? Publication.open(bytes: archive, name: "fuzz.epub") else { return }
        audit(publication)
    }

    /// The chunk sizes FuzzHTMLDifferential feeds the stream, chosen by the input's first byte.
    public static let differentialChunkSizes = [1, 7, 64, 4096]

    /// FuzzHTMLDifferential: the first byte chooses the chunk size, the rest is a document for the
    /// HTML recovery, parsed twice: streamed (production) and as a tree (the oracle). A difference
    /// in their reports or events stops the run, as a crash would, with the first difference.
    public static func htmlDifferential(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let size = differentialChunkSizes[Int(selector) % differentialChunkSizes.count]
        if let difference = HTMLRecoveryOracle.firstDifference(differentialDocument(bytes), chunkSize: size) {
            fatalError("the streamed HTML recovery and its tree oracle differ (chunk size \(size)): \(difference)")
        }
    }

    /// The document of a FuzzHTMLDifferential input: the bytes after the selector, NUL bytes made
    /// spaces. The oracle's pull parser takes a NUL after `<` for the end of the document (`<\0x<p>y`:
    /// nothing recovered) where the stream, whose `HTMLFeed` ends the input only at a NUL after `>`
    /// or before any text, reads on (`html`, `body`, `p`): found by this target in its first 35
    /// inputs; the stream's reading is the one kept (`Fuzz/Findings/README.md`).
    public static func differentialDocument(_ bytes: [UInt8]) -> [UInt8] {
        bytes.dropFirst().map { $0 == 0 ? UInt8(ascii: " ") : $0 }
    }

    /// The package document and (when the separator is there) the chapter of a FuzzAudit input.
    public static func splitAudit(_ bytes: [UInt8]) -> (package: [UInt8], chapter: [UInt8]?) {
        let marker = auditSeparator
        guard bytes.count >= marker.count else { return (bytes, nil) }
        for start in 0...(bytes.count - marker.count) where bytes[start..<(start + marker.count)].elementsEqual(marker) {
            return (Array(bytes[..<start]), Array(bytes[(start + marker.count)...]))
        }
        return (bytes, nil)
    }

    private static func audit(_ publication: Publication) {
        let report = runBlocking { await inspector.report(for: publication) }
        _ = report.findings.count
    }
}
