@testable import EPUBA11y
@testable import EPUBCore
import Foundation
import Testing

/// `fix --replace` and the library's fix calls (issue #15): the book's own statements give way to
/// what the content proves, the edit is read again before it is written, and a refusal is typed.
@Suite("fix: --replace and the library calls")
struct FixReplaceTests {
    static let sample = "SampleBooks/accessible-epub3.epub"
    static let claim = "EPUB Accessibility 1.1 - WCAG 2.2 Level AA"

    static func package(_ url: URL) throws -> (text: String, metadata: AccessibilityMetadata) {
        let publication = try Publication.open(path: url.path)
        let text = String(decoding: try publication.container.read(publication.package.path), as: UTF8.self)
        return (text, AccessibilityMetadata(package: publication.package))
    }

    @Test func replaceWritesWhatTheContentProvesAndKeepsTheClaim() async throws {
        let folder = try FixCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.epub"), again = folder.appendingPathComponent("again.epub")
        let run = try await CLIRunner.run(["fix", Self.sample, "--output", output.path, "--replace"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("removed 14 statement(s)"), "\(run.stdout)")
        let (text, metadata) = try Self.package(output)
        // What only a person can confirm is gone; what the content proves is back, once each.
        #expect(!metadata.featureNames.contains("readingOrder") && !metadata.featureNames.contains("displayTransformability"))
        #expect(metadata.featureNames.isSuperset(of: ["alternativeText", "tableOfContents", "pageNavigation", "MathML"]))
        #expect(metadata.features.count == metadata.featureNames.count)
        #expect(metadata.hazardNames == ["unknown"])
        #expect(metadata.summary?.text.hasPrefix("This publication was checked by machine") == true)
        // The claim, its certifier and what refines it stay, and so does the comment before the block.
        #expect(metadata.conformanceClaims.map(\.value) == [Self.claim])
        #expect(metadata.certifications.first?.credentials.map(\.value) == ["Sample Credential"])
        #expect(text.contains("<!-- Discovery metadata (EPUB Accessibility 1.1) -->"))
        #expect(!text.contains("This short sample book"))
        // Everything outside the metadata is as it was.
        let (original, _) = try Self.package(URL(fileURLWithPath: Self.sample))
        #expect(original.components(separatedBy: "</metadata>").last == text.components(separatedBy: "</metadata>").last)

        let second = try await CLIRunner.run(["fix", output.path, "--output", again.path, "--replace"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try Data(contentsOf: again) == Data(contentsOf: output))  // idempotent, even replacing
    }

    @Test func replaceWithAClaimReplacesTheCertifierAndWhatRefinesIt() async throws {
        let folder = try FixCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.epub")
        let run = try await CLIRunner.run(["fix", Self.sample, "--output", output.path, "--replace", "--accept", "hazard=none",
                                     "--accept", "readingOrder", "--claim", Self.claim, "--certifier", "Jane Doe"])
        #expect(run.status == 0, "\(run.stderr)")
        let (text, metadata) = try Self.package(output)
        #expect(metadata.conformanceClaims.map(\.value) == [Self.claim])
        #expect(metadata.certifications.map(\.certifier.value) == ["Jane Doe"])
        #expect(metadata.certifications.first?.credentials.isEmpty == true && metadata.certifications.first?.reports.isEmpty == true)
        #expect(!text.contains("Sample Credential") && !text.contains("a11y:certifierReport") && !text.contains("refines=\"#certifier\""))
        #expect(metadata.hazardNames == ["none"] && metadata.featureNames.contains("readingOrder"))
        #expect(try await FixCommandTests.discoveryFailures(output).isEmpty)
    }

    /// The library's in-memory call gives the bytes of the new book; a second call gives them back unchanged.
    @Test func fixOfBytesGivesTheNewBook() async throws {
        let input = try MetadataSuggestionTests.illustrated(alt: "Map of the route").bytes()
        let inspector = AccessibilityInspector()
        let (fixed, fix) = try await inspector.fix(input, name: "book.epub", accepting: .init(noHazards: true))
        #expect(fixed != input)
        #expect(fix.plan.statements.contains { $0.property == "accessibilityFeature" && $0.value == "alternativeText" })
        #expect(!fix.before.failedRuleIDs(tagged: "discovery").isEmpty && fix.after.failedRuleIDs(tagged: "discovery").isEmpty)
        let audit = try await inspector.audit(fixed, name: "book.epub")
        #expect(audit.metadata.hasHazard(.none) && audit.metadata.hasFeature(.alternativeText))
        let (again, second) = try await inspector.fix(fixed, name: "book.epub", accepting: .init(noHazards: true))
        #expect(again == fixed && second.plan.statements.isEmpty)
    }

    /// A sufficient set of three modes is read back in another order than written: still the same set.
    @Test func aBookWithImagesAndSoundIsFixed() async throws {
        var book = MetadataSuggestionTests.illustrated(alt: "Map of the route")
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: #"<h1>One</h1><img src="map.png" alt="Map of the route"/><audio src="a.mp3" controls="controls">Audio</audio>"#))
        let (fixed, fix) = try await AccessibilityInspector().fix(try book.bytes())
        #expect(fix.plan.statements.contains { $0.property == "accessModeSufficient" && $0.value == "textual,visual,auditory" })
        let audit = try await AccessibilityInspector().audit(fixed, name: "book.epub")
        #expect(audit.metadata.accessModeSufficient.contains { $0.names == ["textual", "visual", "auditory"] })
    }

    /// A package whose OPF namespace has a prefix and no default: the elements take the prefix,
    /// and the fix reports them as written.
    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func aPrefixedPackageGetsPrefixedElements() async throws {
        let input = Array(try Data(contentsOf: URL(fileURLWithPath: Paths.corpusBook("idpf-jlreq-in-japanese.epub"))))
        let (fixed, fix) = try await AccessibilityInspector().fix(input, name: "jlreq.epub")
        #expect(!fix.elements.isEmpty && fix.elements.allSatisfy { $0.hasPrefix("<opf:meta ") && $0.hasSuffix("</opf:meta>") })
        let publication = try Publication.open(bytes: fixed, name: "jlreq.epub")
        let text = String(decoding: try publication.container.read(publication.package.path), as: UTF8.self)
        #expect(fix.elements.allSatisfy { text.contains($0) })
    }

    @Test func aContradictedConfirmationIsATypedRefusal() async throws {
        var book = TestBook()
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: #"<h1>One</h1><audio src="a.mp3" autoplay="autoplay">Audio</audio>"#))
        let bytes = try book.bytes()
        do throws(EPUBError) {
            _ = try await AccessibilityInspector().fix(bytes, accepting: .init(noHazards: true))
            Issue.record("hazard=none with autoplaying sound must be refused")
        } catch {
            #expect(error.kind == .fixRefused)
            #expect(error.description.contains("nothing written"), "\(error)")
        }
    }
}

/// Removing the elements that declared statements: found by line and property as written, the
/// rest of the text kept byte for byte.
@Suite("Package metadata editor: removal")
struct PackageMetadataRemovalTests {
    typealias Removal = PackageMetadataEditor.Removal

    static func removal(_ line: Int, _ property: String) -> Removal {
        Removal(Provenance(location: SourceLocation(path: "p.opf", line: line), form: .metaProperty, property: property))!
    }

    @Test func aLineOfItsOwnGoesWithItsLineBreakAndNeighboursStay() throws {
        let text = "<metadata>\r\n  <meta property=\"schema:accessMode\">textual</meta>\r\n  <meta property=\"dcterms:modified\">x</meta>\r\n</metadata>"
        let edited = try PackageMetadataEditor.removing([Self.removal(2, "schema:accessMode")], from: text)
        #expect(edited == "<metadata>\r\n  <meta property=\"dcterms:modified\">x</meta>\r\n</metadata>")
    }

    @Test func oneLineMetadataPrefixesQuotedAngleBracketsAndCommentsAreHandled() throws {
        let text = #"<opf:metadata><!-- <meta property="a">old</meta> --><opf:meta property="a" id="x>y">v</opf:meta><meta name="b" content="1>2"/><link rel="c d" href="r"/><meta property="e">k</meta></opf:metadata>"#
        let edited = try PackageMetadataEditor.removing([Self.removal(1, "a"), Self.removal(1, "b"), Self.removal(1, "d")], from: text)
        #expect(edited == #"<opf:metadata><!-- <meta property="a">old</meta> --><meta property="e">k</meta></opf:metadata>"#)
    }

    @Test func anElementThatIsNotThereIsAFailureNotASilentSkip() {
        let text = "<metadata>\n<meta property=\"a\">v</meta>\n</metadata>"
        #expect(throws: PackageMetadataEditor.Failure.self) {
            try PackageMetadataEditor.removing([Self.removal(1, "a")], from: text)  // it is on line 2
        }
        #expect(Removal(Provenance(location: SourceLocation(path: "p.opf"), form: .metaProperty, property: "a")) == nil)
    }
}
