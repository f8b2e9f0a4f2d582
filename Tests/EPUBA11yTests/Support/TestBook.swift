import EPUBCore

/// Builds minimal EPUBs in memory for tests: a valid book by default, every part replaceable.
struct TestBook {
    var mimetype: String? = "application/epub+zip"
    var mimetypeStored = true
    var containerXML: String? = TestBook.containerXML(rootfile: "OEBPS/content.opf")
    var packagePath = "OEBPS/content.opf"
    var package: String = TestBook.opf()
    /// Further entries, written after the package document, in order.
    var files: [(String, String)] = [
        ("OEBPS/nav.xhtml", TestBook.nav()),
        ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>")),
    ]

    static func containerXML(rootfile: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles>
            <rootfile full-path="\(rootfile)" media-type="application/oebps-package+xml"/>
          </rootfiles>
        </container>
        """
    }

    /// An EPUB 3 package document; `metadata` is added after the required elements.
    static func opf(
        metadata: String = "", manifest: String? = nil, spine: String? = nil,
        packageAttributes: String = #"xml:lang="en""#, version: String = "3.0"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <package xmlns="http://www.idpf.org/2007/opf" version="\(version)" unique-identifier="uid" \(packageAttributes)>
          <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier id="uid">urn:uuid:00000000-0000-0000-0000-000000000001</dc:identifier>
            <dc:title>Test Book</dc:title>
            <dc:language>en</dc:language>
            <meta property="dcterms:modified">2025-01-01T00:00:00Z</meta>
        \(metadata)
          </metadata>
          <manifest>
        \(manifest ?? """
            <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
        """)
          </manifest>
          <spine>
        \(spine ?? #"<itemref idref="c1"/>"#)
          </spine>
        </package>
        """
    }

    static func nav(toc: String = #"<li><a href="chapter1.xhtml">One</a></li>"#, extra: String = "") -> String {
        xhtml(body: """
            <nav epub:type="toc" id="toc"><h1>Contents</h1><ol>\(toc)</ol></nav>
            \(extra)
            """)
    }

    static func xhtml(body: String, head: String = "<title>T</title>", htmlAttributes: String = #"xml:lang="en" lang="en""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" \(htmlAttributes)>
        <head>\(head)</head>
        <body>
        \(body)
        </body>
        </html>
        """
    }

    func zipEntries() -> [ZipArchiveWriter.Entry] {
        var entries: [ZipArchiveWriter.Entry] = []
        if let mimetype { entries.append(.init(name: "mimetype", bytes: Array(mimetype.utf8), stored: mimetypeStored)) }
        if let containerXML { entries.append(.init(name: "META-INF/container.xml", bytes: Array(containerXML.utf8))) }
        entries.append(.init(name: packagePath, bytes: Array(package.utf8)))
        entries += files.map { .init(name: $0.0, bytes: Array($0.1.utf8)) }
        return entries
    }

    func bytes() throws -> [UInt8] {
        try ZipArchiveWriter(entries: zipEntries()).archive()
    }

    func open(limits: ContainerLimits = .default) throws -> Publication {
        try Publication.open(bytes: bytes(), name: "test.epub", limits: limits)
    }
}

/// Walks a document and records what it saw, for assertions.
struct RecordingWalker: XMLWalker, Sendable {
    var elements: [XMLStartElement] = []
    var text = ""
    var ends = 0
    var maxDepth = 0

    mutating func startElement(_ element: XMLStartElement) {
        elements.append(element)
        maxDepth = max(maxDepth, element.depth)
    }

    mutating func endElement(localName: String, namespace: String?, depth: Int) { ends += 1 }
    mutating func text(_ text: String, line: Int) { self.text += text }

    func first(_ name: String) -> XMLStartElement? { elements.first { $0.localName == name } }
}

/// Parses `source` as a content document and records the walk.
func walk(_ source: String, path: String = "OEBPS/doc.xhtml") throws -> (XMLParseReport, RecordingWalker) {
    var walker = RecordingWalker()
    let report = try XMLDocumentParser.walk(Array(source.utf8), path: path, recovery: .html, into: &walker)
    return (report, walker)
}
