extension EPUBError {
    /// Why a book could not be read, as data: a code of ``EPUBError/reasons``, the values its
    /// sentence names and the reasons nested in it. ``english`` is the sentence ``EPUBError/reason``
    /// holds; a report in another language words the same code from its own string table
    /// (epub-a11y's `strings/<language>.json` holds each code as `error.<code>`).
    ///
    /// Values are what no translation changes: paths, numbers, and the words of libxml2, libzip
    /// and the system (`Opening and ending tag mismatch: …`), which are theirs, not ours.
    ///
    /// Encoded as its English sentence (a report's JSON holds the text it always had); decoded,
    /// it is that English, kept as words of no table (``library(_:)``).
    public struct Reason: Sendable, Hashable, Codable {
        /// A key of ``EPUBError/reasons``.
        public let code: String
        /// The values its `{placeholders}` name.
        public let values: [String: String]
        /// Reasons its `{placeholders}` name: a sentence within the sentence.
        public let parts: [String: Reason]

        /// The reason `code` with `values` and nested `parts`.
        public init(_ code: String, _ values: [String: String] = [:], parts: [String: Reason] = [:]) {
            self.code = code
            self.values = values
            self.parts = parts
        }

        /// An error's reason, with its file name (`books/x.epub: …`) when it is about another file.
        static func error(_ error: any Error) -> Reason {
            guard let error = error as? EPUBError else { return .library("\(error)") }
            return Reason("in-file", ["file": error.file], parts: ["reason": error.cause ?? .library(error.reason)])
        }

        /// Reads a reason written as its English sentence: that English, words of no table.
        public init(from decoder: any Decoder) throws {
            self = .library(try decoder.singleValueContainer().decode(String.self))
        }

        /// Writes the reason as its English sentence.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(english)
        }

        /// A message of libxml2, libzip or the system, as it is: a reason of theirs.
        public static func library(_ message: String) -> Reason { Reason("library", ["message": message]) }

