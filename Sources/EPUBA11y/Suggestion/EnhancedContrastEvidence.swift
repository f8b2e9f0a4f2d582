/// What the contrast of a book's text, as its CSS decides it, says of `accessibilityFeature
/// highContrastDisplay`. The authoring guide sets the feature "when text and background color
/// combinations meet or exceed the 7:1 contrast ratio for normal-sized text" (WCAG 1.4.6; 4.5:1
/// for large text), and WCAG's failure F24 (a colour set without its background, or the
/// reverse) fails 1.4.6 as it fails 1.4.3.
enum EnhancedContrastEvidence: Sendable, Equatable {
    /// Every run decided and reaching 7:1 (4.5:1 large), none with its colour set on one side only.
    case reached(runs: Int, documents: Int)
    /// No decided run falls short, but `open` runs are undecided or have their colour set on one side only.
    case open(runs: Int, open: Int, documents: Int)
    /// `below` decided runs fall short of 7:1 (4.5:1 large).
    case below(runs: Int, below: Int)

    /// The evidence of the documents `read` (without failure) among `all` the content documents;
    /// nil when one was not read or not analysed (nothing is known of its text), or there is no text.
    init?(all: [ContentInventory], read: [ContentInventory]) {
        guard !read.isEmpty, read.count == all.count else { return nil }
        let analysed = read.compactMap(\.contrast)
        guard analysed.count == read.count else { return nil }
        let total = TextContrast(countsOf: analysed)
        let runs = total.checkedRuns, open = total.undecidedRuns &+ total.unpairedRuns, below = total.belowEnhancedRuns
        guard runs > 0 else { return nil }
        if below > 0 { self = .below(runs: runs, below: below) }
        else if open > 0 { self = .open(runs: runs, open: open, documents: read.count) }
        else { self = .reached(runs: runs, documents: read.count) }
    }
}
