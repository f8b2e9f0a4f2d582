import EPUBCore

/// Follows the content walk with the CSS cascade and judges every run of visible text: its
/// colour composited over its backdrop against WCAG's 4.5:1 (3:1 for large text), or why that
/// cannot be decided; and whether its colours are set on one side only (F24).
struct TextContrastRecorder: Sendable {
    private var styles: CSSStyleWalker
    private(set) var result = TextContrast()
    /// Samples made since the walker last gave positions (``position(_:)``): where a run's text is,
    /// the walker knows and the recorder does not.
    private var unpositioned: [(list: List, index: Int)] = []
    private(set) var firstBelowEnhancedUnpositioned = false
    /// Sample index by list and combination, so a combination seen again only counts (a value
    /// key: a failing book repeats one combination thousands of times, and no text is built for it).
    private var keys: [SampleKey: Int] = [:]
    /// Sample index by computed style and list, once its key was looked up; nil inside when the list was full.
    private var slots: [SlotKey: Int?] = [:]
    /// Judgements and sample indices remembered per document; past this, the memory starts again.
    static let maxRemembered = 4_096
    /// Judgements by computed style (``CSSStyleWalker/currentStyleID``).
    private var verdicts: [Int: Verdict] = [:]
    /// Why the undecided judgements of ``verdicts`` are undecided, by their index; emptied with them.
    private var reasons: [EPUBError.Reason] = []
    /// The style of the last run judged, and its judgement (apart, so a run of the same style
    /// reads the judgement without copying a pair).
    private var lastStyleID = -2
    private var lastVerdict: Verdict?

    private struct SlotKey: Hashable, Sendable {
        let styleID: Int
        let list: List
    }

    private enum List: Hashable, Sendable {
        case failures, undecided, unpaired
        var path: WritableKeyPath<TextContrast, [ContrastSample]> {
            switch self {
            case .failures: \.failures
            case .undecided: \.undecided
            case .unpaired: \.unpaired
            }
        }
    }

    private struct SampleKey: Hashable, Sendable {
        let list: List
        var colors: [CSSColor] = []
        var required = 0.0
        var sources: [CSSSource?] = []
        var reason: EPUBError.Reason?
    }
    /// Open SVG elements: their text is painted with `fill`, which the cascade does not follow.
    private var svgDepth = 0

    init(documentPath: String, styleSheets: CSSStyleSheets) {
        styles = CSSStyleWalker(documentPath: documentPath, styleSheets: styleSheets)
    }

    // Each event is followed as it comes. Queued and followed in batches of 256, so that the
    // analysis's code and the walk's stopped evicting each other from the instruction cache, the
    // corpus took fewer simulated cycles (callgrind: the analysis 15.95 % of them, then 13.93 %),
    // but copying the events cost 0.56 G more instructions and real runs spent more of their CPU
    // samples in the analysis (medians 14.9 %, against 13.6 to 14.1 % for these same runs).
    mutating func enter(_ element: XMLStartElement) {
        // The namespace as the path coded it: no second comparison of its IRI.
        if styles.enter(element) { svgDepth += 1 }
    }

    /// Why the innermost open element is hidden from assistive technology by the cascade
    /// (``CSSComputedStyle/hiddenFromAssistiveTechnology``); nil when the cascade shows it.
    mutating func hiddenFromAssistiveTechnology() -> EPUBError.Reason? {
        styles.currentHiddenFromAssistiveTechnology
    }

    /// The computed style of the innermost open element and of its ancestor `levels` above it.
    mutating func styles(ofInnermostAnd levels: Int) -> (inner: CSSComputedStyle, ancestor: CSSComputedStyle)? {
        let inner = styles.current
        return styles.openStyle(levelsUp: levels).map { (inner, $0) }
    }

    mutating func leave(namespace: String?) {
        styles.leave()
        if svgDepth > 0, XMLNamespace.isSame(namespace, as: XMLNamespace.svg) { svgDepth -= 1 }
    }

