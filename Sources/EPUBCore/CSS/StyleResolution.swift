/// Turns the cascade's winning declarations into computed values, in dependency order
/// (custom properties, then font size, then colours, which may say `currentcolor`).
struct StyleResolution {
    var style: CSSComputedStyle
    let parent: CSSComputedStyle
    let winners: CSSCascade.Winners
    let rootFontSize: Double

    /// The winning value of `property`, `var()` substituted; nil when unset, with the declaration.
    private mutating func value(_ property: CSSCascade.Property) -> (value: String, winner: CSSCascade.Winner)? {
        guard let winner = winners[property] else { return nil }
        switch CSSValues.substituteVariables(winner.declaration.value, style.customProperties) {
        case .success(let value): return (value.trimmingXMLWhitespace(), winner)
        case .failure(let unresolved):
            doubt(property, EPUBError.Reason("css.variable-no-value", ["name": unresolved.name, "source": winner.declaration.source.description]))
            return nil
        }
    }

    mutating func apply() {
        for (name, winner) in winners.custom { style.customProperties[name] = winner.declaration.value }
        // A box hidden under a condition that may not hold (a media query, a selector that may
        // not match) and shown otherwise is judged where it shows: an outranking doubtful
        // declaration keeps it shown, as the winning value alone would not.
        if let (value, winner) = value(.display), value.lowercased() == "none", !isOutrankedByDoubt(.display, winner) {
            style.displayNone = style.displayNone ?? Self.describe("display: none", winner)
        }
        if let (value, winner) = value(.visibility) {
            switch value.lowercased() {
            case "hidden", "collapse":
                if !isOutrankedByDoubt(.visibility, winner) { style.visibilityHidden = Self.describe("visibility: \(value.lowercased())", winner) }
            case "visible", "initial", "revert":
                style.visibilityHidden = nil
            default: break
            }
        }
        fontSize()
        if let (value, _) = value(.fontWeight) {
            switch value.lowercased() {
            case "inherit", "unset": style.fontWeight = parent.fontWeight
            case "initial", "revert": style.fontWeight = 400
            default: if let weight = CSSValues.fontWeight(value, parent: parent.fontWeight) { style.fontWeight = weight }
            }
        }
        color()
        background()
        decoration()
        if let (value, winner) = value(.opacity), let opacity = Double(value.hasSuffix("%") ? String(value.dropLast()) : value),
           (value.hasSuffix("%") ? opacity / 100 : opacity) < 1 {
            style.renderingUncertainty = style.renderingUncertainty
                ?? EPUBError.Reason("css.opacity", ["value": value, "source": winner.declaration.source.description])
        }
        if let (value, winner) = value(.position), ["absolute", "fixed"].contains(value.lowercased()) {
            if isOffScreen() {
                style.offScreen = style.offScreen
                    ?? EPUBError.Reason("css.positioned-off-screen", ["position": value.lowercased(), "source": winner.declaration.source.description])
            } else {
                style.renderingUncertainty = style.renderingUncertainty
                    ?? EPUBError.Reason("css.positioned-over", ["position": value.lowercased(), "source": winner.declaration.source.description])
            }
        } else if let indent = length(.textIndent), indent <= -999, let winner = winners[.textIndent] {
            style.offScreen = style.offScreen ?? EPUBError.Reason("css.indented-off-screen", ["source": winner.declaration.source.description])
        }
    }

    /// Whether a declaration that may apply, but cannot be decided, outranks `winner`.
    private func isOutrankedByDoubt(_ property: CSSCascade.Property, _ winner: CSSCascade.Winner) -> Bool {
        winners.doubt(property).map { $0.rank > winner.rank } ?? false
    }

    /// `display: none (p.toc-page (css/base.css:23))`; for the reading system's own style, the
    /// element or attribute it hides (`[hidden]`, `head`), which is what an author can act on.
    private static func describe(_ what: String, _ winner: CSSCascade.Winner) -> EPUBError.Reason {
        winner.origin == .userAgent ? EPUBError.Reason("css.declared.default", ["declaration": what])
            : EPUBError.Reason("css.declared", ["declaration": what, "source": winner.declaration.source.description])
    }

    /// A length in px (a percentage of at most -100 % counts as far off); nil when unset or unknown.
    private mutating func length(_ property: CSSCascade.Property) -> Double? {
        guard let (value, _) = value(property) else { return nil }
        if value.hasSuffix("%") { return Double(value.dropLast()).map { $0 <= -100 ? -10_000 : 0 } }
        if case .pixels(let pixels)? = CSSValues.fontSize(value.hasPrefix("-") ? String(value.dropFirst()) : value,
                                                          parent: style.fontSize, root: rootFontSize) {
            return value.hasPrefix("-") ? -pixels : pixels
        }
        return nil
    }

