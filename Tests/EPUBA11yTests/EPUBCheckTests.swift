@testable import EPUBA11y
@testable import EPUBCore
import Foundation
import Testing

/// Runs W3C EPUBCheck (Debian's `epubcheck` package: a jar run with `java -jar`, since Debian's
/// `/usr/bin/epubcheck` link needs binfmt support containers lack) and reads its JSON report.
enum EPUBCheck {
    static let jar = "/usr/share/java/epubcheck.jar"

    /// Nil when EPUBCheck can run; else why not (`make test` installs it when apt can).
    static let unavailable: String? = {
        guard FileManager.default.fileExists(atPath: jar) else { return "\(jar) is absent (apt-get install epubcheck)" }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/java") else { return "/usr/bin/java is absent" }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nice") else { return "/usr/bin/nice is absent" }
        return nil
    }()

    /// `ID path` of each ERROR and FATAL message EPUBCheck reports for the book `bytes`, written as
    /// `name` in a folder of its own (some messages locate themselves by the file name, so books
    /// compared must have the same name).
    static func errors(of bytes: [UInt8], name: String) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("epubcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = folder.appendingPathComponent(name), report = folder.appendingPathComponent("report.json")
        try Data(bytes).write(to: book)
        let process = Process()
        // Niced, one processor, C1 only and the serial collector: less than half the CPU of a default
        // JVM for a run this short, so the timing-sensitive tests running beside it keep their threads.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/nice")
        process.arguments = ["-n", "10", "/usr/bin/java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:ActiveProcessorCount=1",
                             "-jar", jar, book.path, "--json", report.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: report)) as? [String: Any]
        let messages = try #require(json?["messages"] as? [[String: Any]], "EPUBCheck wrote no report for \(name)")
        return Set(messages.compactMap { message -> String? in
            guard let severity = message["severity"] as? String, severity == "ERROR" || severity == "FATAL" else { return nil }
            let path = ((message["locations"] as? [[String: Any]])?.first?["path"] as? String) ?? ""
            return "\(message["ID"] as? String ?? "?") \(path)"
        })
    }
}

/// Issue #15's acceptance: EPUBCheck reports no error on a fixed book that it did not report on
/// the book given to `fix` (errors compared by message id and file, as lines move with the edit).
@Suite("fix: EPUBCheck finds no new error", .serialized, .enabled(if: EPUBCheck.unavailable == nil, "EPUBCheck cannot run: \(EPUBCheck.unavailable ?? "")"))
struct EPUBCheckTests {
    /// A book, how it is given to `fix`, and what is confirmed.
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let bytes: @Sendable () throws -> [UInt8]
        var acceptance = FixPlan.Acceptance()
        var replace = false
    }

    static func file(_ path: String) -> @Sendable () throws -> [UInt8] {
        { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
    }

    static var cases: [Case] {
        var cases = [
            Case(description: "accessible-epub3, replaced with a claim", bytes: file(Paths.sampleBooks.appendingPathComponent("accessible-epub3.epub").path),
                 acceptance: .init(noHazards: true, features: ["readingOrder"], claim: FixReplaceTests.claim, certifier: "Jane Doe"),
                 replace: true),
            Case(description: "legacy-epub2 (EPUB 2 name/content)", bytes: file(Paths.sampleBooks.appendingPathComponent("legacy-epub2.epub").path)),
            Case(description: "defective-epub3", bytes: file(Paths.sampleBooks.appendingPathComponent("defective-epub3.epub").path)),
        ]
        guard Paths.hasCorpus else { return cases }
        // Books without metadata: sound and images (a three-mode sufficient set), French fixed layout, German EPUB 2,
        // Japanese in an opf:-prefixed package (an English summary with xml:lang).
        for name in ["idpf-cc-shared-culture", "idpf-sous-le-vent", "pandoc-epub2_picture", "idpf-jlreq-in-japanese"] {
            cases.append(Case(description: name, bytes: file(Paths.corpusBook("\(name).epub"))))
        }
        for name in ["se-william-shakespeare_hamlet", "se-lewis-carroll_alices-adventures-in-wonderland"] {
            let url = URL(fileURLWithPath: Paths.corpusBook("\(name).epub"))
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            cases.append(Case(description: "\(name), stripped", bytes: {
                let package = try Publication.open(path: url.path).package.path
                return try MetadataSuggestionTests.strippingAccessibilityMetadata(url, package: package)
            }, acceptance: .init(noHazards: true)))
        }
        return cases
    }

    @Test(arguments: cases)
    func theFixedBookHasNoNewError(_ book: Case) async throws {
        let input = try book.bytes()
        let (fixed, fix) = try await AccessibilityInspector().fix(input, name: "book.epub", accepting: book.acceptance, replace: book.replace)
        #expect(!fix.plan.statements.isEmpty, "the fix must change something for the comparison to mean anything")
        let before = try EPUBCheck.errors(of: input, name: "book.epub")
        let after = try EPUBCheck.errors(of: fixed, name: "book.epub")
        #expect(after.subtracting(before).isEmpty, "new EPUBCheck errors: \(after.subtracting(before).sorted())")
    }

    /// The comparison can fail: a package edited with an undeclared prefix is an error EPUBCheck reports.
    @Test func anInvalidEditIsCaught() throws {
        let input = try Array(Data(contentsOf: Paths.sampleBooks.appendingPathComponent("legacy-epub2.epub")))
        let container = try ZipContainer(bytes: input, name: "legacy-epub2.epub")
        let path = try #require(container.entries.first { $0.path.hasSuffix(".opf") }?.path)
        let package = String(decoding: try container.read(path), as: UTF8.self)
        let broken = try PackageMetadataEditor.inserting(["<meta/>"], into: package)
        let after = try EPUBCheck.errors(of: try EPUBRewriter.rewrite(input, replacing: path, with: Array(broken.utf8)), name: "book.epub")
        let before = try EPUBCheck.errors(of: input, name: "book.epub")
        #expect(!after.subtracting(before).isEmpty)
    }
}
