import EPUBCore

extension ContentInventoryBuilder {
    mutating func recordRoot(_ element: XMLStartElement) {
        inventory.rootElement = element.localName
        inventory.rootLine = element.line
        inventory.rootLang = element.attribute("lang")
        inventory.rootXMLLang = element.attribute("lang", namespace: XMLNamespace.xml)
    }

    /// Attributes whose value is a list of ids, in the order their items are recorded.
    static let idReferenceAttributes = ["aria-describedby", "aria-labelledby", "aria-details", "aria-controls", "aria-owns",
                                        "aria-flowto", "headers", "for"]
    /// ``idReferenceAttributes`` as a set: an element none of whose attributes is one skips the
    /// lookups of all eight (nearly every element).
    static let idReferenceNames = ElementNameSet(idReferenceAttributes)
    /// `lang` and `xml:lang`, in the order their items are recorded.
    static let languageAttributes: [(String, String?)] = [("lang", nil), ("lang", XMLNamespace.xml)]

    /// ids, id references, languages and semantics: recorded for every element.
    mutating func recordAttributes(_ element: XMLStartElement, _ keys: KeyAttributes, _ actions: inout [EndAction]) {
        let id = keys.id(element) ?? keys.xmlID(element)
        if let id {
            let at = position()
            inventory.ids.append(IDItem(id: id, element: element.localName, line: element.line, position: at))
        }
        // Most elements have no attribute at all: nothing below can apply to them.
        guard !element.attributes.isEmpty else { return }
        for attribute in Self.idReferenceAttributes where keys.refersToIDs {
            guard let value = element.attribute(attribute) else { continue }
            let at = position()
            inventory.idReferences.append(IDReferenceItem(attribute: attribute, ids: tokens(value), element: element.localName,
                                                          line: element.line, position: at, elementID: id))
        }
        for (_, namespace) in Self.languageAttributes {
            guard let value = namespace == nil ? keys.lang(element) : keys.xmlLang(element) else { continue }
            let at = position()
            inventory.languages.append(LanguageItem(attribute: namespace == nil ? "lang" : "xml:lang", value: value,
                                                    element: element.localName, line: element.line, position: at,
                                                    hiddenBy: element.depth == 0 ? nil : concealment(), isRoot: element.depth == 0))
        }
        let types = sharedTokens(keys.epubType(element))
        let roles = sharedTokens(keys.role(element))
        // Most elements carry neither: nothing below applies (the token search alone cost
        // hundreds of instructions an element, for the closures it makes of its sets).
        guard !types.isEmpty || !roles.isEmpty else { return }
        // Recorded before the element's own items, so an img that is itself the logo or the cover counts.
        // Body-of-the-work tokens are kept too: the innermost token decides (a preface inside front matter is content).
        if let matter = PublisherMatter.token(epubTypes: types, roles: roles) {
            openMatter.append((matter, PublisherMatter.isPublisherMatter(matter)))
            actions.append(.leaveMatter)
        }
        let at = position()
        inventory.semantics.append(SemanticItem(
            element: element.localName, namespace: element.namespace, line: element.line, position: at,
            hiddenBy: element.depth == 0 ? nil : concealment(), id: id, epubTypes: types,
            roles: roles, hasHref: keys.hasHref, ancestry: ancestry))
        if types.contains("pagebreak") || roles.contains("doc-pagebreak") {
            inventory.pageBreaks.append(PageBreakItem(
                element: element.localName, line: element.line, position: at, id: id, byEpubType: types.contains("pagebreak"),
                byRole: roles.contains("doc-pagebreak"), ariaLabel: element.attribute("aria-label"),
                ariaLabelledBy: tokens(element.attribute("aria-labelledby")), title: element.attribute("title"), text: "",
                ancestry: ancestry, headingIndex: openHeadings.last))
            actions.append(beginCapture(.pageBreak(inventory.pageBreaks.count - 1)))
        }
    }

