import EPUBCore

/// What the image, link, media and ARIA-reference rules share: which documents they read,
/// how an image gets a name, and how messages quote values.
extension RuleSupport {
    /// The document's ids, made once per audit (``ContentInventory/idSet``).
    static func ids(_ document: ContentInventory) -> Set<String> {
        document.idSet
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

    /// The languages an image's alt is written in, for placeholder phrases: the document root's
    /// `lang`/`xml:lang`, else the package's first dc:language (empty when neither is set).
    static func languages(of document: ContentInventory, in context: RuleContext) -> [String] {
        let own = [document.rootLang, document.rootXMLLang].compactMap { $0 }.filter { !RuleSupport.isBlank($0) }
        return own.isEmpty ? Array(context.package.languages.prefix(1)) : own
    }

    /// An alt as the alt-text rules compare it: case, accents, punctuation and spacing folded
    /// ("Fig. 1: The Harbour." and "fig 1 the harbour" are the same).
    static func comparableText(_ text: String) -> String {
        AltTextPlaceholders.tokens(text, keepingNumbers: true).words.joined(separator: " ")
    }
}
