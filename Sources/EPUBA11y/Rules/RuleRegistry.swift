/// Every rule, in one list sorted by id, and how to run a selection of them.
public enum RuleRegistry {
    /// Every rule, sorted by id.
    public static let all: [any Rule.Type] = [
        AreaAltRule.self,
        ARIAAllowedRoleRule.self,
        ARIADeprecatedRoleRule.self,
        ARIAProhibitedAttrRule.self,
        ARIAReferenceTargetRule.self,
        ColorBackgroundPairingRule.self,
        ColorContrastRule.self,
        DocumentHasHeadingRule.self,
        DocumentTitleRule.self,
        DocumentWithinLimitsRule.self,
        DuplicateIDRule.self,
        EmptyHeadingRule.self,
        EmptyTableHeaderRule.self,
        EPUBHeadingHierarchyRule.self,
        EPUBLandmarksRule.self,
        EPUBLanguageRule.self,
        MediaOverlayAudioRule.self,
        MediaOverlayClipRule.self,
        MediaOverlayDurationRule.self,
        MediaOverlayReferenceRule.self,
        MediaOverlayTextRule.self,
        EPUBNonLinearReachableRule.self,
        EPUBPageBreakInHeadingRule.self,
        EPUBPageBreakNotInPageListRule.self,
        EPUBPageListBrokenRule.self,
        EPUBPageListMediaOverlaysRule.self,
        EPUBPageListMissingPageBreakRule.self,
        EPUBPageSourceRule.self,
        EPUBSpineReachableRule.self,
        EPUBStructureRule.self,
        EPUBTitleRule.self,
        EPUBTocRule.self,
        EPUBTocBrokenRule.self,
        EPUBTocOrderRule.self,
        EPUBTypeHasMatchingRoleRule.self,
        HeadingFakedByMarkupRule.self,
        HeadingOrderRule.self,
        HTMLHasLangRule.self,
        HTMLLangValidRule.self,
        HTMLXMLLangMismatchRule.self,
        ImageAltRule.self,
        ImageAltDuplicateRule.self,
        ImageAltEmptyWithTitleRule.self,
        ImageAltFilenameRule.self,
        ImageAltLongRule.self,
        ImageAltRedundantRule.self,
        ImageCoverAltRule.self,
        ImageLongdescRule.self,
        ImageRolePresentationAltRule.self,
        InputImageAltRule.self,
        LandmarkUniqueRule.self,
        LinkInTextBlockRule.self,
        LinkNameRule.self,
        MathAlttextRule.self,
        MediaControlsRule.self,
        MetaViewportRule.self,
        PrintPageNumbersNoPageBreaksRule.self,
        PrintPageNumbersNoPageListRule.self,
        AccessibilityFeatureRule.self,
        AccessibilityFeatureInvalidRule.self,
        AccessibilityHazardRule.self,
        AccessibilityHazardInvalidRule.self,
        AccessibilitySummaryRule.self,
        AccessibilitySummaryQualityRule.self,
        AccessModeRule.self,
        AccessModeInvalidRule.self,
        AccessModeSufficientRule.self,
        AccessModeSufficientInvalidRule.self,
        TextualSufficientWithoutAlternativesRule.self,
        CertificationDateRule.self,
        CertifiedByMissingRule.self,
        CertifierWithoutClaimRule.self,
        CertifierReportUnresolvedRule.self,
        ConformsToInvalidRule.self,
        ConformsToSupersededRule.self,
        DeprecatedTermRule.self,
        EPUB2FormRule.self,
        ExemptionInvalidRule.self,
        PageBreakSourceInvalidRule.self,
        NoAutoplayAudioRule.self,
        NotWellFormedRule.self,
        ObjectAltRule.self,
        PageBreakLabelRule.self,
        RoleImgAltRule.self,
        ScopeAttrValidRule.self,
        SVGImgAltRule.self,
        TableCaptionRule.self,
        TableDuplicateNameRule.self,
        TableLayoutSemanticsRule.self,
        TDHasHeaderRule.self,
        TDHeadersAttrRule.self,
        THHasDataCellsRule.self,
        ValidLangRule.self,
        VideoCaptionRule.self,
    ]

    /// Rules by id, built once: reports look a rule up for every finding.
    private static let byID: [String: any Rule.Type] = Dictionary(all.map { ($0.description.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule with this id, if any.
    public static func rule(id: String) -> (any Rule.Type)? {
        byID[id]
    }

    /// Runs `rules` (all by default) and returns their findings in report order. Content rules
    /// run only when the context has the content inventories.
    public static func evaluate(_ context: RuleContext, rules: [any Rule.Type] = all) -> [Finding] {
        let runs = rules.filter { context.hasContent || $0.description.scope == .package }
        // Each view made once, for every rule that takes it: with the navigation documents outside
        // the spine or not, with only what assistive technology meets or everything.
        var views: [ContextView: RuleContext] = [:]
        func view(for rule: any Rule.Type) -> RuleContext {
            let key = ContextView(navigation: rule.description.readsNavigationDocuments, exposedOnly: rule.description.exposure == .exposedOnly)
            if let made = views[key] { return made }
            var made = key.navigation ? context.withNavigationDocuments() : context
            if key.exposedOnly { made = made.exposedOnly() }
            views[key] = made
            return made
        }
        return runs.flatMap { $0.evaluate(view(for: $0)) }.sorted()
    }

    /// Which content a rule is shown (``RuleDescription/readsNavigationDocuments``, ``RuleDescription/exposure``).
    private struct ContextView: Hashable {
        let navigation: Bool
        let exposedOnly: Bool
    }
}
