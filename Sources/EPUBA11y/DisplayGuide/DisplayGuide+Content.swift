extension DisplayGuide {
    /// Navigation features in the W3C display order, which is not alphabetical.
    static let navigationFeatures: [(feature: String, id: String)] = [
        ("pageNavigation", "navigation-page-navigation"),
        ("structuralNavigation", "navigation-structural"),
        ("index", "navigation-index"),
        ("tableOfContents", "navigation-toc"),
    ]

    /// Rich-content features in the W3C display order. `longDescription` is the vocabulary
    /// spelling (2.0 tested `longDescriptions`, fixed in 2.1).
    static let richContentFeatures: [(feature: String, id: String)] = [
        ("longDescription", "rich-content-extended"),
        ("latex-chemistry", "rich-content-accessible-chemistry-as-latex"),
        ("MathML-chemistry", "rich-content-accessible-chemistry-as-mathml"),
        ("describedMath", "rich-content-accessible-math-described"),
        ("latex", "rich-content-accessible-math-as-latex"),
        ("MathML", "rich-content-accessible-math-as-mathml"),
        ("closedCaptions", "rich-content-closed-captions"),
        ("openCaptions", "rich-content-open-captions"),
        ("transcript", "rich-content-transcript"),
    ]

    static func navigation(_ metadata: AccessibilityMetadata, in vocabulary: DisplayGuideVocabulary) -> [Statement] {
        let statements = navigationFeatures.filter { metadata.hasFeature(AccessibilityFeature(rawValue: $0.feature)) }.map { Statement($0.id, in: vocabulary) }
        return statements.isEmpty ? [Statement("navigation-no-metadata", in: vocabulary)] : statements
    }

    /// The W3C prints "no information" unless one of a list of features is present, a list that
    /// misses `latex-chemistry` and lets `describedMath` alone print both its line and "no
    /// information". Following the guidelines' recommendation instead, "no information" appears
    /// exactly when no other rich-content line was printed.
    static func richContent(_ metadata: AccessibilityMetadata, in vocabulary: DisplayGuideVocabulary) -> [Statement] {
        let statements = richContentFeatures.filter { metadata.hasFeature(AccessibilityFeature(rawValue: $0.feature)) }.map { Statement($0.id, in: vocabulary) }
        return statements.isEmpty ? [Statement("rich-content-unknown", in: vocabulary)] : statements
    }
}
