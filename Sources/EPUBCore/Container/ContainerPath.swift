/// Container-relative paths and href resolution.
///
/// A container path has no leading slash, no `.` or `..` segments and no
/// percent-encoding: it is the decoded name of an entry (`OEBPS/text/ch 1.xhtml`).
/// Hrefs from documents are percent-decoded exactly once, resolved against the
/// referring document, and never allowed to climb above the container root.
public enum ContainerPath {
    /// Normalises an entry name as stored in an archive or found in a folder.
    /// Returns nil when the name is absolute or climbs above the root (`../../x`).
    public static func normalize(_ name: String) -> String? {
        if name.hasPrefix("/") || name.hasPrefix("\\") { return nil }
        // Nearly every entry name is normal already: returned as it is, after one look at its bytes.
        if isNormalASCIIPath(name) { return name }
        return normalizedBySegments(name)
    }

    /// ``normalize(_:)`` segment by segment, for a name that is not absolute: the path for names
    /// that need it, and the reference its test holds the shortcut to.
    static func normalizedBySegments(_ name: String) -> String? {
        normalizeSegments(name.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }

    /// Whether `name` is ASCII, and neither empty nor with an empty, `.` or `..` segment: then
    /// ``normalize(_:)`` leaves it as it is (for ASCII, a `/` is a character of its own).
    static func isNormalASCIIPath(_ name: String) -> Bool {
        var segmentLength = 0, segmentDots = 0
        for byte in name.utf8 {
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || (segmentDots == segmentLength && segmentLength <= 2) { return false }
                segmentLength = 0
                segmentDots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { segmentDots += 1 }
            }
        }
        return segmentLength > 0 && !(segmentDots == segmentLength && segmentLength <= 2)
    }

    /// The folder part of a container path (`OEBPS/text` for `OEBPS/text/ch1.xhtml`), empty at the root.
    public static func directory(of path: String) -> String {
        // By byte: "/" is ASCII, so its index is a character boundary.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Resolves `href` as written in the document at container path `base`.
    public static func resolve(_ href: String, from base: String) -> ResolvedHref {
        if case .some(.some(let resolved)) = resolveASCII(href, from: base) { return resolved }
        return resolveByCharacter(href, from: base)
    }

    /// ``resolve(_:from:)`` character by character: the reference the ASCII path is tested against.
    static func resolveByCharacter(_ href: String, from base: String) -> ResolvedHref {
        let trimmed = href.trimmingXMLWhitespace()
        var reference = Substring(trimmed)
        var fragment: String?
        if let hash = reference.firstIndex(of: "#") {
            fragment = LibXML2.percentDecode(String(reference[reference.index(after: hash)...]))
            reference = reference[..<hash]
        }
        if let question = reference.firstIndex(of: "?") { reference = reference[..<question] }
        if hasScheme(reference) {
            return ResolvedHref(href: href, kind: .external, path: nil, fragment: fragment)
        }
        if reference.isEmpty {
            // A same-document reference such as "#note-1".
            return ResolvedHref(href: href, kind: .container, path: base, fragment: fragment)
        }
        let decoded = LibXML2.percentDecode(String(reference))
        var segments: [String] = []
        if !decoded.hasPrefix("/") {
            let folder = directory(of: base)
            if !folder.isEmpty { segments = folder.split(separator: "/").map(String.init) }
        }
        segments += decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let path = normalizeSegments(segments) else {
            return ResolvedHref(href: href, kind: .outsideContainer, path: nil, fragment: fragment)
        }
        return ResolvedHref(href: href, kind: .container, path: path, fragment: fragment)
    }

    private static func normalizeSegments(_ segments: [String]) -> String? {
        var out: [String] = []
        for segment in segments {
            switch segment {
            case "", ".": continue
            case "..":
                if out.isEmpty { return nil }
                out.removeLast()
            default: out.append(segment)
            }
        }
        return out.joined(separator: "/")
    }

    /// RFC 3986 scheme: a letter, then letters, digits, `+`, `-` or `.`, then `:`.
    private static func hasScheme(_ reference: Substring) -> Bool {
        guard let colon = reference.firstIndex(of: ":"), colon != reference.startIndex else { return false }
        let scheme = reference[..<colon].unicodeScalars
        guard let first = scheme.first, first.isASCIILetter else { return false }
        return scheme.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }
}

/// An href resolved against the document that holds it.
public struct ResolvedHref: Sendable, Hashable, Codable {
    /// Where a resolved href points.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Points into the container; `path` is set.
        case container
        /// Has a URL scheme (`https:`, `mailto:`, ...).
        case external
        /// A relative path that climbs above the container root.
        case outsideContainer
    }