    func isHeadingElement(_ element: XMLStartElement) -> Bool {
        XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml) && ["h1", "h2", "h3", "h4", "h5", "h6"].contains(element.localName)
    }

    mutating func startHeading(_ element: XMLStartElement, level: Int?, _ actions: inout [EndAction]) {
        let hiddenBy = concealment()
        let hidden = hiddenBy != nil || element.attribute("hidden") != nil || element.attribute("aria-hidden") == "true"
        let at = position()
        inventory.headings.append(HeadingItem(
            level: level.flatMap { (1...6).contains($0) ? $0 : nil }, element: element.localName, line: element.line, position: at,
            hiddenBy: hiddenBy, id: element.attribute("id"), text: "", ariaLabel: element.attribute("aria-label"), hidden: hidden,
            ancestry: ancestry, epubTypes: tokens(element.attribute("type", namespace: XMLNamespace.epub))))
        counters.heading += 1
        openHeadings.append(inventory.headings.count - 1)
        actions.append(.leaveHeading)
        actions.append(beginCapture(.heading(inventory.headings.count - 1)))
    }

    mutating func appendImage(_ kind: ImageItem.Kind, _ element: XMLStartElement, src: String?) {
        let alt = element.attribute("alt")
        let at = positionWithStartTag(element)
        var image = ImageItem(
            kind: kind, line: element.line, position: at, hiddenBy: concealment(), id: element.attribute("id"), src: src,
            target: src.map { ContainerPath.resolve($0, from: inventory.path) }, alt: alt, title: element.attribute("title"),
            roles: tokens(element.attribute("role")), ariaLabel: element.attribute("aria-label"),
            ariaLabelledBy: tokens(element.attribute("aria-labelledby")),
            ariaDescribedBy: tokens(element.attribute("aria-describedby")), ariaDetails: tokens(element.attribute("aria-details")),
            longdesc: element.attribute("longdesc"), ariaHidden: element.attribute("aria-hidden") == "true",
            hasHref: element.attribute("href") != nil, ancestry: ancestry)
        image.figureIndex = openFigures.last
        if kind == .img { image.textBefore = review.textBefore }
        inventory.images.append(image)
        if kind == .img { review.imageAwaitingNext = (inventory.images.count - 1, element.depth) }
        // An image's text alternative is part of the name of the link or heading around it.
        if let alt, !alt.isEmpty, !captures.isEmpty {
            for index in captures.indices { captures[index].bytes.append(" \(alt) ") }
        }
    }

    mutating func startLink(_ href: String, _ element: XMLStartElement, _ actions: inout [EndAction]) {
        let at = position()
        inventory.links.append(LinkItem(
            href: href, target: ContainerPath.resolve(href, from: inventory.path), line: element.line, position: at,
            hiddenBy: concealment(), id: element.attribute("id"), text: "", ariaLabel: element.attribute("aria-label"),
            ariaLabelledBy: tokens(element.attribute("aria-labelledby")), title: element.attribute("title"),
            epubTypes: sharedTokens(element.attribute("type", namespace: XMLNamespace.epub)),
            roles: sharedTokens(element.attribute("role")),
            ariaHidden: element.attribute("aria-hidden") == "true"))
        if analyzesContrast { recordLinkInTextBlock(element) }
        counters.link += 1
        actions.append(.leaveLink)
        actions.append(beginCapture(.link(inventory.links.count - 1)))
    }

    mutating func startMedia(_ kind: MediaItem.Kind, _ element: XMLStartElement, _ actions: inout [EndAction]) {
        let at = positionWithStartTag(element)
        inventory.media.append(MediaItem(
            kind: kind, line: element.line, position: at, hiddenBy: concealment(), id: element.attribute("id"),
            sources: element.attribute("src").map { [$0] } ?? [],
            controls: element.attribute("controls") != nil, autoplay: element.attribute("autoplay") != nil,
            muted: element.attribute("muted") != nil, loop: element.attribute("loop") != nil))
        openMedia = inventory.media.count - 1
        actions.append(.leaveMedia)
    }

    mutating func embedded(_ kind: EmbeddedItem.Kind, _ element: XMLStartElement) {
        let at = positionWithStartTag(element)
        inventory.embedded.append(EmbeddedItem(
            kind: kind, line: element.line, position: at, hiddenBy: concealment(), id: element.attribute("id"),
            src: element.attribute("src") ?? element.attribute("data"), type: element.attribute("type"),
            ariaLabel: element.attribute("aria-label"), title: element.attribute("title")))
    }

    mutating func beginCapture(_ target: Target, limit: Int? = nil) -> EndAction {
        captures.append(Capture(id: nextCaptureID, limit: limit))
        nextCaptureID += 1
        return .capture(nextCaptureID - 1, target)
    }

    mutating func finish(_ action: EndAction) {
        switch action {
        case .capture(let id, let target):
            guard let index = captures.lastIndex(where: { $0.id == id }) else { return }
            let capture = captures.remove(at: index)
            if capture.overflowed { return }  // only bounded captures overflow; they store nothing
            store(capture.bytes.string.normalizingXMLWhitespace(), in: target)
        case .leaveAside: counters.aside -= 1
        case .leaveNav(let landmarks):
            counters.nav -= 1
            if landmarks { counters.landmarksNav -= 1 }
        case .leaveFigure(let figure):
            counters.figure -= 1
            _ = openFigures.popLast()  // pushed with this action; popLast keeps an unbalanced walk from trapping
            let caption = figureCaptions[figure]
            let hasDetails = review.figuresWithDetails.contains(figure)
            if caption != nil || hasDetails {
                for index in inventory.images.indices where inventory.images[index].figureIndex == figure {
                    if let caption { inventory.images[index].figcaption = caption }
                    if hasDetails { inventory.images[index].figureHasDetails = true }
                }
            }
        case .leaveLink: counters.link -= 1
        case .leaveHeading:
            counters.heading -= 1
            _ = openHeadings.popLast()
        case .leaveList: counters.list -= 1
        case .leaveDetails: counters.details -= 1
        case .leaveTable:
            counters.table -= 1
            leaveTable()
        case .leaveSVGIsland: openSVGImage = nil
        case .leaveMedia: openMedia = nil
        case .leaveMath: openMath = nil
        case .leaveMatter: _ = openMatter.popLast()
        }
    }

    private mutating func store(_ text: String, in target: Target) {
        switch target {
        case .heading(let index): inventory.headings[index].text = text
        case .link(let index): inventory.links[index].text = text
        case .pageBreak(let index): inventory.pageBreaks[index].text = text
        case .figcaption(let figure): figureCaptions[figure] = text
        case .caption(let table): inventory.tables[table].caption = text
        case .cell(let table, let cell): finishCell(text, table: table, cell: cell)
        case .documentTitle: inventory.title = text
        case .svgTitle(let image): inventory.images[image].svgTitle = text
        case .imageNext(let image): if !text.isEmpty { inventory.images[image].textAfter = text }
        case .ariaText(let item): inventory.aria?[item].text = text
        }
    }

    /// Where the walk is now, from the open-element counters.
    var ancestry: Ancestry {
        var ancestry = Ancestry()
        ancestry.inAside = counters.aside > 0
        ancestry.inNav = counters.nav > 0
        ancestry.inLandmarksNav = counters.landmarksNav > 0
        ancestry.inFigure = counters.figure > 0
        ancestry.inLink = counters.link > 0
        ancestry.inHeading = counters.heading > 0
        ancestry.inTable = counters.table > 0
        ancestry.inList = counters.list > 0
        ancestry.inDetails = counters.details > 0
        ancestry.publisherMatter = openMatter.last.flatMap { $0.isPublisherMatter ? $0.token : nil }
        return ancestry
    }

    /// ``tokens(_:)`` of an `epub:type` or `role` value, one array per distinct value: a book repeats
    /// a few values on thousands of elements (every note reference), and the items that keep them
    /// then share one buffer instead of holding one array each. Past 512 distinct values (not a
    /// book's vocabulary any more) values are split without being kept.
    mutating func sharedTokens(_ value: String?) -> [String] {
        guard let value, !value.isEmpty else { return [] }
        if let known = tokenArrays[value] { return known }
        let split = tokens(value)
        if tokenArrays.count < 512 { tokenArrays[value] = split }
        return split
    }

    func tokens(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }
}
