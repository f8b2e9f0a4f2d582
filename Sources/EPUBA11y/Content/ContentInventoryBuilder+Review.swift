import EPUBCore

/// What the walker records for the checks a human reviewer makes: the text right beside each
/// `img` (is the alt announced twice?) and `p`/`div` blocks that are one bold line (a heading
/// faked by styling?). Everything kept is bounded: one text run since the last element
/// boundary, one image waiting for what follows it, one open bold-block candidate and one block
/// waiting for its next sibling. No tree and no document-wide text buffer.
extension ContentInventoryBuilder {
    struct ReviewState: Sendable {
        /// UTF-8 bytes of adjacent text kept. Text longer than this is a paragraph, not a
        /// caption repeating the alt, so it is dropped rather than compared.
        static let runLimit = 1000
        /// Characters a bold block may have to count as a heading candidate.
        static let boldTextLimit = 100

        /// UTF-8 bytes of the text since the last element boundary (start or end tag), up to `runLimit`.
        var run = XMLTextBuffer()
        var runOverflowed = false
        /// Text between the previous boundary and the `img` starting now (normalised, nil when blank).
        var textBefore: String?
        /// The last `img`, until the next element boundary after it: its index and depth.
        var imageAwaitingNext: (index: Int, depth: Int)?
        /// The innermost open `p`/`div` that may still turn out to hold only one `b`/`strong`.
        var candidate: BoldCandidate?
        /// The bold block just closed, until its next sibling element starts (or its parent ends).
        var blockAwaitingNext: (index: Int, depth: Int)?
        /// The `p` right after a bold block, while it is open.
        var paragraphAfterBlock: ParagraphAfterBlock?
        /// Figures (by index) holding a `details` element.
        var figuresWithDetails: Set<Int> = []
        /// True from a start tag to the next boundary: an end tag met then closes an element with no child element.
        var lastBoundaryWasStart = false
        /// The raw text of the element that just closed, when it had no child element (`<p>Fig. 1</p>`): a
        /// caption set right before an image. Swapped with `run` (no copy), normalised only if an image follows.
        var closedRun = XMLTextBuffer()
        /// Depth of that element until the next start tag; nil when there is none.
        var closedDepth: Int?
        /// Inside `body`, and whether any text has appeared there yet.
        var inBody = false, sawBodyText = false
    }

    struct BoldCandidate: Sendable {
        let element: String, line: Int, id: String?, depth: Int, opensDocument: Bool
        var children = 0
        /// UTF-8 bytes of the block's text so far.
        var text = XMLTextBuffer()
    }

    struct ParagraphAfterBlock: Sendable {
        let block: Int, depth: Int, line: Int
        var sawText = false
    }