    /// The href exactly as written.
    public let href: String
    /// Where the href points.
    public let kind: Kind
    /// The decoded container path, for `.container` references.
    public let path: String?
    /// The decoded fragment identifier, without `#`.
    public let fragment: String?
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension String {
    /// Trims XML whitespace (space, tab, CR, LF) at both ends.
    public func trimmingXMLWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// XML whitespace normalisation: trims and collapses internal runs to one space.
    public func normalizingXMLWhitespace() -> String {
        // Text already in normal form (a link's "Chapter 1", most headings) is returned as it is.
        if Self.isXMLWhitespaceNormal(utf8) { return self }
        // Every text the inventory keeps goes through here: byte by byte, as the characters would
        // (XML whitespace is ASCII and no other character's UTF-8 holds an ASCII byte), unless a
        // space may belong to a larger character: a mark or joiner right after whitespace, or a
        // space right after a prepended sign (Unicode's grapheme rules GB9, GB9a, GB9b). Then
        // character by character.
        let result = utf8.withContiguousStorageIfAvailable { buffer -> String? in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(buffer.count)
            var pendingSpace = false
            var afterSpace = false
            for index in buffer.indices {
                let byte = buffer[index]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D:
                    if byte == 0x20, index > 0, buffer[index - 1] >= 0x80,
                       let previous = GraphemeEdge.scalar(endingBefore: index, in: buffer), GraphemeEdge.isPrepend(previous) {
                        return nil
                    }
                    pendingSpace = !bytes.isEmpty
                    afterSpace = true
                default:
                    if afterSpace, byte >= 0x80, let next = GraphemeEdge.scalar(startingAt: index, in: buffer),
                       GraphemeEdge.extendsPrevious(next) {
                        return nil
                    }
                    afterSpace = false
                    if pendingSpace {
                        bytes.append(0x20)
                        pendingSpace = false
                    }
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return (result ?? nil) ?? normalizingXMLWhitespaceByCharacter()
    }

    /// Whether `bytes` start and end with no XML whitespace and hold no tab, line end or two
    /// spaces in a row: then normalising leaves them as they are, whatever characters the spaces
    /// belong to (a space that joins a larger character is kept with it, and so is a lone one).
    static func isXMLWhitespaceNormal(_ bytes: String.UTF8View) -> Bool {
        var previousIsSpace = true  // a leading space is not normal
        for byte in bytes {
            switch byte {
            case 0x20:
                if previousIsSpace { return false }
                previousIsSpace = true
            case 0x09, 0x0A, 0x0D: return false
            default: previousIsSpace = false
            }
        }
        return !previousIsSpace || bytes.isEmpty
    }

    /// ``normalizingXMLWhitespace()`` by grapheme: the reference the byte path is tested against.
    func normalizingXMLWhitespaceByCharacter() -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        var pendingSpace = false
        for character in self {
            if character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n" {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" "); pendingSpace = false }
                out.append(character)
            }
        }
        return out
    }
}

/// The few Unicode scalars that join a space into a larger character (grapheme cluster).
enum GraphemeEdge {
    /// Marks and joiners that never start a character of their own (GB9 Extend and ZWJ, GB9a
    /// SpacingMark), taken broadly: any mark, plus the two SpacingMark letters of Thai and Lao.
    static func extendsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.isGraphemeExtend || [0x200C, 0x200D, 0x0E33, 0x0EB3].contains(scalar.value)
        }
    }

    /// Grapheme_Cluster_Break=Prepend (Unicode 15): signs that join the character after them (GB9b).
    static func isPrepend(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD, 0x111C2...0x111C3,
             0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02: true
        default: false
        }
    }

    /// The scalar whose UTF-8 starts at `index` (the buffer holds valid UTF-8: a String's).
    static func scalar(startingAt index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = buffer[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// The scalar whose UTF-8 ends just before `index`.
    static func scalar(endingBefore index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var start = index - 1
        while start > 0, start > index - 4, buffer[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(startingAt: start, in: buffer)
    }
}
