import EPUBCore

/// Ace's `outlines`, `data` and `properties`, from the report's content data.
extension EARLRenderer {
    /// `headings` (and `toc`, which is the same outline: the report holds no navigation document).
    static func outlines(_ data: ContentData?) -> Node {
        guard let data, !data.headings.isEmpty else { return [:] }
        let outline = headingsOutline(data.headings)
        return ["toc": .string(outline), "headings": .string(outline)]
    }

    /// Ace's headings outline as well-formed HTML: nested `<ul>`, each heading in a `span.toc-hN`,
    /// and a `span.toc-missing` item for each skipped level. A heading without a level (`role=heading`
    /// without `aria-level`) is level 2, as in ARIA.
    static func headingsOutline(_ headings: [ContentData.Heading]) -> String {
        var html = "<ul>"
        var depth = 1
        var itemOpen = false
        for heading in headings {
            let level = min(max(heading.level ?? 2, 1), 6)
            if level > depth {
                while depth < level {
                    if !itemOpen { html += "<li><span class=\"toc-missing\">Missing heading h\(depth)</span>" }
                    html += "<ul>"
                    depth += 1
                    itemOpen = false
                }
            } else {
                if itemOpen { html += "</li>" }
                while depth > level {
                    html += "</ul></li>"
                    depth -= 1
                }
            }
            html += "<li><span class=\"toc-h\(level)\">\(escapeHTML(heading.text))</span>"
            itemOpen = true
        }
        if itemOpen { html += "</li>" }
        while depth > 1 {
            html += "</ul></li>"
            depth -= 1
        }
        return html + "</ul>"
    }

    static func escapeHTML(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// `images`, `audios` and `videos`, each only when non-empty. Images are Ace's: `img` and SVG
    /// `image` elements with a source.
    static func data(_ data: ContentData?) -> Node {
        guard let data else { return [:] }
        var out: [String: Node] = [:]
        let images = data.images.filter { ($0.kind == .img || $0.kind == .svgImage) && $0.src != nil }.map(image)
        if !images.isEmpty { out["images"] = .array(images) }
        let audios = data.media.filter { $0.kind == .audio }.map(media)
        if !audios.isEmpty { out["audios"] = .array(audios) }
        let videos = data.media.filter { $0.kind == .video }.map(media)
        if !videos.isEmpty { out["videos"] = .array(videos) }
        return .object(out)
    }

    /// `src`, `alt` (null when absent; for SVG the accessible name), `role` (null when absent),
    /// `describedby` and `details` (first id), `figcaption`, `location` (the document).
    static func image(_ image: ContentData.Image) -> Node {
        let alt = image.kind == .svgImage ? image.alt ?? image.ariaLabel : image.alt
        var node: [String: Node] = [
            "src": image.src.map(Node.string) ?? .null,
            "alt": alt.map(Node.string) ?? .null,
            "role": image.roles.isEmpty ? .null : .string(image.roles.joined(separator: " ")),
            "location": .string(image.location.path),
            "epub-a11y:location": .string(image.location.description),
        ]
        if let first = image.describedBy.first { node["describedby"] = .string(first) }
        if let first = image.details.first { node["details"] = .string(first) }
        if let caption = image.figcaption { node["figcaption"] = .string(caption) }
        return .object(node)
    }

    /// `src` (a string for one source, else `[{src}]`), `controls`, `tracks` (`[{kind}]`), `location`.
    static func media(_ media: ContentData.Media) -> Node {
        [
            "src": media.sources.count == 1 ? .string(media.sources[0]) : .array(media.sources.map { ["src": .string($0)] }),
            "controls": .bool(media.controls),
            "tracks": .array(media.trackKinds.map { ["kind": .string($0)] }),
            "location": .string(media.location.path),
            "epub-a11y:location": .string(media.location.description),
        ]
    }

    static func properties(_ data: ContentData?) -> Node {
        guard let flags = data?.flags else { return [:] }
        return [
            "hasManifestFallbacks": .bool(flags.hasManifestFallbacks),
            "hasBindings": .bool(flags.hasBindings),
            "hasSVGContentDocuments": .bool(flags.hasSVGContentDocuments),
            "hasFormElements": .bool(flags.hasFormElements),
            "hasMathML": .bool(flags.hasMathML),
            "hasPageBreaks": .bool(flags.hasPageBreaks),
        ]
    }
}
