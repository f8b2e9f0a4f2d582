/// Builds a ``MediaOverlayDocument`` from one walk of a SMIL file (no tree is kept).
///
/// Only elements in the SMIL namespace count: EPUB 3.3 requires it, and an overlay whose
/// elements lack it is not an overlay a reading system will play (its root is recorded, so a
/// rule can say why nothing was found).
public struct MediaOverlayWalker: XMLWalker, Sendable {
    /// The overlay as read so far.
    public private(set) var document: MediaOverlayDocument
    /// Depth of the open `par` element; nil outside a `par`.
    private var openPar: Int?

    /// A walker filling an overlay of the manifest item `itemID` at container path `path`.
    public init(path: String, itemID: String) {
        document = MediaOverlayDocument(path: path, itemID: itemID)
    }

    /// Records the root, each `body`/`seq`, each `par` and the first `text` and `audio` of each `par`.
    public mutating func startElement(_ element: XMLStartElement) {
        if element.depth == 0 {
            document.rootElement = element.localName
            document.rootNamespace = element.namespace
            document.rootLine = element.line
        }
        guard element.namespace == XMLNamespace.smil else { return }
        switch element.localName {
        case "body", "seq":
            let isBody = element.localName == "body"
            if isBody, document.bodyLine == nil { document.bodyLine = element.line }
            let textref = element.attribute("textref", namespace: XMLNamespace.epub)
            document.seqs.append(MediaOverlaySeq(
                line: element.line, isBody: isBody, id: element.attribute("id"),
                types: Self.tokens(element.attribute("type", namespace: XMLNamespace.epub)),
                textref: textref, textrefTarget: textref.map { ContainerPath.resolve($0, from: document.path) }))
        case "par":
            document.pars.append(MediaOverlayPar(
                line: element.line, id: element.attribute("id"),
                types: Self.tokens(element.attribute("type", namespace: XMLNamespace.epub))))
            openPar = element.depth
        case "text":
            guard openPar != nil, let last = document.pars.indices.last else { return }
            document.pars[last].textCount += 1
            guard document.pars[last].text == nil else { return }
            let src = element.attribute("src")
            document.pars[last].text = MediaOverlayText(
                line: element.line, src: src, target: src.map { ContainerPath.resolve($0, from: document.path) })
        case "audio":
            guard openPar != nil, let last = document.pars.indices.last else { return }
            document.pars[last].audioCount += 1
            guard document.pars[last].audio == nil else { return }
            let src = element.attribute("src")
            let begin = element.attribute("clipBegin"), end = element.attribute("clipEnd")
            document.pars[last].audio = MediaOverlayAudio(
                line: element.line, src: src, target: src.map { ContainerPath.resolve($0, from: document.path) },
                clipBeginText: begin, clipEndText: end,
                clipBegin: begin.flatMap(SMILClock.init(parsing:)), clipEnd: end.flatMap(SMILClock.init(parsing:)))
        default:
            break
        }
    }

    /// Closes the open `par` when it ends.
    public mutating func endElement(localName: String, namespace: String?, depth: Int) {
        if depth == openPar { openPar = nil }
    }

    /// Overlays carry no text that matters.
    public mutating func text(_ text: String, line: Int) {}
    /// Text is not read: no `String` is made of it.
    public mutating func text(utf8 bytes: Span<UInt8>, line: Int) {}

    /// Whitespace-separated tokens of an attribute (`epub:type="pagebreak footnote"`).
    static func tokens(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map(String.init)
    }
}
