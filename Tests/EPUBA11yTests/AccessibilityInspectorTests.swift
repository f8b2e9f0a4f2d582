import EPUBA11y
import Foundation
import Testing

@Suite("Library API: AccessibilityInspector")
struct AccessibilityInspectorTests {
    static let fixed = AccessibilityInspector(options: .init(timestamp: .fixed("2025-01-01T00:00:00Z")))

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: SampleBooksTests.book(name))))
    }

    @Test func bytesFileAndFolderGiveTheSameAssessment() async throws {
        let fromBytes = try await Self.fixed.report(for: try Self.bytes("defective-epub3"), name: "defective-epub3.epub")
        let fromFile = try await Self.fixed.report(for: URL(fileURLWithPath: SampleBooksTests.book("defective-epub3")))
        let fromFolder = try await Self.fixed.report(for: Paths.sampleBooks.appendingPathComponent("src/defective-epub3"))
        #expect(fromBytes.subject.file == "defective-epub3.epub")
        #expect(fromBytes.verdict == .fails)
        #expect(fromBytes.findings == fromFile.findings)
        // The unpacked source differs only by its DEFECTS.md and packaging facts.
        #expect(Set(fromFolder.findings.map(\.ruleID)) == Set(fromFile.findings.map(\.ruleID)))
        #expect(fromBytes.generatedAt == "2025-01-01T00:00:00Z")
    }

    @Test func unreadableBytesThrowTheTypedError() async throws {
        do {
            _ = try await Self.fixed.report(for: [UInt8]("not a zip".utf8), name: "upload-17.epub")
            Issue.record("no error thrown")
        } catch {
            #expect(error.kind == .notAZip)
            #expect(error.file == "upload-17.epub")
        }
    }

    @Test func displayGuideReadsOnlyThePackageDocument() throws {
        // A book whose only chapter is not even HTML: the cheap path never looks at it.
        var book = TestBook()
        book.package = TestBook.opf(metadata: #"<meta property="schema:accessibilityFeature">tableOfContents</meta>"#)
        book.files[1] = ("OEBPS/chapter1.xhtml", "\u{0}\u{1}binary")
        let guide = try Self.fixed.displayGuide(for: try book.bytes(), name: "cheap.epub")
        #expect(guide.field("navigation")?.statements.map(\.id) == ["navigation-toc"])
    }

    @Test func ruleSelection() async throws {
        let inspector = AccessibilityInspector(options: AccessibilityInspector.Options().selecting(ids: ["image-alt"]))
        let report = try await inspector.report(for: try Self.bytes("defective-epub3"))
        #expect(Set(report.findings.map(\.ruleID)) == ["image-alt"])
        #expect(report.summary.rulesRun == 1)
    }

    @Test("safe from many tasks at once: 50 concurrent audits agree")
    func concurrentAudits() async throws {
        let books = ["accessible-epub3", "defective-epub3", "legacy-epub2"]
        let uploads = try books.map { try Self.bytes($0) }
        let expected = try await uploads.asyncMap { try await Self.fixed.report(for: $0).findings }
        let results = try await withThrowingTaskGroup(of: (Int, [Finding]).self) { group in
            for index in 0..<50 {
                group.addTask { (index % 3, try await Self.fixed.report(for: uploads[index % 3]).findings) }
            }
            var all: [(Int, [Finding])] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 50)
        for (book, findings) in results { #expect(findings == expected[book]) }
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var out: [T] = []
        for element in self { out.append(try await transform(element)) }
        return out
    }
}
