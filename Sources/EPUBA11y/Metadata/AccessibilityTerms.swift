/// The terms of the schema.org accessibility properties as open structs with named constants
/// (Readium's style): code names `.alternativeText`, never the string, and a term the
/// vocabulary does not list yet still has a value (`AccessibilityFeature(rawValue: "new")`).
/// ``Vocabularies`` keeps the full lists with their deprecations.

/// A value of `schema:accessMode` (and a member of an `accessModeSufficient` set).
public struct AccessMode: RawRepresentable, Hashable, Sendable, Codable {
    /// The term as the vocabulary spells it.
    public let rawValue: String
    /// Any term, listed in the vocabulary or not.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `auditory`.
    public static let auditory = Self(rawValue: "auditory")
    /// `tactile`.
    public static let tactile = Self(rawValue: "tactile")
    /// `textual`.
    public static let textual = Self(rawValue: "textual")
    /// `visual`.
    public static let visual = Self(rawValue: "visual")
}

/// A value of `schema:accessibilityFeature`.
public struct AccessibilityFeature: RawRepresentable, Hashable, Sendable, Codable {
    /// The term as the vocabulary spells it.
    public let rawValue: String
    /// Any term, listed in the vocabulary or not.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `alternativeText`.
    public static let alternativeText = Self(rawValue: "alternativeText")
    /// `ARIA`.
    public static let aria = Self(rawValue: "ARIA")
    /// `audioDescription`.
    public static let audioDescription = Self(rawValue: "audioDescription")
    /// `closedCaptions`.
    public static let closedCaptions = Self(rawValue: "closedCaptions")
    /// `describedMath`.
    public static let describedMath = Self(rawValue: "describedMath")
    /// `displayTransformability`.
    public static let displayTransformability = Self(rawValue: "displayTransformability")
    /// `highContrastDisplay`.
    public static let highContrastDisplay = Self(rawValue: "highContrastDisplay")
    /// `index`.
    public static let index = Self(rawValue: "index")
    /// `largePrint`.
    public static let largePrint = Self(rawValue: "largePrint")
    /// `longDescription`.
    public static let longDescription = Self(rawValue: "longDescription")
    /// `MathML`.
    public static let mathML = Self(rawValue: "MathML")
    /// `MathML-chemistry`.
    public static let mathMLChemistry = Self(rawValue: "MathML-chemistry")
    /// `openCaptions`.
    public static let openCaptions = Self(rawValue: "openCaptions")
    /// `pageBreakMarkers`.
    public static let pageBreakMarkers = Self(rawValue: "pageBreakMarkers")
    /// `pageNavigation`.
    public static let pageNavigation = Self(rawValue: "pageNavigation")
    /// Deprecated: ``pageBreakMarkers``.
    public static let printPageNumbers = Self(rawValue: "printPageNumbers")
    /// `readingOrder`.
    public static let readingOrder = Self(rawValue: "readingOrder")
    /// `signLanguage`.
    public static let signLanguage = Self(rawValue: "signLanguage")
    /// `structuralNavigation`.
    public static let structuralNavigation = Self(rawValue: "structuralNavigation")
    /// `synchronizedAudioText`.
    public static let synchronizedAudioText = Self(rawValue: "synchronizedAudioText")
    /// `tableOfContents`.
    public static let tableOfContents = Self(rawValue: "tableOfContents")
    /// `transcript`.
    public static let transcript = Self(rawValue: "transcript")
    /// `ttsMarkup`.
    public static let ttsMarkup = Self(rawValue: "ttsMarkup")
    /// `unlocked`.
    public static let unlocked = Self(rawValue: "unlocked")
    /// `none`.
    public static let none = Self(rawValue: "none")
    /// `unknown`.
    public static let unknown = Self(rawValue: "unknown")
}

/// A value of `schema:accessibilityHazard`.
public struct AccessibilityHazard: RawRepresentable, Hashable, Sendable, Codable {
    /// The term as the vocabulary spells it.
    public let rawValue: String
    /// Any term, listed in the vocabulary or not.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `flashing`.
    public static let flashing = Self(rawValue: "flashing")
    /// `motionSimulation`.
    public static let motionSimulation = Self(rawValue: "motionSimulation")
    /// `sound`.
    public static let sound = Self(rawValue: "sound")
    /// `noFlashingHazard`.
    public static let noFlashingHazard = Self(rawValue: "noFlashingHazard")
    /// `noMotionSimulationHazard`.
    public static let noMotionSimulationHazard = Self(rawValue: "noMotionSimulationHazard")
    /// `noSoundHazard`.
    public static let noSoundHazard = Self(rawValue: "noSoundHazard")
    /// `unknownFlashingHazard`.
    public static let unknownFlashingHazard = Self(rawValue: "unknownFlashingHazard")
    /// `unknownMotionSimulationHazard`.
    public static let unknownMotionSimulationHazard = Self(rawValue: "unknownMotionSimulationHazard")
    /// `unknownSoundHazard`.
    public static let unknownSoundHazard = Self(rawValue: "unknownSoundHazard")
    /// `none`.
    public static let none = Self(rawValue: "none")
    /// `unknown`.
    public static let unknown = Self(rawValue: "unknown")
}
