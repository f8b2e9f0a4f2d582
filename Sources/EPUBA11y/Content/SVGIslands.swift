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
    public var fileName: String? {
        let path = target?.path ?? src?.split(separator: "#").first.map(String.init)
        guard let last = path?.split(separator: "/").last, !last.isEmpty else { return nil }
        return String(last)
    }
}
