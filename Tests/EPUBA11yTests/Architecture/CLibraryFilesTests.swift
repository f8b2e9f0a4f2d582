import Foundation
import Testing

/// Every libzip call lives in the `Container/LibZip*.swift` files (the reader and writer, the
/// rewriter) and every libxml2 call in the XML folder's `LibXML2*.swift` files (the tree and
/// entity helpers, the XML push pass, the HTML push pass and its SAX state): a C value never leaves them, and a reviewer of C memory rules reads only them.
@Suite struct CLibraryFilesTests {
    static let sources = Paths.packageRoot.appendingPathComponent("Sources")

    static func swiftFiles() -> [String] {
        (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
    }

    static func importers(of module: String) throws -> [String] {
        try swiftFiles().filter { path in
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import \(module)" }
        }.sorted()
    }

    @Test func libxml2IsCalledOnlyFromTheLibXML2Files() throws {
        let files = try Self.importers(of: "CLibXML2")
        #expect(files.count >= 4)  // the tree helpers, the XML pass, the HTML pass and its SAX state
        for file in files {
            #expect(file.hasPrefix("EPUBCore/XML/LibXML2"), "\(file) imports CLibXML2")
        }
    }

    @Test func libzipIsCalledOnlyFromTheLibZipFiles() throws {
        let files = try Self.importers(of: "CLibZip")
        #expect(files.contains("EPUBCore/Container/LibZip.swift"))
        for file in files {
            // Directly in Container/ (not a subfolder whose name starts LibZip).
            #expect(file.hasPrefix("EPUBCore/Container/LibZip") && !file.dropFirst("EPUBCore/Container/".count).contains("/"),
                    "\(file) imports CLibZip")
        }
    }
}
