/// Removing statements for `fix --replace`: the `meta` and `link` elements that declared them,
/// found by the line and the property (`property`, `name` or `rel`, as written) the metadata
/// reader recorded. The text around them is kept byte for byte; an element alone on its line
/// takes its line with it. The caller re-reads the result to prove only those statements went.
extension PackageMetadataEditor {
    /// An element to remove: where the reader found it and the property it declared, as written.
    public struct Removal: Sendable, Hashable {
        /// 1-based line the element starts on.
        public let line: Int
        /// The `property`, `name` or `rel` attribute value as written (`schema:accessMode`).
        public let property: String

        /// The element at `provenance`; nil when the reader recorded no line or the form is not an element with such an attribute.
        public init?(_ provenance: Provenance) {
            guard let line = provenance.location.line, provenance.form != .dublinCore else { return nil }
            self.line = line
            self.property = provenance.property
        }
    }

    /// `package` without the `meta`/`link` elements (also prefixed, `opf:meta`) named by `removals`.
    /// Throws when one of them cannot be found, so nothing half-removed is ever written.
    public static func removing(_ removals: Set<Removal>, from package: String) throws(Failure) -> String {
        guard !removals.isEmpty else { return package }
        var text = Array(package.utf8)
        var found: Set<Removal> = []
        // From the end, so the ranges still to cut keep their offsets.
        for element in elements(in: text).reversed() {
            let removal = removals.first { $0.line == element.line && element.declares($0.property) }
            guard let removal else { continue }
            found.insert(removal)
            text.replaceSubrange(wholeLine(element.range, in: text), with: [])
        }
        if let missing = removals.subtracting(found).sorted(by: { ($0.line, $0.property) < ($1.line, $1.property) }).first {
            throw Failure(reason: "no element declaring \(missing.property) was found on line \(missing.line) to remove")
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A `meta` or `link` element in the text: its byte range, first line and attributes.
    struct ElementSpan {
        let range: Range<Int>
        let line: Int
        let attributes: [String: String]

        func declares(_ property: String) -> Bool {
            ["property", "name", "rel"].contains { attributes[$0].map { $0.split(separator: " ").contains(Substring(property)) } ?? false }
        }
    }

    /// Every `meta`/`link` element (with or without a prefix such as `opf:`). Start tags are read with
    /// quoted values skipped, so a `>` inside a value does not end them; comments are skipped.
    static func elements(in text: [UInt8]) -> [ElementSpan] {
        var spans: [ElementSpan] = []
        var index = 0, line = 1, lineCounted = 0
        func lineAt(_ offset: Int) -> Int {
            while lineCounted < offset, lineCounted < text.count {
                if text[lineCounted] == UInt8(ascii: "\n") { line += 1 }
                lineCounted += 1
            }
            return line
        }
        while index < text.count {
            guard text[index] == UInt8(ascii: "<") else { index += 1; continue }
            if hasPrefix(text, at: index, "<!--") {
                index = find(text, "-->", from: index + 4).map { $0 + 3 } ?? text.count
                continue
            }
            guard let (name, afterName) = elementName(text, at: index + 1),
                  let tagEnd = startTagEnd(text, from: afterName) else { index += 1; continue }
            let selfClosing = tagEnd > 0 && text[tagEnd - 1] == UInt8(ascii: "/")
            var end = tagEnd + 1
            if !selfClosing {
                // The content runs to the matching end tag; meta content is text only.
                guard let close = find(text, "</\(name)>", from: end),
                      let closeEnd = find(text, ">", from: close) else { index = end; continue }
                end = closeEnd + 1
            }
            spans.append(ElementSpan(range: index..<end, line: lineAt(index), attributes: attributes(text[(afterName)..<tagEnd])))
            index = end
        }
        return spans
    }

    /// `meta` or `link`, with any prefix, at `offset`: the qualified name and the offset after it.
    static func elementName(_ text: [UInt8], at offset: Int) -> (String, Int)? {
        var end = offset
        while end < text.count, isNameByte(text[end]) { end += 1 }
        guard end > offset, end < text.count else { return nil }
        let name = String(decoding: text[offset..<end], as: UTF8.self)
        let local = name.split(separator: ":").last.map(String.init) ?? name
        let next = text[end]
        guard local == "meta" || local == "link", name.split(separator: ":").count <= 2,
              next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
                || next == UInt8(ascii: "/") || next == UInt8(ascii: ">") else { return nil }
        return (name, end)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// The offset of the `>` closing a start tag, skipping quoted attribute values.
    static func startTagEnd(_ text: [UInt8], from offset: Int) -> Int? {
        var quote: UInt8?
        var index = offset
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// `name="value"` pairs of a start tag (values as written; the names this editor looks for never need unescaping).
    static func attributes(_ tag: ArraySlice<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        let text = String(decoding: tag, as: UTF8.self)
        var rest = Substring(text)
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).last.map(String.init) ?? ""
            var valueStart = rest.index(after: equals)
            while valueStart < rest.endIndex, rest[valueStart] == " " || rest[valueStart] == "\t" { valueStart = rest.index(after: valueStart) }
            guard valueStart < rest.endIndex, rest[valueStart] == "\"" || rest[valueStart] == "'" else { break }
            let quote = rest[valueStart]
            let contentStart = rest.index(after: valueStart)
            guard let close = rest[contentStart...].firstIndex(of: quote) else { break }
            result[name] = String(rest[contentStart..<close])
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// `range` widened to its whole line (indentation and line break) when nothing else is on that line.
    static func wholeLine(_ range: Range<Int>, in text: [UInt8]) -> Range<Int> {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = range.lowerBound
        while start > 0, isBlank(text[start - 1]) { start -= 1 }
        var end = range.upperBound
        while end < text.count, isBlank(text[end]) { end += 1 }
        let startsLine = start == 0 || text[start - 1] == UInt8(ascii: "\n")
        if startsLine, end < text.count, text[end] == UInt8(ascii: "\r") { end += 1 }
        if startsLine, end < text.count, text[end] == UInt8(ascii: "\n") { return start..<(end + 1) }
        if startsLine, end == text.count { return start..<end }
        return range
    }

    static func hasPrefix(_ text: [UInt8], at offset: Int, _ prefix: String) -> Bool {
        let bytes = Array(prefix.utf8)
        guard offset >= 0, offset <= text.count - bytes.count else { return false }
        return text[offset..<(offset + bytes.count)].elementsEqual(bytes)
    }

    static func find(_ text: [UInt8], _ needle: String, from offset: Int) -> Int? {
        let bytes = Array(needle.utf8)
        guard !bytes.isEmpty, offset >= 0 else { return nil }
        var index = offset
        while index + bytes.count <= text.count {
            if text[index] == bytes[0], text[index..<(index + bytes.count)].elementsEqual(bytes) { return index }
            index += 1
        }
        return nil
    }
}
