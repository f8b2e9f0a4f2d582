import EPUBCore

/// How a link is set apart from the text of the block around it, as axe-core's
/// `link-in-text-block` checks it: by style (lines, weight, slant, size, a bottom border, a
/// background image), else by a colour of at least 3:1 against the text's (or of its background
/// against the block's).
public struct LinkTextBlock: Sendable, Hashable, Codable {
    /// The block around the link has more text outside links than inside them (axe's
    /// `isInTextBlock`); only then is the link judged.
    public var inTextBlock = false
    /// The link's text colour, composited over its backdrop (`#8e0012`).
    public let linkColor: String
    /// The text colour of the block around it, composited over its backdrop.
    public let textColor: String
    /// Contrast of the two colours, cut to two decimals as axe does.
    public let colorRatio: Double
    /// Contrast of the backdrops of the link and of the block, cut to two decimals.
    public let backgroundRatio: Double
    /// Who set the link's colour; nil for the reading system's default.
    public let linkColorSource: CSSSource?
    /// Who set the block's text colour; nil for the reading system's default.
    public let textColorSource: CSSSource?
    /// What sets the link apart other than colour (`underlined`, `font-weight 700 against 400`); nil when nothing.
    public let distinguishedBy: String?
    /// Why the cascade cannot decide the colours of the link or of the text, if it cannot.
    public let colorUncertainty: EPUBError.Reason?
    /// Why it cannot decide the lines, slant, size or weight of either, if it cannot.
    public let styleUncertainty: EPUBError.Reason?
}

/// The open blocks of a content document, innermost last, with the text inside each outside
/// and inside links, and the links recorded in it.
struct LinkBlockState: Sendable {
    struct Block: Sendable {
        let depth: Int
        var plain = 0
        var linked = 0
        var links: [Int] = []
    }
    var blocks: [Block] = []
    /// The last few colours described, and their descriptions: a book's links and text come in a
    /// handful of colours, and describing one (`#1a0dab`) cost more than the rest of a link's record.
    var described: [(color: CSSColor, text: String)] = []

    /// `color`'s ``CSSColor/description``, remembered.
    mutating func describe(_ color: CSSColor) -> String {
        if let known = described.first(where: { $0.color == color }) { return known.text }
        let text = color.description
        if described.count >= 8 { described.removeFirst() }
        described.append((color, text))
        return text
    }

    /// HTML elements displayed inline by default (the HTML Standard's phrasing content, less what
    /// a reading system shows as a block): any other HTML element starts a block of its own.
    static let inline: ElementNameSet = [
        "a", "abbr", "b", "bdi", "bdo", "big", "br", "cite", "code", "data", "del", "dfn", "em", "font", "i", "img", "input",
        "ins", "kbd", "label", "mark", "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp", "small", "span", "strike", "strong",
        "sub", "sup", "time", "tt", "u", "var", "wbr", "button", "select", "textarea", "output", "meter", "progress", "picture",
    ]
}

