import EPUBCore

/// What the image, link, media and ARIA-reference rules share: which documents they read,
/// how an image gets a name, and how messages quote values.
extension RuleSupport {
    static func ids(_ document: ContentInventory) -> Set<String> {
        Set(document.ids.map(\.id))
    }

    /// aria-labelledby names the element only when at least one of its ids exists.
    static func labelledByResolves(_ references: [String], in ids: Set<String>) -> Bool {
        references.contains { ids.contains($0) }
    }

    /// A name from ARIA or `title`: what axe accepts when `alt` is missing.
    static func hasARIAOrTitleName(_ image: ImageItem, ids: Set<String>) -> Bool {
        !RuleSupport.isBlank(image.ariaLabel) || labelledByResolves(image.ariaLabelledBy, in: ids) || !RuleSupport.isBlank(image.title)
    }

    static func isPresentational(_ roles: [String]) -> Bool {
        roles.contains("presentation") || roles.contains("none")
    }

    /// `img "../images/a.png"`, `area "#map"`, `svg #chart`, `div role=img`…
    static func describe(_ image: ImageItem, in document: ContentInventory) -> String {
        switch image.kind {
        case .img: return "img " + RuleSupport.quoted(image.src ?? "", limit: 80)
        case .inputImage: return "input type=image " + RuleSupport.quoted(image.src ?? "", limit: 80)
        case .area: return "area " + RuleSupport.quoted(image.src ?? "", limit: 80)
        case .svgImage: return "svg image " + RuleSupport.quoted(image.src ?? "", limit: 80)
        case .svg: return image.id.map { "svg #\($0)" } ?? "svg"
        case .roleImg:
            // The inventory's image items carry no element name; the semantics list does.
            let element = document.semantics.first {
                $0.line == image.line && $0.roles.contains("img") && $0.id == image.id
            }?.element ?? "element"
            return (image.id.map { "\(element) #\($0)" } ?? element) + " role=img"
        }
    }

    /// The inline `svg` that holds an SVG `image` (see ``SVGIslands``).
    static func owningSVG(of index: Int, in images: [ImageItem]) -> ImageItem? {
        SVGIslands.owningSVG(of: index, in: images)
    }

    /// The `image` items of the SVG island that starts at `index`.
    static func svgImages(ofIslandAt index: Int, in images: [ImageItem]) -> [ImageItem] {
        SVGIslands.images(ofIslandAt: index, in: images)
    }

    /// The last path component of an image reference, decoded when it resolved.
    static func fileName(of image: ImageItem) -> String? { image.fileName }
}
