/// How the flat image list of an inventory nests: in an XHTML document every SVG `image` sits
/// in an inline `svg` (an island), and islands do not nest in the inventory.
enum SVGIslands {
    /// The inline `svg` that holds the SVG `image` at `index`: the nearest `svg` before it.
    static func owningSVG(of index: Int, in images: [ImageItem]) -> ImageItem? {
        images[..<min(max(index, 0), images.count)].last { $0.kind == .svg }
    }

    /// The `image` items of the SVG island that starts at `index`.
    static func images(ofIslandAt index: Int, in images: [ImageItem]) -> [ImageItem] {
        var found: [ImageItem] = []
        guard images.indices.contains(index) else { return [] }  // callers pass an index of `images`
        for image in images[(index + 1)...] {
            if image.kind == .svg || image.kind == .img || image.kind == .inputImage || image.kind == .area { break }
            if image.kind == .svgImage { found.append(image) }
        }
        return found
    }
}

extension ImageItem {
    /// The last path component of the image reference, decoded when it resolved.
    public var fileName: String? { Self.fileName(targetPath: target?.path, src: src) }

    /// The last segment of `targetPath`, else of `src` without its fragment; nil when empty.
    static func fileName(targetPath: String?, src: String?) -> String? {
        let text = targetPath ?? src
        // ASCII (nearly every path): found in its bytes, as every character is then one byte and
        // no `/` or `#` can belong to a larger one.
        if let text, text.utf8.allSatisfy({ $0 < 0x80 }) {
            var path = Substring(text)
            if targetPath == nil {
                // The first segment between `#`s that is not empty, as splitting on "#" finds it.
                while path.utf8.first == UInt8(ascii: "#") { path = path.dropFirst() }
                if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) { path = path[..<hash] }
            }
            // The last segment that is not empty ("a/b/" names "b", as splitting on "/" does).
            while path.utf8.last == UInt8(ascii: "/") { path = path.dropLast() }
            let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path
            return name.isEmpty ? nil : String(name)
        }
        let path = targetPath ?? src?.split(separator: "#").first.map(String.init)
        guard let last = path?.split(separator: "/").last, !last.isEmpty else { return nil }
        return String(last)
    }
}