    mutating func reviewStart(_ element: XMLStartElement, _ actions: inout [EndAction]) {
        let isXHTML = XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml)
        let isImage = isXHTML && element.nameKey == ElementKey.img
        if isXHTML, element.nameKey == ElementKey.body { review.inBody = true }
        let before = isImage || review.imageAwaitingNext != nil ? currentRun() : nil
        review.textBefore = before
        // Only whitespace since a sibling closed: that sibling's text is what precedes the image.
        if before == nil, !review.runOverflowed, isImage, review.closedDepth == element.depth {
            let closed = review.closedRun.string.normalizingXMLWhitespace()
            if !closed.isEmpty { review.textBefore = closed }
        }
        review.closedDepth = nil
        review.lastBoundaryWasStart = true
        if let waiting = review.imageAwaitingNext {
            review.imageAwaitingNext = nil
            if let before {
                inventory.images[waiting.index].textAfter = before
            } else if !review.runOverflowed {
                // Only whitespace between: the next element's whole text is what follows the image.
                inventory.images[waiting.index].nextElement = element.localName
                // Another image's alt would be captured as "text"; two images in a row are image-alt-duplicate's.
                if !["img", "svg", "picture", "input", "area"].contains(element.localName) {
                    actions.append(beginCapture(.imageNext(waiting.index), limit: ReviewState.runLimit))
                }
            }
        }
        if let candidate = review.candidate, element.depth == candidate.depth.saturatingAdding(1) {
            // A bold block has exactly one child element, a `b` or `strong`.
            if candidate.children == 0, isXHTML, element.nameKey == ElementKey.b || element.nameKey == ElementKey.strong {
                review.candidate?.children = 1
            } else {
                review.candidate = nil
            }
        }
        if let waiting = review.blockAwaitingNext {
            review.blockAwaitingNext = nil
            if element.depth == waiting.depth, isXHTML, element.nameKey == ElementKey.p {
                review.paragraphAfterBlock = ParagraphAfterBlock(block: waiting.index, depth: element.depth, line: element.line)
            }
        }
        resetRun()
    }

    mutating func reviewEnd(depth: Int) {
        // The img's own end starts the text after it; its parent's end closes that text.
        if let waiting = review.imageAwaitingNext, depth < waiting.depth {
            review.imageAwaitingNext = nil
            if let after = currentRun() { inventory.images[waiting.index].textAfter = after }
        }
        if let candidate = review.candidate, depth == candidate.depth {
            review.candidate = nil
            let text = candidate.text.string.normalizingXMLWhitespace()
            if candidate.children == 1, !text.isEmpty, text.count <= ReviewState.boldTextLimit {
                // The candidate is the element ending now: the innermost open one (ElementPathTracker leaves after this).
                let at = position()
                var block = BoldBlockItem(element: candidate.element, line: candidate.line, position: at, id: candidate.id, text: text)
                block.opensDocument = candidate.opensDocument
                inventory.boldBlocks.append(block)
                review.blockAwaitingNext = (inventory.boldBlocks.count - 1, depth)
            }
        }
        if let paragraph = review.paragraphAfterBlock, depth == paragraph.depth {
            review.paragraphAfterBlock = nil
            // A bold line followed by another bold line is a list of bold lines, not a heading over body text.
            let nextIsBold = inventory.boldBlocks.count - 1 != paragraph.block && inventory.boldBlocks.last?.line == paragraph.line
            if paragraph.sawText, !nextIsBold, inventory.boldBlocks.indices.contains(paragraph.block) {
                inventory.boldBlocks[paragraph.block].followedByParagraph = true
            }
        }
        if let waiting = review.blockAwaitingNext, depth < waiting.depth { review.blockAwaitingNext = nil }
        if review.lastBoundaryWasStart, !review.runOverflowed {
            swap(&review.closedRun, &review.run)  // resetRun below clears the old closed text, keeping its capacity
            review.closedDepth = depth
        } else {
            review.closedDepth = nil
        }
        review.lastBoundaryWasStart = false
        resetRun()
    }

    mutating func reviewText(_ text: Span<UInt8>) {
        // At most once per text event, on bytes, and only when a test below needs it (each of the
        // three used to walk the text's characters).
        var known: Bool?
        if review.inBody, !review.sawBodyText, !Self.isBlank(text, &known) { review.sawBodyText = true }
        if !review.runOverflowed {
            if review.run.count + text.count > ReviewState.runLimit {
                review.runOverflowed = true
                review.run.removeAll()
            } else {
                review.run.append(text)
            }
        }
        let depth = frames.count - 1  // the innermost open element holds this text
        if let candidate = review.candidate {
            if depth == candidate.depth {
                if !Self.isBlank(text, &known) { review.candidate = nil }  // text beside the bold element
            } else if candidate.text.count + text.count > ReviewState.boldTextLimit * 4 {
                review.candidate = nil  // far too long for a heading, whatever the script
            } else {
                review.candidate?.text.append(text)
            }
        }
        if let paragraph = review.paragraphAfterBlock, !paragraph.sawText, !Self.isBlank(text, &known) {
            review.paragraphAfterBlock?.sawText = true
        }
    }

    /// Whether `text` is blank, found once per text event (`known` keeps the answer).
    @inline(__always)
    private static func isBlank(_ text: Span<UInt8>, _ known: inout Bool?) -> Bool {
        if let known { return known }
        let blank = WhiteSpaceScan.isBlank(text)
        known = blank
        return blank
    }

    /// A `p` or `div` that may hold only a bold line; not where bold lines are ordinary (tables,
    /// lists, asides, navs, figures, title pages and other publisher matter) nor when it is a heading already.
    mutating func startBlock(_ element: XMLStartElement) {
        guard counters.table == 0, counters.list == 0, counters.aside == 0, counters.nav == 0, counters.figure == 0,
              counters.heading == 0, !(openMatter.last?.isPublisherMatter ?? false),
              !tokens(element.attribute("role")).contains("heading") else { return }
        review.candidate = BoldCandidate(element: element.localName, line: element.line, id: element.attribute("id"),
                                         depth: element.depth, opensDocument: !review.sawBodyText)
    }

    /// The run, whitespace-normalised; nil when blank or over the limit.
    private func currentRun() -> String? {
        guard !review.runOverflowed else { return nil }
        let text = review.run.string.normalizingXMLWhitespace()
        return text.isEmpty ? nil : text
    }

    private mutating func resetRun() {
        review.run.removeAll()
        review.runOverflowed = false
    }
}
