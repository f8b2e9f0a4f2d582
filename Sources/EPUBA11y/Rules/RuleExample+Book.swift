import EPUBCore
import Foundation

extension RuleExample {
    /// The marker that points at the element a failing example must be reported at: written
    /// immediately before the element's `<`, stripped before the book is written.
    public static let marker: Character = "↓"

    /// Where a failing example says a finding must be: the file and line of a marked element.
    public struct Marker: Sendable, Hashable {
        /// Container path and 1-based line, as a finding reports them.
        public var location: SourceLocation
        /// The marked element's `id`, which the finding must name too.
        public var elementID: String?
        /// The marked element's name as written (`img`, `dc:title`), for messages.
        public var elementName: String

        /// A marker at `location`.
        public init(location: SourceLocation, elementID: String? = nil, elementName: String) {
            (self.location, self.elementID, self.elementName) = (location, elementID, elementName)
        }
    }

    /// An example written out as an EPUB: the bytes, the files as written (markers stripped)
    /// and where the markers were.
    public struct Book: Sendable {
        /// Container path of the package document.
        public static let packagePath = "OEBPS/content.opf"
        /// Container paths and texts in the order they are archived (after `mimetype` and `container.xml`).
        public var files: [(path: String, text: String)]
        /// Every `↓` of the example, in file order.
        public var markers: [Marker]
        /// The line of the `<package>` start tag: where findings about a missing property are reported.
        public var packageLocation: SourceLocation

        /// Where a failing example's findings must be: its markers, or `<package>` when it marks nothing.
        public var expectedPlaces: [Marker] {
            markers.isEmpty ? [Marker(location: packageLocation, elementName: "package")] : markers
        }

        /// The archive's bytes (`mimetype` stored first, as OCF requires).
        public func bytes() throws(EPUBError) -> [UInt8] {
            var writer = ZipArchiveWriter()
            writer.add("mimetype", "application/epub+zip", stored: true)
            writer.add("META-INF/container.xml", RuleExample.containerXML)
            for file in files { writer.add(file.path, file.text) }
            return try writer.archive()
        }

        /// The book, opened as the inspector would.
        public func open() throws(EPUBError) -> Publication {
            try Publication.open(bytes: bytes(), name: "example.epub")
        }
    }

    /// The example's metadata verbatim and its documents, in an otherwise minimal book: the
    /// package document at `OEBPS/content.opf`, `OEBPS/nav.xhtml`, `OEBPS/chapter1.xhtml`, … and
    /// `files` beside them.
    public func book() -> Book {
        let documents = documents ?? [RuleExample.xhtml(body: "<h1>Chapter</h1><p>Text.</p>")]
        let names = documents.indices.map { "chapter\($0 + 1).xhtml" }
        let toc = names.map { #"<li><a href="\#($0)">\#($0)</a></li>"# }.joined()
        let overlayNames = overlays.indices.map { "chapter\($0 + 1).smil" }
        let items = names.enumerated().map { index, name in
            let overlay = overlays.indices.contains(index) ? #" media-overlay="mo\#(index + 1)""# : ""
            return #"<item id="c\#(index + 1)" href="\#(name)" media-type="application/xhtml+xml"\#(overlay)/>"#
        } + overlayNames.enumerated().map { #"<item id="mo\#($0.offset + 1)" href="\#($0.element)" media-type="application/smil+xml"/>"# }
        let package = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="\(version)" unique-identifier="uid" \(packageAttributes)>
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
            \(metadata)
              </metadata>
              <manifest>
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            \(items.joined(separator: "\n"))
            \(manifestItems)
              </manifest>
              <spine>\(spine ?? names.indices.map { #"<itemref idref="c\#($0 + 1)"/>"# }.joined())</spine>
            </package>
            """
        var written: [(path: String, text: String)] = [(Book.packagePath, package)]
        written.append(("OEBPS/nav.xhtml", navigation ?? RuleExample.defaultNavigation(toc: toc)))
        written += zip(names, documents).map { ("OEBPS/\($0.0)", $0.1) }
        written += zip(overlayNames, overlays).map { ("OEBPS/\($0.0)", $0.1) }
        written += files.sorted { $0.key < $1.key }.map { ("OEBPS/\($0.key)", $0.value) }
        var markers: [Marker] = []
        for index in written.indices {
            let (text, found) = Self.stripMarkers(written[index].text, path: written[index].path)
            written[index].text = text
            markers += found
        }
        // Line 2: the XML declaration is line 1 and `<package` opens the next.
        return Book(files: written, markers: markers, packageLocation: SourceLocation(path: Book.packagePath, line: 2))
    }

    /// `text` without its markers, and where each was (its line, and the element that follows it).
    static func stripMarkers(_ text: String, path: String) -> (String, [Marker]) {
        guard text.contains(marker) else { return (text, []) }
        var markers: [Marker] = []
        var stripped = ""
        stripped.reserveCapacity(text.utf8.count)
        var line = 1
        var rest = Substring(text)
        while let character = rest.first {
            rest = rest.dropFirst()
            if character == marker {
                let tag = rest.prefix { $0 != ">" }
                markers.append(Marker(location: SourceLocation(path: path, line: line),
                                      elementID: attribute("id", in: tag), elementName: elementName(tag)))
                continue
            }
            if character == "\n" || character == "\r\n" { line += 1 }
            stripped.append(character)
        }
        return (stripped, markers)
    }

    /// The name after `<` in a start tag (empty when the marker does not precede one).
    private static func elementName(_ tag: Substring) -> String {
        guard tag.first == "<" else { return "" }
        return String(tag.dropFirst().prefix { !$0.isWhitespace && $0 != "/" })
    }

    /// The value of `name="…"` (or `'…'`) in a start tag, nil when absent.
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag
        while let range = rest.range(of: name + "=") {
            let before = rest[..<range.lowerBound].last
            let value = rest[range.upperBound...]
            rest = value
            // `xml:id` or `data-id` are other attributes: the name must start after whitespace.
            guard let before, before.isWhitespace, let quote = value.first, quote == "\"" || quote == "'" else { continue }
            return String(value.dropFirst().prefix { $0 != quote })
        }
        return nil
    }

    /// Every example's navigation unless it brings its own: a toc nav linking each document.
    static func defaultNavigation(toc: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
        <head><title>T</title></head>
        <body>
        <nav epub:type="toc" role="doc-toc" id="toc"><h1>Contents</h1><ol>\(toc)</ol></nav>

        </body>
        </html>
        """
    }

    static let containerXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles>
            <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
          </rootfiles>
        </container>
        """
}