    /// A run of text, as the parser lends its bytes: a `String` is made of it only for a sample.
    mutating func text(utf8 text: Span<UInt8>, line: Int) {
        styles.text(utf8: text)
        guard WhiteSpaceScan.firstVisibleByte(text) != nil else { return }
        if svgDepth > 0 {
            guard !styles.currentIsHidden else { return }
            undecided(EPUBError.Reason("css.svg-text"), text, line)
            return
        }
        // Runs of one style are judged alike: the judgement is made once per computed style.
        let styleID = styles.currentStyleID
        let verdict: Verdict
        if styleID == lastStyleID, let lastVerdict {
            // Runs in a row mostly share a style: no table lookup.
            verdict = lastVerdict
        } else {
            if let known = verdicts[styleID] {
                verdict = known
            } else {
                if verdicts.count >= Self.maxRemembered {
                    verdicts.removeAll(keepingCapacity: true)
                    reasons.removeAll(keepingCapacity: true)
                }
                verdict = Verdict(styles.current, reasons: &reasons)
                verdicts[styleID] = verdict
            }
            (lastStyleID, lastVerdict) = (styleID, verdict)
        }
        switch verdict.outcome {
        case .hidden: return
        case .undecided(let reason):
            undecided(reasons[reason], text, line)
            return
        case .judged(let ratio, let required):
            if verdict.belowEnhanced {
                result.belowEnhancedRuns &+= 1
                if result.firstBelowEnhanced == nil {
                    result.firstBelowEnhanced = sample(text, line, reason: nil)
                    firstBelowEnhancedUnpositioned = true
                }
            }
            if ratio < required {
                result.insufficientRuns &+= 1
                add(.failure(foreground: verdict.foreground, required: required), styleID: styleID, text, line)
            } else {
                result.sufficientRuns &+= 1
            }
            if let colorOnly = verdict.unpairedColorOnly {
                result.unpairedRuns &+= 1
                add(.unpaired(colorOnly: colorOnly), styleID: styleID, text, line)
            }
        }
    }

    /// How the runs of one computed style are judged (their text and place aside). A plain value,
    /// copied for every run: no reference to retain and release, and no copy through its type's
    /// metadata, as a string inside would cost (the reason of an undecided one is kept apart).
    private struct Verdict: Sendable {
        enum Outcome {
            case hidden
            /// Why, as an index into the recorder's ``TextContrastRecorder/reasons``.
            case undecided(reason: Int)
            case judged(ratio: Double, required: Double)
        }
        let outcome: Outcome
        let foreground: CSSColor
        /// Below the enhanced threshold of 1.4.6 (7:1, 4.5:1 for large text).
        let belowEnhanced: Bool
        /// F24: the book set only the text colour (true) or only the background (false); nil when both or neither.
        let unpairedColorOnly: Bool?

        /// The verdict on `style`; the reason of an undecided one is appended to `reasons`.
        init(_ style: CSSComputedStyle, reasons: inout [EPUBError.Reason]) {
            foreground = style.color.composited(over: style.backdrop)
            let ratio = CSSColor.contrastRatio(foreground, style.backdrop)
            let required = style.isLargeText ? 3.0 : 4.5
            belowEnhanced = ratio < (style.isLargeText ? 4.5 : 7)
            unpairedColorOnly = style.authorSetColor != style.authorSetBackground ? style.authorSetColor : nil
            if style.isHidden {
                outcome = .hidden
            } else if let reason = style.contrastUncertainty {
                outcome = .undecided(reason: reasons.count)
                reasons.append(reason)
            } else if ratio < required, ratio >= 3, let why = style.fontSizeUncertainty, !style.isNormalTextInEveryBranch {
                // Normal-size text in every branch fails in every branch: judged below, not left open.
                outcome = .undecided(reason: reasons.count)
                reasons.append(EPUBError.Reason("css.large-text-only", ["ratio": "\(TextContrastRecorder.rounded(ratio))"], parts: ["why": why]))
            } else {
                outcome = .judged(ratio: ratio, required: required)
            }
        }
    }

    private mutating func undecided(_ reason: EPUBError.Reason, _ text: Span<UInt8>, _ line: Int) {
        result.undecidedRuns &+= 1
        add(.undecided(reason), styleID: svgDepth > 0 ? nil : styles.currentStyleID, text, line)
    }

    /// What a run adds to a sample list.
    private enum Run {
        case failure(foreground: CSSColor, required: Double)
        case unpaired(colorOnly: Bool)
        case undecided(EPUBError.Reason)

        var list: List {
            switch self {
            case .failure: .failures
            case .unpaired: .unpaired
            case .undecided: .undecided
            }
        }
    }

