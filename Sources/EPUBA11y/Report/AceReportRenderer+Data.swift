import EPUBCore

/// Ace's `data` (the items it extracts from the content documents) and `outlines`.
extension AceReportRenderer {
    /// `images` (Ace's: every `img`), `audios`, `videos`, and the embedded kinds Ace lists
    /// (`iframes`, `embeds`, `canvases`, `scripts`, `epub-switches`, `epub-triggers`), each only when
    /// non-empty, as Ace writes them. `src` is the container path (Ace's path from the EPUB's
    /// root), `location` the document relative to the package document's folder with the element's
    /// CFI (`xhtml/ch1.xhtml#epubcfi(/4/2/6)`), `html` the element's start tag. Not filled: `maps`
    /// (image maps are not extracted), and `describedby` (Ace gives the text of the element an
    /// image's `aria-describedby` names; the report keeps the ids).
    static func data(_ data: ContentData?, packageDirectory: String) -> JSONNode {
        guard let data else { return [:] }
        func location(_ location: SourceLocation) -> JSONNode {
            let document = relative(location.path, to: packageDirectory)
            return .string(location.cfi.map { "\(document)#epubcfi(\($0))" } ?? document)
        }
        var out: [String: JSONNode] = [:]
        let images: [JSONNode] = data.images.filter { $0.kind == .img }.map { image in
            var node: [String: JSONNode] = [
                "src": .optional(image.src), "alt": .optional(image.alt),
                "role": image.roles.isEmpty ? .null : .string(image.roles.joined(separator: " ")),
                "html": .string(image.html ?? ""), "location": location(image.location),
            ]
            if let caption = image.figcaption { node["figcaption"] = .string(caption) }
            return .object(node)
        }
        if !images.isEmpty { out["images"] = .array(images) }
        for (key, kind) in [("audios", MediaItem.Kind.audio), ("videos", .video)] {
            let items: [JSONNode] = data.media.filter { $0.kind == kind }.map { media in
                [
                    "src": media.sources.count == 1 ? .string(media.sources[0])
                        : .array(media.sources.map { ["src": .string($0), "type": .null] }),
                    "controls": .bool(media.controls),
                    "tracks": .array((media.tracks ?? []).map(track)),
                    "html": .string(media.html ?? ""),
                    "location": location(media.location),
                ]
            }
            if !items.isEmpty { out[key] = .array(items) }
        }
        let embedded: [(String, EmbeddedItem.Kind)] = [
            ("iframes", .iframe), ("embeds", .embed), ("canvases", .canvas), ("scripts", .script),
            ("epub-switches", .epubSwitch), ("epub-triggers", .epubTrigger),
        ]
        for (key, kind) in embedded {
            let items: [JSONNode] = (data.embedded ?? []).filter { $0.kind == kind }.map { item in
                var node: [String: JSONNode] = ["location": location(item.location)]
                if let id = item.id { node["id"] = .string(id) }
                if let src = item.src { node["src"] = .string(src) }
                if kind == .script { node["type"] = .string(item.type ?? "text/javascript") } else if let type = item.type {
                    node["type"] = .string(type)
                }
                return .object(node)
            }
            if !items.isEmpty { out[key] = .array(items) }
        }
        return .object(out)
    }

    static func track(_ track: MediaItem.Track) -> JSONNode {
        var node: [String: JSONNode] = ["kind": .string(track.kind)]
        if let label = track.label { node["label"] = .string(label) }
        if let src = track.src { node["src"] = .string(src) }
        if let srclang = track.srclang { node["srclang"] = .string(srclang) }
        return .object(node)
    }

    /// `toc` (the table of contents as an `ol`, links unwrapped, as Ace serialises the `toc` nav),
    /// `headings` (Ace's nested `ul` with `span.toc-hN`) and `html` (one `ol` per content document
    /// with its headings nested by level: Ace runs the HTML5 sectioning outline algorithm, which
    /// also counts sectioning elements without headings; this outline follows the headings alone).
    static func outlines(_ data: ContentData?, packageDirectory: String) -> JSONNode {
        guard let data else { return [:] }
        var out: [String: JSONNode] = [:]
        if let toc = data.tableOfContents, !toc.isEmpty {
            out["toc"] = .string(nestedList(toc.map { ($0.depth, escapeHTML($0.label)) }, tag: "ol",
                                            open: "<ol xmlns=\"http://www.w3.org/1999/xhtml\">"))
        }
        if !data.headings.isEmpty {
            out["headings"] = .string(headingsOutline(data.headings))
        }
        if let documents = data.documents, !documents.isEmpty {
            var byDocument: [String: [ContentData.Heading]] = [:]
            for heading in data.headings { byDocument[heading.location.path, default: []].append(heading) }
            let outlines = documents.map { document -> String in
                let headings = byDocument[document.path] ?? []
                return headings.isEmpty ? "" : nestedList(headings.map { (level($0), escapeHTML($0.text)) }, tag: "ol")
            }
            out["html"] = .string("<ol><li>" + outlines.joined(separator: "</li><li>") + "</li></ol>")
        }
        return .object(out)
    }

    /// A heading's level, 1 to 6: `role=heading` without a valid `aria-level` is 2, as in ARIA.
    static func level(_ heading: ContentData.Heading) -> Int { min(max(heading.level ?? 2, 1), 6) }

    /// Items nested by depth as `<tag><li>…<tag><li>…</li></tag></li></tag>`, a deeper item
    /// opening one level at a time, without recursion; a skipped level opens with `missing(level)`
    /// (an empty `<li>` unless told otherwise).
    static func nestedList(_ items: [(depth: Int, html: String)], tag: String, open: String? = nil,
                           missing: (Int) -> String = { _ in "<li>" }) -> String {
        var html = open ?? "<\(tag)>"
        var depth = 1, itemOpen = false
        for item in items {
            let target = max(item.depth, 1)
            if target > depth {
                while depth < target {
                    if !itemOpen { html += missing(depth) }
                    html += "<\(tag)>"
                    depth += 1
                    itemOpen = false
                }
            } else {
                if itemOpen { html += "</li>" }
                while depth > target {
                    html += "</\(tag)></li>"
                    depth -= 1
                }
            }
            html += "<li>" + item.html
            itemOpen = true
        }
        if itemOpen { html += "</li>" }
        while depth > 1 {
            html += "</\(tag)></li>"
            depth -= 1
        }
        return html + "</\(tag)>"
    }

    /// Ace's headings outline as well-formed HTML: nested `<ul>`, each heading in a `span.toc-hN`,
    /// and a `span.toc-missing` item for each skipped level.
    static func headingsOutline(_ headings: [ContentData.Heading]) -> String {
        nestedList(headings.map { (level($0), "<span class=\"toc-h\(level($0))\">\(escapeHTML($0.text))</span>") }, tag: "ul") {
            "<li><span class=\"toc-missing\">Missing heading h\($0)</span>"
        }
    }

    static func escapeHTML(_ text: String) -> String { XMLEscaping.escape(text, quotes: true) }
}

extension AceReportRenderer {
    /// The files an Ace report folder copies under `data/`: the `img` sources that are entries of
    /// the book (container paths, never external URLs or paths that climb out), each once, sorted.
    public static func dataFiles(of report: Report) -> [String] {
        let sources = (report.data?.images ?? []).filter { $0.kind == .img }.compactMap(\.src)
        return Set(sources.filter { src in
            ContainerPath.normalize(src) == src && !src.contains(":") && !src.hasPrefix("/")
        }).sorted()
    }
}
