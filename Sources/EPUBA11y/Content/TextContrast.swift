import EPUBCore

/// The contrast of a document's text, as its style sheets decide it (WCAG 1.4.3, F24): every
/// run of visible text is counted as sufficient, insufficient or undecided; each distinct
/// combination of colours, size and the declarations behind them is kept once, with its first
/// place and how many runs share it.
public struct TextContrast: Sendable, Hashable, Codable {
    /// Runs whose contrast was decided and reaches the threshold.
    public var sufficientRuns = 0
    /// Runs whose contrast was decided and falls short.
    public var insufficientRuns = 0
    /// Runs a static analysis cannot decide (a background image, opacity, an undecidable selector…).
    public var undecidedRuns = 0
    /// Runs whose colours were decided but set on one side only (F24): their colour is set
    /// without a background, or the reverse.
    public var unpairedRuns = 0
    /// Decided runs below WCAG 1.4.6's enhanced contrast (7:1, 4.5:1 when large): what
    /// `accessibilityFeature highContrastDisplay` promises.
    public var belowEnhancedRuns = 0
    /// The first of them.
    public var firstBelowEnhanced: ContrastSample?
    /// Each insufficient combination, in document order (at most ``maxSamples``).
    public var failures: [ContrastSample] = []
    /// Each undecided reason, in document order (at most ``maxSamples``).
    public var undecided: [ContrastSample] = []
    /// Each one-sided colour declaration, in document order (at most ``maxSamples``).
    public var unpaired: [ContrastSample] = []

    /// Distinct samples kept per list and document; the run counts go on.
    public static let maxSamples = 50

    /// Nothing counted yet.
    public init() {}

    /// Runs with visible text.
    public var checkedRuns: Int { sufficientRuns &+ insufficientRuns &+ undecidedRuns }

    /// The run counts of `documents` added up (a book's, for the 1.4.3 row, the claim check and
    /// the suggestion); no samples, which belong to a document each.
    public init(countsOf documents: some Sequence<TextContrast>) {
        for document in documents {
            sufficientRuns &+= document.sufficientRuns
            insufficientRuns &+= document.insufficientRuns
            undecidedRuns &+= document.undecidedRuns
            unpairedRuns &+= document.unpairedRuns
            belowEnhancedRuns &+= document.belowEnhancedRuns
        }
    }
}

/// One combination of text and backdrop colours, where it first occurs, and what decided it.
public struct ContrastSample: Sendable, Hashable, Codable {
    /// 1-based line of the first run.
    public let line: Int
    /// Local name of the element holding the first run.
    public let element: String
    /// Its `id`.
    public let elementID: String?
    /// The first run's text, whitespace collapsed, at most 40 characters.
    public let text: String
    /// Text colour composited over the backdrop (`#rrggbb`).
    public let foreground: String
    /// The opaque backdrop (`#rrggbb`).
    public let background: String
    /// Contrast ratio, 1…21 (rounded to two decimals).
    public let ratio: Double
    /// The ratio required: 4.5, or 3 for large text.
    public let required: Double
    /// Font size in CSS px (rounded to one decimal).
    public let fontSize: Double
    /// Font weight.
    public let fontWeight: Int
    /// Who set the text colour; nil for the reading system's default.
    public let colorSource: CSSSource?
    /// Who set the background behind the text; nil for the white page.
    public let backgroundSource: CSSSource?
    /// Why the contrast could not be decided (undecided samples only); its English in JSON.
    public let reason: EPUBError.Reason?
    /// Runs of the document sharing this combination.
    public var count: Int

    /// Large-scale text (the 3:1 threshold applies).
    public var isLargeText: Bool { required < 4.5 }
    /// The element's record in its document's ``ContentInventory/positions``; nil when unknown.
    public var position: ElementPositions.Ref? = nil
}