    /// An absolutely positioned box moved off the screen or clipped away for screen readers only
    /// (the "visually hidden" patterns: `left: -999em`, `clip: rect(0 0 0 0)`, `clip-path: inset(50%)`,
    /// `text-indent: -9999px`), which no one sees and axe leaves out of contrast too.
    private mutating func isOffScreen() -> Bool {
        if let indent = length(.textIndent), indent <= -999 { return true }
        if let left = length(.left), left <= -999 { return true }
        if let top = length(.top), top <= -999 { return true }
        let clip = value(.clip)?.value.lowercased().filter { !$0.isWhitespace && $0 != "," } ?? ""
        if clip.hasPrefix("rect(") && ["rect(0000)", "rect(0px0px0px0px)", "rect(1px1px1px1px)"].contains(clip) { return true }
        let clipPath = value(.clipPath)?.value.lowercased().filter { !$0.isWhitespace } ?? ""
        return clipPath == "inset(50%)" || clipPath == "inset(100%)"
    }

    private mutating func fontSize() {
        guard let (value, winner) = value(.fontSize) else { return }
        switch value.lowercased() {
        case "inherit", "unset": style.fontSize = parent.fontSize
        case "initial", "revert": style.fontSize = 16
        default:
            switch CSSValues.fontSize(value, parent: parent.fontSize, root: rootFontSize) {
            case .pixels(let size)?:
                // Bounded: `1e300em` or 50 nested `1000em` would reach infinity, which no report can encode.
                style.fontSize = min(size, 100_000)
                // An absolute size no longer depends on an uncertain ancestor's.
                if CSSValues.isAbsoluteFontSize(value) {
                    style.fontSizeUncertainty = nil
                    style.alternativeFontSizes = []
                } else {
                    // A relative size follows each of the parent's branches.
                    style.alternativeFontSizes = parent.alternativeFontSizes.flatMap { sizes(of: value, over: $0) }
                }
            case .unknown(let why)?:
                style.fontSizeUncertainty = EPUBError.Reason("css.font-size-viewport", ["value": why, "source": winner.declaration.source.description])
                style.alternativeFontSizes = nil
            case nil: break  // invalid: ignored, as a browser ignores it
            }
        }
    }

    private mutating func color() {
        guard let (value, winner) = value(.color) else { return }
        switch value.lowercased() {
        case "inherit", "unset", "currentcolor": return  // the parent's colour, source and doubt stand
        case "initial", "revert":
            (style.color, style.colorSource, style.colorUncertainty) = (.black, nil, nil)
            return
        default: break
        }
        guard case .color(let color)? = CSSColor.parse(value) else {
            style.colorUncertainty = EPUBError.Reason("css.colour-unread", ["value": value, "source": winner.declaration.source.description])
            return
        }
        style.color = color
        style.colorSource = winner.origin == .author ? winner.declaration.source : nil
        style.colorUncertainty = nil
        if winner.origin == .author { style.authorSetColor = true }
    }

    private mutating func background() {
        if let (value, winner) = value(.backgroundImage) {
            let lower = value.lowercased()
            if !["none", "initial", "unset", "revert", "inherit"].contains(lower) {
                style.hasBackgroundImage = true
                style.backdropUncertainty = EPUBError.Reason("css.background-image", ["source": winner.declaration.source.description])
            }
        }
        guard let (value, winner) = value(.backgroundColor) else { return }
        let background: CSSColor
        switch value.lowercased() {
        case "inherit": background = parent.backgroundColor
        case "initial", "unset", "revert": background = .transparent
        default:
            switch CSSColor.parse(value) {
            case .color(let color)?: background = color
            case .currentColor?: background = style.color
            case nil:
                style.backdropUncertainty = EPUBError.Reason("css.background-unread", ["value": value, "source": winner.declaration.source.description])
                return
            }
        }
        style.backgroundColor = background
        guard background.alpha > 0 else { return }
        style.backdrop = background.composited(over: parent.backdrop)
        style.backdropSource = winner.origin == .author ? winner.declaration.source : nil
        if winner.origin == .author { style.authorSetBackground = true }
        // An opaque background hides whatever image an ancestor had (unless this element has one too).
        if background.alpha >= 1, winners[.backgroundImage].map({ ["none", "initial", "unset"].contains($0.declaration.value.lowercased()) }) ?? true {
            style.backdropUncertainty = nil
        }
    }

