/// Inserts metadata elements into a package document's text, where a person would: just before
/// the `metadata` element's end tag, each on its own line, indented like the element before them.
/// Everything else in the document is kept byte for byte (issue #15: `fix` changes nothing else).
public enum PackageMetadataEditor {
    /// Why the elements could not be placed.
    public struct Failure: Error, Sendable, Hashable {
        /// A sentence naming what is missing.
        public let reason: String
    }

    /// `package` with `elements` (complete `<meta …>` element strings, no indentation) inserted
    /// before the end tag of its `metadata` element. When that element is prefixed
    /// (`</opf:metadata>`), the elements take the same prefix: it is the one bound to the OPF
    /// namespace there, and an unprefixed `meta` would be in no namespace (EPUBCheck: RSC-005).
    public static func inserting(_ elements: [String], into package: String) throws(Failure) -> String {
        guard !elements.isEmpty else { return package }
        guard let (end, prefix) = endTag(in: package) else {
            throw Failure(reason: "the package document has no metadata end tag to insert before")
        }
        let elements = prefix.isEmpty ? elements : elements.map { qualified($0, prefix: prefix) }  // as ``elements(_:as:)``
        let before = package[..<end]
        // The line the end tag sits on, and the indentation of the last non-empty line before it.
        let lineStart = before.lastIndex(of: "\n").map { package.index(after: $0) } ?? package.startIndex
        let endTagIndent = String(package[lineStart..<end].prefix { $0 == " " || $0 == "\t" })
        let endTagOnItsOwnLine = package[lineStart..<end].allSatisfy { $0 == " " || $0 == "\t" }
        let indent = childIndent(before: endTagOnItsOwnLine ? lineStart : end, in: package) ?? endTagIndent + "  "
        let newline = package.contains("\r\n") ? "\r\n" : "\n"
        let block = elements.map { indent + $0 }.joined(separator: newline)
        if endTagOnItsOwnLine {
            // Before the end tag's line: the new lines take the children's indentation and the end tag keeps its own.
            return String(package[..<lineStart]) + block + newline + String(package[lineStart...])
        }
        return String(package[..<end]) + newline + block + newline + endTagIndent + String(package[end...])
    }

    /// The start of the metadata element's end tag (the last one in the document) and its prefix
    /// (`opf` for `</opf:metadata>`, empty when unprefixed).
    static func endTag(in package: String) -> (String.Index, String)? {
        var searchEnd = package.endIndex
        while let range = package.range(of: "metadata>", options: .backwards, range: package.startIndex..<searchEnd) {
            searchEnd = range.lowerBound
            let before = package[..<range.lowerBound]
            if before.hasSuffix("</") { return (package.index(range.lowerBound, offsetBy: -2), "") }
            guard before.hasSuffix(":") else { continue }
            let name = before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            let prefix = String(name.reversed())
            let start = before.dropLast(prefix.count + 1)
            if !prefix.isEmpty, start.hasSuffix("</") { return (package.index(start.endIndex, offsetBy: -2), prefix) }
        }
        return nil
    }

    /// `elements` as ``inserting(_:into:)`` writes them into `package` (with its metadata element's prefix).
    public static func elements(_ elements: [String], as package: String) -> [String] {
        guard let (_, prefix) = endTag(in: package), !prefix.isEmpty else { return elements }
        return elements.map { qualified($0, prefix: prefix) }
    }

    /// `<meta …>…</meta>` as `<prefix:meta …>…</prefix:meta>`.
    static func qualified(_ element: String, prefix: String) -> String {
        guard element.hasPrefix("<meta") else { return element }
        var result = "<\(prefix):" + element.dropFirst()
        if result.hasSuffix("</meta>") { result = String(result.dropLast("</meta>".count)) + "</\(prefix):meta>" }
        return result
    }

    /// The indentation of the last non-blank line before `index` when it starts with an element.
    static func childIndent(before index: String.Index, in package: String) -> String? {
        let lines = package[..<index].split(separator: "\n", omittingEmptySubsequences: true)
        for line in lines.reversed() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.allSatisfy({ $0 == "\r" }) { continue }
            return trimmed.hasPrefix("<") ? String(line.prefix { $0 == " " || $0 == "\t" }) : nil
        }
        return nil
    }
}
