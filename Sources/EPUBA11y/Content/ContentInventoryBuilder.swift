import EPUBCore

/// Builds a ``ContentInventory`` from one walk of a content document.
///
/// Text is collected only into what is open and needs it (headings, links, captions,
/// cells, page breaks, titles), so the walk costs one pass and no tree.
struct ContentInventoryBuilder: XMLWalker, Sendable {
    var inventory: ContentInventory
    var frames: [[EndAction]] = []
    var captures: [Capture] = []
    var nextCaptureID = 0
    var counters = Counters()
    var tables: [OpenTable] = []
    var openFigures: [Int] = []
    var figureCaptions: [Int: String] = [:]
    var figureCount = 0
    var openSVGImage: Int?
    var openMedia: Int?
    var openMath: Int?
    /// Publisher-matter and body-of-the-work tokens of the open elements that carry one, innermost
    /// last, each with whether it is publisher matter (decided once, not for every item recorded inside).
    var openMatter: [(token: String, isPublisherMatter: Bool)] = []
    /// Indices of the open headings, innermost last (a page break inside one names it).
    var openHeadings: [Int] = []
    /// What the reviewer checks keep between events (adjacent text, bold blocks).
    var review = ReviewState()
    /// Token arrays of the `epub:type` and `role` values seen, shared by the items that keep them.
    var tokenArrays: [String: [String]] = [:]

    /// The cascade and the contrast of every text run; nil when contrast is not analysed.
    var contrast: TextContrastRecorder?
    /// Whether ``contrast`` is set, as a flag: testing the optional itself reads its large
    /// payload's tag through an outlined call, for every element of a book.
    let analyzesContrast: Bool
    /// The open elements' places, for the positions (CFI, CSS) of the elements items are kept for.
    var path = ElementPathTracker()
    /// The outermost open element that hides itself and its subtree from assistive technology
    /// with `aria-hidden="true"` (or, with no cascade to follow, with `hidden`): its depth and why.
    var concealed: (depth: Int, reason: EPUBError.Reason)?
    /// The open ancestors the ARIA rules' items depend on (``ARIAWalkState``).
    var ariaWalk = ARIAWalkState()
    /// The open blocks of text and the links in them (``LinkBlockState``).
    var linkBlocks = LinkBlockState()

    /// A builder for the document at `path`; `styleSheets`: the book's style sheets, to analyse text contrast.
    init(path: String, mediaType: String, styleSheets: CSSStyleSheets? = nil) {
        inventory = ContentInventory(path: path, mediaType: mediaType)
        contrast = styleSheets.map { TextContrastRecorder(documentPath: path, styleSheets: $0) }
        analyzesContrast = styleSheets != nil
    }

    /// The inventory with the contrast of its text.
    var finishedInventory: ContentInventory {
        var finished = inventory
        finished.contrast = contrast?.result
        return finished
    }

    struct Capture: Sendable {
        let id: Int
        /// The UTF-8 bytes of the text so far: runs are appended as the parser lends them, and the
        /// capture's text is made once, when its element ends.
        var bytes = XMLTextBuffer()
        /// UTF-8 bytes kept at most; nil: unbounded (the capture's element decides its size).
        var limit: Int? = nil
        /// More text came than `limit` allows; the capture stores nothing.
        var overflowed = false
    }

    struct Counters: Sendable {
        var aside = 0, nav = 0, figure = 0, landmarksNav = 0, link = 0, heading = 0, table = 0, list = 0, details = 0
    }

    /// A `table` being walked: its index in the inventory, its element depth, where its next
    /// cell goes, and the cell open now (cells belong to the innermost open table).
    struct OpenTable: Sendable {
        let index: Int
        let depth: Int
        var grid = TableGridCursor()
        var openCell: OpenCell?
        /// The open cell already counts as a speaker cell.
        var personaCounted = false
    }

    struct OpenCell: Sendable {
        let index: Int, depth: Int
    }

    enum EndAction: Sendable {
        case capture(Int, Target)
        case leaveAside, leaveNav(landmarks: Bool), leaveFigure(Int), leaveLink, leaveHeading, leaveTable
        case leaveSVGIsland, leaveMedia, leaveMath, leaveMatter, leaveList, leaveDetails
    }