    /// Counts a run of the innermost element under its sample, adding the sample when its key is
    /// new and the list has room. `styleID`: the run's computed style, whose key is looked up once
    /// (hashing colours and sources for every run of a long chapter would cost more than judging it).
    private mutating func add(_ run: Run, styleID: Int?, _ text: Span<UInt8>, _ line: Int) {
        let list = run.list
        let slotKey = styleID.map { SlotKey(styleID: $0, list: list) }
        if let slotKey, let slot = slots[slotKey] {
            if let index = slot { result[keyPath: list.path][index].count &+= 1 }
            return
        }
        let style = styles.current
        let key: SampleKey, reason: EPUBError.Reason?
        switch run {
        case .failure(let foreground, let required):
            key = SampleKey(list: list, colors: [foreground, style.backdrop], required: required, sources: [style.colorSource, style.backdropSource])
            reason = nil
        case .unpaired(let colorOnly):
            let why = EPUBError.Reason(colorOnly ? "css.colour-without-background" : "css.background-without-colour")
            key = SampleKey(list: list, sources: [colorOnly ? style.colorSource : style.backdropSource], reason: why)
            reason = why
        case .undecided(let why):
            key = SampleKey(list: list, reason: why)
            reason = why
        }
        var slot: Int?
        if let index = keys[key] {
            result[keyPath: list.path][index].count &+= 1
            slot = index
        } else if result[keyPath: list.path].count < TextContrast.maxSamples {
            slot = result[keyPath: list.path].count
            keys[key] = slot
            result[keyPath: list.path].append(Self.sample(style, styles.currentElement, text, line, reason: reason))
            unpositioned.append((list, result[keyPath: list.path].count - 1))
        }
        // A full list stays full: a key that found no room now never will.
        if let slotKey {
            if slots.count >= Self.maxRemembered { slots.removeAll(keepingCapacity: true) }
            slots[slotKey] = .some(slot)
        }
    }

    /// Whether samples made since the last ``position(_:)`` wait for their element's position.
    var hasUnpositioned: Bool { !unpositioned.isEmpty || firstBelowEnhancedUnpositioned }

    /// Gives the samples made since the last call the position of the element whose text they
    /// sample (the innermost open one: samples are made from text events).
    mutating func position(_ position: ElementPositions.Ref?) {
        for slot in unpositioned where result[keyPath: slot.list.path].indices.contains(slot.index) {
            result[keyPath: slot.list.path][slot.index].position = position
        }
        unpositioned.removeAll(keepingCapacity: true)
        if firstBelowEnhancedUnpositioned { result.firstBelowEnhanced?.position = position }
        firstBelowEnhancedUnpositioned = false
    }

    private mutating func sample(_ text: Span<UInt8>, _ line: Int, reason: EPUBError.Reason?) -> ContrastSample {
        Self.sample(styles.current, styles.currentElement, text, line, reason: reason)
    }

    private static func sample(_ style: CSSComputedStyle, _ element: CSSElement?, _ text: Span<UInt8>, _ line: Int, reason: EPUBError.Reason?) -> ContrastSample {
        let foreground = style.color.composited(over: style.backdrop)
        let words = String(utf8: text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return ContrastSample(
            line: line, element: element?.localName ?? "", elementID: element?.id,
            text: words.count > 40 ? String(words.prefix(39)) + "…" : words,
            foreground: foreground.description, background: style.backdrop.description,
            ratio: Self.rounded(CSSColor.contrastRatio(foreground, style.backdrop)),
            required: style.isLargeText ? 3 : 4.5, fontSize: (style.fontSize * 10).rounded() / 10, fontWeight: style.fontWeight,
            colorSource: style.colorSource, backgroundSource: style.backdropSource, reason: reason, count: 1)
    }

    /// Two decimals, to the nearest (#777 on white: 4.48, as WCAG's documents print it), except
    /// that a ratio just under a threshold never prints as reaching it (4.499 → 4.49, not 4.50).
    static func rounded(_ ratio: Double) -> Double {
        let nearest = (ratio * 100).rounded() / 100
        return [3, 4.5, 7].contains { ratio < $0 && nearest >= $0 } ? (ratio * 100).rounded(.down) / 100 : nearest
    }
}
