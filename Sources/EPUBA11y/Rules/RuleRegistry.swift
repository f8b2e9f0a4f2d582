/// Every rule, in one list sorted by id, and how to run a selection of them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        EPUBLanguageRule.self,
        EPUBStructureRule.self,
        EPUBTitleRule.self,
        AccessibilityFeatureRule.self,
        AccessibilityFeatureInvalidRule.self,
        AccessibilityHazardRule.self,
        AccessibilityHazardInvalidRule.self,
        AccessibilitySummaryRule.self,
        AccessModeRule.self,
        AccessModeInvalidRule.self,
        AccessModeSufficientRule.self,
        AccessModeSufficientInvalidRule.self,
        CertifiedByMissingRule.self,
        CertifierReportUnresolvedRule.self,
        ConformsToInvalidRule.self,
        DeprecatedTermRule.self,
        EPUB2FormRule.self,
        ExemptionInvalidRule.self,
        PageBreakSourceInvalidRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Runs `rules` (all by default) and returns their findings in report order. Content rules
    /// run only when the context has the content inventories.
    public static func evaluate(_ context: RuleContext, rules: [any Rule.Type] = all) -> [Finding] {
        rules.filter { context.hasContent || $0.description.scope == .package }.flatMap { $0.evaluate(context) }.sorted()
    }
}
