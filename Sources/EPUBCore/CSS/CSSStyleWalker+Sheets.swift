/// What a walk reads of the book's style: the sheets its `<link>`s name (and those they import),
/// and whether a `style` attribute sets anything contrast reads. Apart from the walk's
/// matching and sharing (``CSSStyleWalker``), which call these.
extension CSSStyleWalker {
    /// A `<link>`: the style sheet it names, if it is one, joins the cascade.
    mutating func link(_ element: XMLStartElement) {
        // `rel` is a set of ASCII-case-insensitive keywords separated by ASCII whitespace (HTML §4.6.7).
        let relations = CSSElementPath.words(CSSElementPath.asciiLowercased(element.attribute("rel") ?? ""))
        guard relations.contains("stylesheet"), !relations.contains("alternate"), let href = element.attribute("href"),
              let target = styleSheets.linkTarget(href, from: documentPath) else { return }
        add(target, media: element.attribute("media"), depth: 0, seen: [])
    }

    /// Adds the sheet at `target` after the sheets it imports (at most 8 imports deep, each once).
    private mutating func add(_ target: String, media: String?, depth: Int, seen: Set<String>) {
        guard depth < 8, !seen.contains(target), let sheet = styleSheets.sheet(at: target) else { return }
        for url in sheet.imports {
            let resolved = ContainerPath.resolve(url, from: target)
            if resolved.kind == .container, let path = resolved.path {
                add(path, media: media, depth: depth + 1, seen: seen.union([target]))
            }
        }
        if let rules = styleSheets.rules(at: target) {
            cascade.add(rules, media: media, isShared: true)
            cascadeChanged()
        }
    }

    /// Whether the `style` attribute `text` declares a property contrast reads (remembered by text).
    mutating func setsReadProperty(_ text: String) -> Bool {
        if let known = inlineStyles[text] { return known }
        let reads = CSSStyleSheet.declarations(ofStyleAttribute: text, line: 1).contains {
            !CSSCascade.longhands($0, selector: "style attribute", path: documentPath, origin: .author).isEmpty
        }
        if inlineStyles.count >= Self.maxInlineStyles { inlineStyles.removeAll(keepingCapacity: true) }
        inlineStyles[text] = reads
        return reads
    }
}
