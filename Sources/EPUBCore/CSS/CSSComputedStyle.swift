/// Where a declaration that decided a value was written.
public struct CSSSource: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The selector (`p.note`), `style attribute`, or `user agent` for the reading system's defaults.
    public let selector: String
    /// Container path of the style sheet or document.
    public let path: String
    /// 1-based line of the declaration.
    public let line: Int

    /// A source.
    public init(selector: String, path: String, line: Int) {
        (self.selector, self.path, self.line) = (selector, path, line)
    }

    /// `p.note (css/style.css:12)`.
    public var description: String { "\(selector) (\(path):\(line))" }
}

/// What an element's text looks like after the cascade, as far as contrast needs it.
public struct CSSComputedStyle: Sendable, Hashable {
    /// The text colour (its alpha not yet composited).
    public var color: CSSColor = .black
    /// Who set the colour; nil when it is the reading system's default (or inherited from it).
    public var colorSource: CSSSource?
    /// The element's own `background-color` (transparent when unset).
    public var backgroundColor: CSSColor = .transparent
    /// The opaque colour behind the element's text: every background from the root down, composited over white.
    public var backdrop: CSSColor = .white
    /// Who set the nearest background that shows behind the text; nil when it is the white page.
    public var backdropSource: CSSSource?
    /// Font size in CSS px.
    public var fontSize: Double = 16
    /// Font weight, 1…1000.
    public var fontWeight: Int = 400
    // The reasons below are sentences as data (``EPUBError/Reason``, codes `css.*` of
    // ``EPUBError/reasons``): `description`-like English through `english`, and a report in
    // another language words them from its string table.

    /// Why the font size is not certain (a viewport unit, a media query), if it is not.
    public var fontSizeUncertainty: EPUBError.Reason?
    /// The other sizes in px the text may take, one per branch of the conditions that make
    /// ``fontSizeUncertainty`` (a `font-size` under a media query that cannot be decided, or an
    /// ancestor's); empty when the size is certain; nil when the branches cannot be enumerated (a
    /// viewport unit, a doubtful weight, too many branches).
    public var alternativeFontSizes: [Double]? = []

    /// Normal-size text in every branch: not large-scale at ``fontSize``, nor at any of the
    /// ``alternativeFontSizes``, so the normal-text threshold (4.5:1) applies whatever the screen.
    public var isNormalTextInEveryBranch: Bool {
        guard !isLargeText, let alternatives = alternativeFontSizes else { return false }
        return alternatives.allSatisfy { !Self.isLargeText(size: $0, weight: fontWeight) }
    }
    /// Why the text colour cannot be decided (an undecidable selector or media query, an unknown
    /// value or variable); descendants inherit it until they set a colour of their own.
    public var colorUncertainty: EPUBError.Reason?
    /// Why the backdrop cannot be decided (a background image or gradient, an undecidable
    /// background rule); cleared by an opaque background below it.
    public var backdropUncertainty: EPUBError.Reason?
    /// Why what is drawn cannot be known from colours alone (`opacity`, an absolutely positioned
    /// box that may overlap other content); the whole subtree keeps it.
    public var renderingUncertainty: EPUBError.Reason?
    /// Why the element generates no box (`display: none`, the `hidden` attribute through the
    /// reading system's style), with the declaration that decided it; inherited and never undone below.
    public var displayNone: EPUBError.Reason?
    /// Why the element is invisible (`visibility: hidden` or `collapse`); a descendant's
    /// `visibility: visible` shows it again, as in CSS.
    public var visibilityHidden: EPUBError.Reason?
    /// Why the element is drawn where no one sees it (a box moved or clipped off the screen, the
    /// "visually hidden" patterns): still read by screen readers, but never painted.
    public var offScreen: EPUBError.Reason?

    /// Not painted (``displayNone``, ``visibilityHidden`` or ``offScreen``): its text is not checked for contrast.
    public var isHidden: Bool { displayNone != nil || visibilityHidden != nil || offScreen != nil }

    /// Why assistive technology does not see the element, if it does not: `display: none` or
    /// `visibility: hidden`, as axe-core's `isVisibleToScreenReaders` decides from the computed
    /// style (content moved off the screen is still read, so it does not count).
    public var hiddenFromAssistiveTechnology: EPUBError.Reason? { displayNone ?? visibilityHidden }
    /// Custom properties in effect (`--ink: #333`), for `var()`.
    public var customProperties: [String: String] = [:]
    /// An author's style sheet set the text colour on this element or an ancestor.
    public var authorSetColor = false
    /// An author's style sheet set a background on this element or an ancestor.
    public var authorSetBackground = false
    /// Rules for this element's pseudo-elements (`::first-letter`, `::before`) that set colours; not inherited.
    public var pseudoElementColors: [EPUBError.Reason] = []
    /// The element's own `text-decoration-line`: `none`, or its lines (`underline`); not inherited.
    public var textDecorationLine = "none"
    /// An ancestor draws lines through or under its text, which CSS propagates to the text of
    /// every descendant in its box (CSS Text Decoration 3 §2), whatever their own value.
    public var decoratedByAncestor = false
    /// `font-style`: `normal`, `italic` or `oblique`.
    public var fontStyle = "normal"
    /// The style of the element's bottom border (`none` when it draws none, or one of zero width); not inherited.
    public var borderBottomStyle = "none"
    /// The element has a background image of its own; not inherited.
    public var hasBackgroundImage = false
    /// Why the lines, slant or bottom border of the element are not certain (a media query, an
    /// undecidable selector, an unresolved variable); not inherited.
    public var decorationUncertainty: EPUBError.Reason?

    /// The root's parent: the reading system's page with no author style.
    public init() {}

    /// The style a child starts from before its own declarations: inherited properties kept,
    /// the others back to their initial values.
    func inherited() -> CSSComputedStyle {
        var child = self
        child.backgroundColor = .transparent
        child.pseudoElementColors = []
        if textDecorationLine != "none" || decoratedByAncestor {
            child.decoratedByAncestor = true
            child.textDecorationLine = "none"
        }
        child.borderBottomStyle = "none"
        child.hasBackgroundImage = false
        child.decorationUncertainty = nil
        return child
    }

    /// Why this element's text contrast cannot be decided, if it cannot (the first of the reasons).
    public var contrastUncertainty: EPUBError.Reason? {
        renderingUncertainty ?? backdropUncertainty ?? colorUncertainty ?? pseudoElementColors.first
    }

    /// Large-scale text in WCAG's sense: at least 18 pt, or 14 pt and bold (700 or more).
    /// 1 pt is 4/3 CSS px, so 24 px and 18.67 px.
    public var isLargeText: Bool { Self.isLargeText(size: fontSize, weight: fontWeight) }

    /// Large-scale text at `size` px and `weight`.
    static func isLargeText(size: Double, weight: Int) -> Bool {
        size >= 24 - 0.005 || (size >= 56.0 / 3 - 0.005 && weight >= 700)
    }
}