extension ContentInventoryBuilder {
    /// A block starts: an HTML element not displayed inline by default. Elements of other
    /// namespaces (MathML, SVG) sit in the line of their block.
    mutating func enterLinkBlock(_ element: XMLStartElement) {
        guard XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml), !LinkBlockState.inline.contains(element) else { return }
        linkBlocks.blocks.append(LinkBlockState.Block(depth: element.depth))
    }

    /// Counts the visible characters of `text` for the innermost block, inside or outside links.
    mutating func linkBlockText(_ text: Span<UInt8>) {
        let count = text.withUnsafeBufferPointer(Self.visibleByteCount)
        guard count > 0 else { return }
        let last = linkBlocks.blocks.count - 1
        if counters.link > 0 { linkBlocks.blocks[last].linked += count } else { linkBlocks.blocks[last].plain += count }
    }

    /// The bytes above 0x20 in `bytes`, eight at a time: every byte of a book's text is counted.
    /// A byte below 0x80 is above 0x20 exactly when adding 0x5F to it sets its high bit (no carry
    /// leaves the byte); a byte from 0x80 has its high bit set already.
    static func visibleByteCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0, index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, bias: UInt64 = 0x5F5F_5F5F_5F5F_5F5F, high: UInt64 = 0x8080_8080_8080_8080
            while bytes.count &- index >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                count &+= ((((word & low) &+ bias) | word) & high).nonzeroBitCount
                index &+= 8
            }
        }
        while index < bytes.count {
            if bytes[index] > 0x20 { count &+= 1 }
            index &+= 1
        }
        return count
    }

    /// A block ends: its links are in a block of text when it has more text outside links than inside.
    mutating func leaveLinkBlock(depth: Int) {
        guard let block = linkBlocks.blocks.last, block.depth == depth else { return }
        linkBlocks.blocks.removeLast()
        guard !block.links.isEmpty else { return }
        for index in block.links where inventory.links.indices.contains(index) {
            inventory.links[index].textBlock?.inTextBlock = block.plain > block.linked
        }
    }

    /// The link just recorded: its style against the block's around it. Only an HTML `a`
    /// outside another link, whose role is not changed, as axe's selector and matcher take it.
    mutating func recordLinkInTextBlock(_ element: XMLStartElement) {
        guard XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml), counters.link == 0, let block = linkBlocks.blocks.last,
              let index = inventory.links.indices.last else { return }
        let roles = inventory.links[index].roles
        guard roles.isEmpty || roles.first == "link" else { return }
        guard let (link, text) = contrast?.styles(ofInnermostAnd: element.depth - block.depth) else { return }
        let linkColor = link.color.composited(over: link.backdrop), textColor = text.color.composited(over: text.backdrop)
        func cut(_ ratio: Double) -> Double { (ratio * 100).rounded(.down) / 100 }
        inventory.links[index].textBlock = LinkTextBlock(
            linkColor: linkBlocks.describe(linkColor), textColor: linkBlocks.describe(textColor),
            colorRatio: cut(CSSColor.contrastRatio(linkColor, textColor)), backgroundRatio: cut(CSSColor.contrastRatio(link.backdrop, text.backdrop)),
            linkColorSource: link.colorSource, textColorSource: text.colorSource,
            distinguishedBy: Self.distinction(link, from: text),
            colorUncertainty: link.contrastUncertainty ?? text.contrastUncertainty,
            styleUncertainty: link.decorationUncertainty ?? text.decorationUncertainty ?? link.fontSizeUncertainty ?? text.fontSizeUncertainty)
        linkBlocks.blocks[linkBlocks.blocks.count - 1].links.append(index)
    }

    /// What sets `link` apart from the text of its block `text` other than colour, as axe's
    /// `elementIsDistinct` tests it (font family aside: the cascade does not follow it); and
    /// lines drawn under the link by an inline element between the two, which axe misses.
    static func distinction(_ link: CSSComputedStyle, from text: CSSComputedStyle) -> String? {
        if link.hasBackgroundImage { return "a background image" }
        if link.borderBottomStyle != "none" { return "a bottom border (\(link.borderBottomStyle))" }
        if link.textDecorationLine != text.textDecorationLine { return "text-decoration \(link.textDecorationLine) against \(text.textDecorationLine)" }
        if link.decoratedByAncestor, !text.decoratedByAncestor, text.textDecorationLine == "none" { return "lines drawn by an element around it" }
        if link.fontWeight != text.fontWeight { return "font-weight \(link.fontWeight) against \(text.fontWeight)" }
        if link.fontStyle != text.fontStyle { return "font-style \(link.fontStyle) against \(text.fontStyle)" }
        if abs(link.fontSize - text.fontSize) > 0.01 { return "font-size \(link.fontSize)px against \(text.fontSize)px" }
        return nil
    }
}
