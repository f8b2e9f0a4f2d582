/// ``ContainerPath/resolve(_:from:)`` for the hrefs nearly every book is made of: ASCII hrefs
/// (percent-decoding to ASCII) in a document at an ASCII path. It walks bytes where the general
/// path walks characters (grapheme breaking was 6 % of a corpus audit's instructions: every link,
/// image and `xml:base` goes through here). An href outside that case returns nil and takes the
/// general path, which is the reference: for ASCII, characters and bytes are the same units, so
/// the two agree (`ContainerPathTests` holds them equal).
extension ContainerPath {
    static func resolveASCII(_ href: String, from base: String) -> ResolvedHref?? {
        href.utf8.withContiguousStorageIfAvailable { bytes -> ResolvedHref? in
            guard isASCII(bytes), isASCII(base) else { return nil }
            var start = 0, end = bytes.count
            while start < end, isXMLSpace(bytes[start]) { start += 1 }
            while end > start, isXMLSpace(bytes[end - 1]) { end -= 1 }
            var referenceEnd = end
            var fragment: String?
            if let hash = firstIndex(of: UInt8(ascii: "#"), in: bytes, start..<end) {
                fragment = LibXML2.percentDecode(String(decoding: bytes[(hash + 1)..<end], as: UTF8.self))
                referenceEnd = hash
            }
            if let question = firstIndex(of: UInt8(ascii: "?"), in: bytes, start..<referenceEnd) { referenceEnd = question }
            let reference = UnsafeBufferPointer(rebasing: bytes[start..<referenceEnd])
            if hasScheme(reference) {
                return ResolvedHref(href: href, kind: .external, path: nil, fragment: fragment)
            }
            if reference.isEmpty {
                return ResolvedHref(href: href, kind: .container, path: base, fragment: fragment)
            }
            let decoded = LibXML2.percentDecode(String(decoding: reference, as: UTF8.self))
            guard isASCII(decoded) else { return nil }
            guard let path = normalizedPath(decoded, folder: decoded.utf8.first == UInt8(ascii: "/") ? "" : directory(of: base)) else {
                return ResolvedHref(href: href, kind: .outsideContainer, path: nil, fragment: fragment)
            }
            return ResolvedHref(href: href, kind: .container, path: path, fragment: fragment)
        }
    }

    /// `folder` and `reference` joined and normalised segment by segment, in bytes (empty and `.`
    /// segments dropped, `..` taking the previous one away); nil when a `..` climbs above the root.
    private static func normalizedPath(_ reference: String, folder: String) -> String? {
        // Both parts normal already (no empty, `.` or `..` segment), as nearly every href and the
        // folder of its document are: joined as they are.
        if isNormalASCIIPath(reference), folder.isEmpty || isNormalASCIIPath(folder) {
            return folder.isEmpty ? reference : folder + "/" + reference
        }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var joined: [UInt8] = []
        joined.reserveCapacity(folder.utf8.count + reference.utf8.count + 1)
        joined.append(contentsOf: folder.utf8)
        joined.append(slash)
        joined.append(contentsOf: reference.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(joined.count)
        var starts: [Int] = []  // where each kept segment starts in `out`
        var start = 0
        while start <= joined.count {
            var end = start
            while end < joined.count, joined[end] != slash { end += 1 }
            let length = end - start
            if length == 2, joined[start] == dot, joined[start + 1] == dot {
                guard let last = starts.popLast() else { return nil }
                out.removeSubrange(max(0, last - 1)...)
            } else if length > 0, !(length == 1 && joined[start] == dot) {
                if !out.isEmpty { out.append(slash) }
                starts.append(out.count)
                out.append(contentsOf: joined[start..<end])
            }
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isASCII(_ string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable(isASCII) ?? string.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    @inline(__always)
    private static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        for index in range where bytes[index] == byte { return index }
        return nil
    }

    /// RFC 3986 scheme, as ``hasScheme(_:)`` on characters: a letter, then letters, digits, `+`, `-`
    /// or `.`, then `:`.
    private static func hasScheme(_ reference: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = reference.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard isLetter(reference[0]) else { return false }
        for byte in reference[1..<colon] {
            guard isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") else { return false }
        }
        return true
    }
}