        /// The sentence in English: its template with the values and the parts' English filled in.
        public var english: String {
            var out = ""
            var template = Substring(EPUBError.reasons[code] ?? code)
            // Braces found by UTF-8 (ASCII; no template puts a mark after one), not by character.
            while let open = template.utf8.firstIndex(of: UInt8(ascii: "{")),
                  let close = template.utf8[open...].firstIndex(of: UInt8(ascii: "}")) {
                out += template[..<open]
                let name = String(template[template.utf8.index(after: open)..<close])
                out += values[name] ?? parts[name]?.english ?? "{\(name)}"
                template = template[template.utf8.index(after: close)...]
            }
            return out + template
        }
    }

    /// The English sentence of every reason, by code; `{name}` is a value or a nested reason.
    /// Sentences without the book's name: a report prints `file: reason`.
    public static let reasons: [String: String] = [
        "library": "{message}",
        "in-file": "{file}: {reason}",
        "css.as-written": "{text}",
        "css.variable-no-value": "the variable {name} has no value ({source})",
        "css.declared": "{declaration} ({source})",
        "css.declared.default": "{declaration} (the reading system's default style)",
        "css.opacity": "opacity {value} blends the text with what is behind it ({source})",
        "css.positioned-off-screen": "a box positioned {position} off the screen ({source})",
        "css.positioned-over": "a box positioned {position} may sit over other content ({source})",
        "css.indented-off-screen": "text indented off the screen ({source})",
        "css.font-size-viewport": "font-size {value} depends on the viewport ({source})",
        "css.colour-unread": "the colour {value} is not one this analysis reads ({source})",
        "css.background-image": "a background image lies behind the text ({source})",
        "css.background-unread": "the background colour {value} is not one this analysis reads ({source})",
        "css.doubt-at": "{doubt}, at {path}:{line}",
        "css.selector-may-apply": "the selector {selector} may apply ({why})",
        "css.applies-under": "{selector} applies only under {condition}",
        "css.pseudo-element-colours": "::{pseudo} colours set by {selector} ({path}:{line}) are not analysed",
        "css.match.too-costly": "selector too costly to match",
        "css.match.sibling-beyond": "sibling beyond the {count} kept",
        "css.match.type-index-late": "siblings of the same name counted only after the style sheet that needs them",
        "css.svg-text": "SVG text is painted with fill and stroke, which this analysis does not read",
        "css.large-text-only": "the contrast {ratio}:1 suffices for large text only, and the size is uncertain: {why}",
        "css.colour-without-background": "a text colour is set without a background colour",
        "css.background-without-colour": "a background colour is set without a text colour",
        "html.aria-hidden": "aria-hidden=\"true\" on <{element}> at line {line}",
        "html.hidden-attribute": "the hidden attribute on <{element}> at line {line}",
        "issue.unsafe-entry-name": "entry \"{name}\" points outside the container and is ignored",
        "issue.mimetype-missing": "the mimetype file is missing",
        "issue.mimetype-value": "mimetype contains \"{value}\", expected \"{expected}\"",
        "issue.mimetype-not-first": "mimetype is not the first entry of the archive",
        "issue.mimetype-compressed": "mimetype is compressed; it must be stored",
        "issue.mimetype-extra-field": "mimetype has an extra field in its ZIP header",
        "issue.encrypted-resource": "{path} is encrypted ({algorithm}) and is not inspected",
        "issue.encrypted-resource.unknown": "{path} is encrypted (unknown algorithm) and is not inspected",
        "issue.nav-missing": "no manifest item has properties=\"nav\"",
        "issue.nav-multiple": "{count} manifest items have properties=\"nav\"",
        "issue.ncx-missing": "the EPUB 2 package has no NCX",
        "issue.not-in-container": "{path} is not in the container",
        "issue.not-well-formed": "{path} is not well-formed: {detail}",
        "issue.spine-idref": "spine itemref \"{idref}\" names no manifest item",
        "issue.missing-resource": "manifest item \"{id}\" ({href}) is not in the container",
        "issue.opf-root": "the package document's root is <{root}>, expected <package> in the OPF namespace",
        "issue.opf-metadata-missing": "the package document has no <metadata>",
        "issue.manifest-item-incomplete": "a manifest item lacks its id or href",
        "issue.href-outside-container": "manifest item \"{id}\" points outside the container: {href}",
        "issue.entity-expansion-capped": "{count} entity reference(s) in the package document were left unexpanded: its internal entities would add more than {limit} characters of text",
        "issue.spine-no-content": "the spine names no content document that the container holds ({count} itemref(s)), so there is nothing to read or check",
        "file-not-found": "no such file or folder",
        "file-not-found.file": "no such file",
        "folder-not-found": "no such folder",
        "folder-unlistable": "cannot list the folder",
        "zip-empty": "is not a readable ZIP archive (it is empty)",
        "zip-unreadable": "is not a readable ZIP archive ({detail})",
        "zip-unopenable": "cannot be opened ({detail})",
        "zip-no-memory": "could not allocate {bytes} bytes",
        "entry-count": "holds {count} entries, more than the limit of {limit}",
        "entry-missing": "{path} is missing",
        "entry-outside": "{path} points outside the container",
        "entry-encrypted": "{path} is encrypted and cannot be read",
        "entry-encrypted.algorithm": "{path} is encrypted ({algorithm}) and cannot be read",
        "entry-size": "{path} declares {size} bytes, more than the limit of {limit}",
        "entry-size.platform": "{path} declares {size} bytes, more than this platform can hold in memory",
        "entry-ratio": "{path} expands {compressed} bytes to {size}, a ratio above {limit}:1 (zip bomb?)",
        "entry-total": "reading {path} would inflate more than the total limit of {limit} bytes",
        "entry-unreadable": "{path} cannot be read",
        "entry-unopenable": "{path} cannot be opened ({detail})",
        "entry-corrupt": "{path} is corrupt ({detail})",
        "entry-more-bytes": "{path} yields more than {got} bytes but its header declares {size}",
        "entry-fewer-bytes": "{path} yields only {got} bytes but its header declares {size}",
        "entry-changed": "{path} changed size while being read",
        "container-no-rootfile": "{path} names no rootfile",
        "container-unparsable": "{path} {summary}",
        "rootfile-outside": "the rootfile {path} points outside the container",
        "package-missing": "the package document {path} is missing",
        "package-unparsable": "the package document {path} {summary}",
        "document-unparsable": "{path} {summary}",
        "document-unparsable.html": "{path} cannot be parsed, even as HTML ({detail})",
        "document-cancelled": "{path} was not checked: the audit was cancelled",
        "document-unchecked": "{path} was not checked: {detail}",
        "xml.cancelled": "was not checked: {detail}",
        "xml.too-costly": "is too costly to check: {detail}",
        "xml.malformed.line": "is not well-formed XML at line {line}: {detail}",
        "xml.malformed": "is not well-formed XML: {detail}",
        "xml.not-well-formed": "not well-formed",
        "xml.no-parser": "libxml2 could not allocate a parser",
        "xml.no-root": "the document has no root element",
        "xml.parse-cancelled": "the parse was cancelled",
        "xml.limit": "the document {limit}; it is too costly to check",
        "xml.limit.document-bytes": "is larger than {limit} bytes",
        "xml.limit.attributes-per-element": "has an element with more than {limit} attributes",
        "xml.limit.nodes": "has more than {limit} elements and attributes",
        "xml.limit.cpu-time": "took more than {seconds} seconds of CPU to parse",
        "xml.limit.cpu-time.duration": "took more than {limit} of CPU to parse",
    ]
}