    /// What sets a link apart from the text around it other than colour: lines, slant, a bottom border.
    private mutating func decoration() {
        if let (value, _) = value(.textDecorationLine) {
            let lower = value.lowercased()
            if lower == "inherit" {
                style.textDecorationLine = parent.textDecorationLine
            } else {
                // The shorthand's colour, style and thickness are left out; no line is `none`.
                let lines = lower.split(whereSeparator: \.isWhitespace).filter { ["underline", "overline", "line-through", "blink"].contains($0) }
                style.textDecorationLine = lines.isEmpty ? "none" : lines.joined(separator: " ")
            }
        }
        if let (value, _) = value(.fontStyle) {
            let lower = value.lowercased()
            switch lower {
            case "inherit", "unset": style.fontStyle = parent.fontStyle
            case "initial", "revert", "normal": style.fontStyle = "normal"
            default:
                if lower.hasPrefix("italic") { style.fontStyle = "italic" } else if lower.hasPrefix("oblique") { style.fontStyle = "oblique" }
            }
        }
        if let (value, _) = value(.borderBottomStyle) {
            let tokens = value.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
            if tokens == ["inherit"] {
                style.borderBottomStyle = parent.borderBottomStyle
            } else {
                let styles = ["dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset"]
                // A zero width or a transparent colour draws nothing (axe's test too).
                let drawsNothing = tokens.contains { $0 == "transparent" || ($0.first == "0" && Double($0.prefix { $0.isNumber || $0 == "." }) == 0) }
                style.borderBottomStyle = drawsNothing ? "none" : tokens.first(where: styles.contains) ?? "none"
            }
        }
    }

    /// `value` computed against each of `parents` (px); nil when one cannot be.
    private func sizes(of value: String, over parents: [Double]) -> [Double]? {
        var found: [Double] = []
        for parentSize in parents {
            guard case .pixels(let size)? = CSSValues.fontSize(value, parent: parentSize, root: rootFontSize) else { return nil }
            found.append(min(size, 100_000))
        }
        return found
    }

    /// The sizes of the doubtful `font-size` declarations that outrank the winner, against the
    /// parent's size and each of its branches: with the winner's, every size the text may take.
    private mutating func branchFontSizes() {
        guard !winners.fontSizeDoubtsOverflow, var found = style.alternativeFontSizes else {
            style.alternativeFontSizes = nil
            return
        }
        let winnerRank = winners[.fontSize]?.rank
        let parents = [parent.fontSize] + (parent.alternativeFontSizes ?? [])
        for doubt in winners.fontSizeDoubts where winnerRank.map({ doubt.rank > $0 }) ?? true {
            let value = doubt.value.trimmingXMLWhitespace().lowercased()
            let alternatives: [Double]?
            switch value {
            case "inherit", "unset": alternatives = parents
            case "initial", "revert": alternatives = [16]
            default: alternatives = parent.alternativeFontSizes == nil ? nil : sizes(of: value, over: parents)
            }
            guard let alternatives else {
                style.alternativeFontSizes = nil
                return
            }
            found.append(contentsOf: alternatives)
        }
        style.alternativeFontSizes = Array(found.prefix(64))
    }

    /// A declaration that may win but whose selector or condition cannot be decided.
    mutating func doubt(_ property: CSSCascade.Property, _ reason: EPUBError.Reason) {
        if property == .fontSize { branchFontSizes() }
        if property == .fontWeight { style.alternativeFontSizes = nil }  // the weight's branches are not enumerated
        switch property {
        case .color: style.colorUncertainty = style.colorUncertainty ?? reason
        case .backgroundColor, .backgroundImage: style.backdropUncertainty = style.backdropUncertainty ?? reason
        case .fontSize, .fontWeight: style.fontSizeUncertainty = style.fontSizeUncertainty ?? reason
        case .opacity: style.renderingUncertainty = style.renderingUncertainty ?? reason
        case .textDecorationLine, .fontStyle, .borderBottomStyle: style.decorationUncertainty = style.decorationUncertainty ?? reason
        // Whether a box is shown or where it sits under some condition does not change the
        // colours of the text when it is shown; a doubtful custom property matters only where a
        // colour uses it, and an unresolved `var()` is reported there.
        case .position, .display, .visibility, .left, .top, .textIndent, .clip, .clipPath, .custom: break
        }
    }
}
