import EPUBCore

/// Follows the content walk with the CSS cascade and judges every run of visible text: its
/// colour composited over its backdrop against WCAG's 4.5:1 (3:1 for large text), or why that
/// cannot be decided; and whether its colours are set on one side only (F24).
struct TextContrastRecorder: Sendable {
    private var styles: CSSStyleWalker
    private(set) var result = TextContrast()
    /// Sample index by list and combination, so a combination seen again only counts (a value
    /// key: a failing book repeats one combination thousands of times, and no text is built for it).
    private var keys: [SampleKey: Int] = [:]

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
        var reason: String?
    }
    /// Open SVG elements: their text is painted with `fill`, which the cascade does not follow.
    private var svgDepth = 0

    init(documentPath: String, styleSheets: CSSStyleSheets) {
        styles = CSSStyleWalker(documentPath: documentPath, styleSheets: styleSheets)
    }

    mutating func enter(_ element: XMLStartElement) {
        styles.enter(element)
        if element.namespace == XMLNamespace.svg { svgDepth += 1 }
    }

    mutating func leave(namespace: String?) {
        styles.leave()
        if namespace == XMLNamespace.svg { svgDepth = max(0, svgDepth - 1) }
    }

    mutating func text(_ text: String, line: Int) {
        styles.text(text)
        guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else { return }
        let style = styles.current
        guard !style.isHidden, let element = styles.currentElement else { return }
        if svgDepth > 0 {
            undecided("SVG text is painted with fill and stroke, which this analysis does not read", style, element, text, line)
            return
        }
        if let reason = style.contrastUncertainty {
            undecided(reason, style, element, text, line)
            return
        }
        let foreground = style.color.composited(over: style.backdrop)
        let ratio = CSSColor.contrastRatio(foreground, style.backdrop)
        let required = style.isLargeText ? 3.0 : 4.5
        if ratio < required, ratio >= 3, let why = style.fontSizeUncertainty {
            undecided("the contrast \(Self.rounded(ratio)):1 suffices for large text only, and the size is uncertain: \(why)",
                      style, element, text, line)
            return
        }
        if ratio < (style.isLargeText ? 4.5 : 7) {
            result.belowEnhancedRuns &+= 1
            if result.firstBelowEnhanced == nil { result.firstBelowEnhanced = Self.sample(style, element, text, line, reason: nil) }
        }
        if ratio < required {
            result.insufficientRuns &+= 1
            add(SampleKey(list: .failures, colors: [foreground, style.backdrop], required: required, sources: [style.colorSource, style.backdropSource]),
                Self.sample(style, element, text, line, reason: nil))
        } else {
            result.sufficientRuns &+= 1
        }
        if style.authorSetColor != style.authorSetBackground {
            result.unpairedRuns &+= 1
            let reason = style.authorSetColor ? "a text colour is set without a background colour" : "a background colour is set without a text colour"
            let source = style.authorSetColor ? style.colorSource : style.backdropSource
            add(SampleKey(list: .unpaired, sources: [source], reason: reason), Self.sample(style, element, text, line, reason: reason))
        }
    }

    private mutating func undecided(_ reason: String, _ style: CSSComputedStyle, _ element: CSSElement, _ text: String, _ line: Int) {
        result.undecidedRuns &+= 1
        add(SampleKey(list: .undecided, reason: reason), Self.sample(style, element, text, line, reason: reason))
    }

    private mutating func add(_ key: SampleKey, _ sample: @autoclosure () -> ContrastSample) {
        if let index = keys[key] {
            result[keyPath: key.list.path][index].count &+= 1
        } else if result[keyPath: key.list.path].count < TextContrast.maxSamples {
            keys[key] = result[keyPath: key.list.path].count
            result[keyPath: key.list.path].append(sample())
        }
    }

    private static func sample(_ style: CSSComputedStyle, _ element: CSSElement, _ text: String, _ line: Int, reason: String?) -> ContrastSample {
        let foreground = style.color.composited(over: style.backdrop)
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return ContrastSample(
            line: line, element: element.localName, elementID: element.id,
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
