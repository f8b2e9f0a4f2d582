import EPUBA11y
import Foundation
import Testing

/// References are typed and every base address is written once, in `Support/Reference.swift`.
@Suite struct ReferenceTests {
    @Test func typedReferencesKnowTheirAddressAndTitle() {
        #expect(Reference.wcag("1.1.1").url == "https://www.w3.org/TR/WCAG22/#non-text-content")
        #expect(Reference.wcag("1.1.1").title == ("WCAG 2.2", "non-text-content"))
        #expect(Reference.epubA11y("confreq-schema-accessMode").title == ("EPUB Accessibility 1.1", "confreq-schema-accessMode"))
        #expect(Reference.htmlTechnique("H37").url == "https://www.w3.org/WAI/WCAG22/Techniques/html/H37")
        #expect(Reference.axe("image-alt").title == ("axe-core rule", "image-alt"))
        #expect(Reference(url: "https://example.org/spec#part").title == ("https://example.org/spec", "part"))
    }

    @Test func everyBaseAddressIsWrittenOnce() throws {
        let bases = ["https://www.w3.org/TR/WCAG22/", "https://www.w3.org/WAI/WCAG22/", "https://dequeuniversity.com/rules/axe/",
                     "https://www.w3.org/TR/epub-a11y-11/", "https://www.w3.org/TR/epub-a11y-tech-11/", "https://www.w3.org/TR/epub-33/",
                     "https://kb.daisy.org/publishing/docs/", "https://www.w3.org/TR/epub-aria-authoring-11/"]
        let root = Paths.packageRoot.appendingPathComponent("Sources/EPUBA11y")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 100)
        var found: [String] = []
        for file in files where file != "Support/Reference.swift" {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for base in bases where text.contains("\"" + base) { found.append("\(file): \(base)") }
        }
        #expect(found.isEmpty, "base addresses written outside Reference: \(found.sorted())")
    }
}