    enum Target: Sendable {
        case heading(Int), link(Int), pageBreak(Int), figcaption(Int), caption(Int), cell(table: Int, cell: Int)
        case documentTitle, svgTitle(Int), imageNext(Int), ariaText(Int)
    }

    // MARK: XMLWalker

    mutating func startElement(_ element: XMLStartElement) {
        var actions: [EndAction] = []
        path.enter(element)
        contrast?.enter(element)
        if element.depth == 0 {
            _ = position()  // the root is record 0
            recordRoot(element)
        }
        let keys = element.attributes.isEmpty ? KeyAttributes() : KeyAttributes(element)
        if concealed == nil, !element.attributes.isEmpty { noteConcealment(element, keys) }
        if analyzesContrast { enterLinkBlock(element) }
        reviewStart(element, &actions)
        recordAttributes(element, keys, &actions)
        recordARIA(element, keys, &actions)
        if !tables.isEmpty { noteInsideTable(element) }
        let name = element.localName
        // The namespaces by length first (``XMLNamespace/isSame(_:as:)``): a MathML or SVG element
        // compared with the XHTML IRI by bytes was a call for each.
        let namespace = element.namespace
        if XMLNamespace.isSame(namespace, as: XMLNamespace.xhtml) {
            startXHTML(name, element, &actions)
        } else if XMLNamespace.isSame(namespace, as: XMLNamespace.svg) {
            startSVG(name, element, &actions)
        } else if XMLNamespace.isSame(namespace, as: XMLNamespace.mathml) {
            if name.isName("math") {
                let at = position()
                inventory.math.append(MathItem(
                    line: element.line, position: at, hiddenBy: concealment(), id: element.attribute("id"), alttext: element.attribute("alttext"),
                    ariaLabel: element.attribute("aria-label"), ariaLabelledBy: tokens(element.attribute("aria-labelledby")),
                    display: element.attribute("display")))
                openMath = inventory.math.count - 1
                actions.append(.leaveMath)
            } else if name.isName("annotation-xml"), let math = openMath {
                inventory.math[math].hasAnnotationXML = true
            }
        } else if XMLNamespace.isSame(namespace, as: XMLNamespace.epub) {
            if name.isName("switch") { embedded(.epubSwitch, element) }
            if name.isName("trigger") { embedded(.epubTrigger, element) }
        }
        let roles = keys.hasRole ? tokens(keys.role(element)) : []
        if roles.contains("img"), !(XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml) && name == "img"), name != "svg" {
            appendImage(.roleImg, element, src: nil)
        }
        if roles.contains("heading"), !isHeadingElement(element) {
            startHeading(element, level: Int(element.attribute("aria-level") ?? ""), &actions)
        }
        frames.append(actions)
    }

    mutating func endElement(localName: String, namespace: String?, depth: Int) {
        guard let actions = frames.popLast() else { return }
        contrast?.leave(namespace: namespace)
        for action in actions.reversed() { finish(action) }
        if !linkBlocks.blocks.isEmpty { leaveLinkBlock(depth: depth) }
        reviewEnd(depth: depth)
        if concealed?.depth == depth { concealed = nil }
        path.leave()  // last: what the actions and reviewEnd keep is about the element that ends
    }

    /// The record of the innermost open element (the one starting, or ending), made if it has none.
    mutating func position() -> ElementPositions.Ref? { path.keep(in: &inventory.positions) }

    /// The record of the innermost open element, with its start tag kept for reports that show markup.
    mutating func positionWithStartTag(_ element: XMLStartElement) -> ElementPositions.Ref? {
        let ref = position()
        if let ref { inventory.positions.keepStartTag(StartTagMarkup.render(element), of: ref) }
        return ref
    }

    mutating func text(_ text: String, line: Int) {
        var text = text
        text.withUTF8 { self.text(utf8: $0.span, line: line) }
    }

    /// A run of text, as its UTF-8 bytes: nothing here makes a `String` of a run unless it keeps
    /// it (a contrast sample), and what is kept of runs (captures, the review's run) is kept as bytes.
    mutating func text(utf8 text: Span<UInt8>, line: Int) {
        contrast?.text(utf8: text, line: line)
        if contrast?.hasUnpositioned == true {
            let at = position()
            contrast?.position(at)
        }
        if !linkBlocks.blocks.isEmpty { linkBlockText(text) }
        reviewText(text)
        guard !captures.isEmpty else { return }
        for index in captures.indices {
            if let limit = captures[index].limit {
                guard !captures[index].overflowed else { continue }
                if captures[index].bytes.count + text.count > limit {
                    captures[index].overflowed = true
                    captures[index].bytes.removeAll()
                    continue
                }
            }
            captures[index].bytes.append(text)
        }
    }

    // MARK: Elements

    mutating func startXHTML(_ name: String, _ element: XMLStartElement, _ actions: inout [EndAction]) {
        guard let kind = XHTMLElementName(element) else { return }
        switch kind {
        case .title where inventory.title == nil && frames.count == 2:  // html > head > title
            actions.append(beginCapture(.documentTitle))
        case .body:
            inventory.bodyRole = element.attribute("role")
        case .heading(let level):
            startHeading(element, level: level, &actions)
        case .p, .div:
            startBlock(element)
        case .list:
            counters.list += 1
            actions.append(.leaveList)
        case .details:
            counters.details += 1
            actions.append(.leaveDetails)
            if let figure = openFigures.last { review.figuresWithDetails.insert(figure) }
        case .img:
            appendImage(.img, element, src: element.attribute("src"))
        case .input:
            if element.attribute("type")?.lowercased() == "image" {
                appendImage(.inputImage, element, src: element.attribute("src"))
            } else {
                embedded(.input, element)
            }
        case .area:
            appendImage(.area, element, src: element.attribute("href"))
        case .a:
            if let href = element.attribute("href") { startLink(href, element, &actions) }
        case .aside:
            counters.aside += 1
            actions.append(.leaveAside)
        case .nav:
            let landmarks = tokens(element.attribute("type", namespace: XMLNamespace.epub)).contains("landmarks")
            counters.nav += 1
            if landmarks { counters.landmarksNav += 1 }
            actions.append(.leaveNav(landmarks: landmarks))
        case .figure:
            counters.figure += 1
            openFigures.append(figureCount)
            actions.append(.leaveFigure(figureCount))
            figureCount += 1
        case .figcaption:
            if let figure = openFigures.last { actions.append(beginCapture(.figcaption(figure))) }
        case .table:
            startTable(element, &actions)
        case .caption:
            if let table = tables.last { actions.append(beginCapture(.caption(table.index))) }
        case .tr:
            startRow()
        case .tablePart:
            startTablePart(name)
        case .cell(let header):
            startCell(header, element, &actions)
        case .audio, .video:
            startMedia(kind == .audio ? .audio : .video, element, &actions)
        case .source:
            if let media = openMedia, let src = element.attribute("src") { inventory.media[media].sources.append(src) }
        case .track:
            if let media = openMedia {
                inventory.media[media].tracks.append(.init(
                    kind: element.attribute("kind") ?? "subtitles", src: element.attribute("src"),
                    srclang: element.attribute("srclang"), label: element.attribute("label")))
            }
        case .script: embedded(.script, element)
        case .form: embedded(.form, element)
        case .select: embedded(.select, element)
        case .textarea: embedded(.textarea, element)
        case .button: embedded(.button, element)
        case .iframe: embedded(.iframe, element)
        case .embed: embedded(.embed, element)
        case .object: embedded(.object, element)
        case .canvas: embedded(.canvas, element)
        case .title:
            break
        }
    }

    mutating func startSVG(_ name: String, _ element: XMLStartElement, _ actions: inout [EndAction]) {
        switch name {
        case "svg" where element.depth > 0 || inventory.rootElement != "svg":
            if openSVGImage == nil {
                appendImage(.svg, element, src: nil)
                openSVGImage = inventory.images.count - 1
                actions.append(.leaveSVGIsland)
            }
        case "title":
            if element.depth == 1, inventory.rootElement == "svg", inventory.title == nil {
                actions.append(beginCapture(.documentTitle))
            } else if let svg = openSVGImage, inventory.images[svg].svgTitle == nil {
                actions.append(beginCapture(.svgTitle(svg)))
            }
        case "image":
            let href = element.attribute("href", namespace: XMLNamespace.xlink) ?? element.attribute("href")
            appendImage(.svgImage, element, src: href)
        case "a":
            if let href = element.attribute("href", namespace: XMLNamespace.xlink) ?? element.attribute("href") {
                startLink(href, element, &actions)
            }
        default:
            break
        }
    }
}
