/// The schema.org accessibility vocabularies and the EPUB a11y terms (STANDARDS §2).
public enum Vocabularies {
    /// The modes an `accessModeSufficient` set may name.
    public static let accessModeSufficientModes = ["auditory", "tactile", "textual", "visual"]

    /// Values of `schema:accessMode`.
    public static let accessMode = Vocabulary(name: "accessMode", terms: (accessModeSufficientModes + [
        "chartOnVisual", "chemOnVisual", "colorDependent", "diagramOnVisual", "mathOnVisual", "musicOnVisual", "textOnVisual",
    ]).map { Vocabulary.Term($0) })

    /// Members of a `schema:accessModeSufficient` set.
    public static let accessModeSufficient = Vocabulary(
        name: "accessModeSufficient", terms: accessModeSufficientModes.map { Vocabulary.Term($0) })

    /// Values of `schema:accessibilityFeature`, deprecated ones with their replacement.
    public static let accessibilityFeature = Vocabulary(name: "accessibilityFeature", terms: [
        .init("annotations", deprecated: true), .init("ARIA"), .init("bookmarks", deprecated: true), .init("index"),
        .init("pageBreakMarkers"), .init("printPageNumbers", deprecated: true, replacement: "pageBreakMarkers"),
        .init("pageNavigation"), .init("readingOrder"), .init("structuralNavigation"), .init("tableOfContents"),
        .init("taggedPDF"),
        .init("alternativeText"), .init("audioDescription"), .init("captions", deprecated: true, replacement: "closedCaptions"),
        .init("closedCaptions"), .init("describedMath"), .init("longDescription"), .init("openCaptions"),
        .init("signLanguage"), .init("transcript"),
        .init("displayTransformability"), .init("synchronizedAudioText"), .init("timingControl"), .init("unlocked"),
        .init("ChemML"), .init("latex"), .init("latex-chemistry"), .init("MathML"), .init("MathML-chemistry"), .init("ttsMarkup"),
        .init("highContrastAudio"), .init("highContrastDisplay"), .init("largePrint"),
        .init("braille"), .init("tactileGraphic"), .init("tactileObject"),
        .init("fullRubyAnnotations"), .init("horizontalWriting"), .init("rubyAnnotations"), .init("verticalWriting"),
        .init("withAdditionalWordSegmentation"), .init("withoutAdditionalWordSegmentation"),
        .init("none"), .init("unknown"),
    ])

    /// Values of `schema:accessibilityHazard`.
    public static let accessibilityHazard = Vocabulary(
        name: "accessibilityHazard",
        terms: ["flashing", "motionSimulation", "sound", "noFlashingHazard", "noMotionSimulationHazard", "noSoundHazard",
                "unknownFlashingHazard", "unknownMotionSimulationHazard", "unknownSoundHazard", "none", "unknown"]
            .map { Vocabulary.Term($0) },
        knownTypos: ["unknownMotionSimultationHazard": "unknownMotionSimulationHazard"])

    /// Values of `schema:accessibilityControl`.
    public static let accessibilityControl = Vocabulary(
        name: "accessibilityControl",
        terms: ["fullKeyboardControl", "fullMouseControl", "fullSwitchControl", "fullTouchControl", "fullVideoControl",
                "fullVoiceControl"].map { Vocabulary.Term($0) })

    /// Values of `schema:accessibilityAPI`; several are deprecated.
    public static let accessibilityAPI = Vocabulary(name: "accessibilityAPI", terms: [
        "AndroidAccessibility", "ATK", "AT-SPI", "FuchsiaAccessibility", "iAccessible2", "JavaAccessibility", "MSAA",
        "NSAccessibility", "UIAccessibility", "UIAutomation",
    ].map { Vocabulary.Term($0) } + [
        .init("ARIA", deprecated: true), .init("BlackberryAccessibility", deprecated: true),
        .init("iOSAccessibility", deprecated: true), .init("MacOSXAccessibility", deprecated: true),
    ])

    /// Values of `a11y:exemption` (European Accessibility Act exemptions).
    public static let exemption = Vocabulary(
        name: "exemption",
        terms: ["eaa-disproportionate-burden", "eaa-fundamental-alteration", "eaa-microenterprise"].map { Vocabulary.Term($0) })

    /// The three hazard dimensions: positive, negative and unknown terms of each.
    public static let hazardDimensions: [(positive: String, negative: String, unknown: String)] = [
        ("flashing", "noFlashingHazard", "unknownFlashingHazard"),
        ("motionSimulation", "noMotionSimulationHazard", "unknownMotionSimulationHazard"),
        ("sound", "noSoundHazard", "unknownSoundHazard"),
    ]
}
