import EPUBCore

extension DisplayGuide {
    /// Visual adjustments, nonvisual reading (with the independent alternative-text line) and
    /// prerecorded audio. The W3C allows omitting the prerecorded-audio "no information" line;
    /// it is always shown so the field reads the same for every book.
    static func waysOfReading(_ metadata: AccessibilityMetadata, layout: PackageDocument.Layout, in vocabulary: DisplayGuideVocabulary) -> [Statement] {
        let prefix = "ways-of-reading-"
        var ids: [String] = []

        if metadata.hasFeature(.displayTransformability) {
            ids.append("visual-adjustments-modifiable")
        } else if layout == .prePaginated {
            ids.append("visual-adjustments-unmodifiable")
        } else {
            ids.append("visual-adjustments-unknown")
        }

        let reading = NonvisualReading(metadata)
        if reading.allText {
            ids.append("nonvisual-reading-readable")
        } else if reading.someText || reading.textualAlternatives {
            ids.append("nonvisual-reading-not-fully")
        } else if reading.audioOnly || reading.visualOnly {
            ids.append("nonvisual-reading-none")
        } else {
            ids.append("nonvisual-reading-no-metadata")
        }
        if reading.textualAlternatives {
            ids.append("nonvisual-reading-alt-text")
        }

        if metadata.hasFeature(.synchronizedAudioText) {
            ids.append("prerecorded-audio-synchronized")
        } else if metadata.accessModeSufficient.contains(where: { $0.isOnly("auditory") }) {
            ids.append("prerecorded-audio-only")
        } else if metadata.hasAccessMode(.auditory) {
            ids.append("prerecorded-audio-complementary")
        } else {
            ids.append("prerecorded-audio-no-metadata")
        }
        return ids.map { Statement(prefix + $0, in: vocabulary) }
    }
}

extension DisplayGuide {
    /// The variables of the W3C "supports nonvisual reading" technique, computed on the model
    /// instead of by XPath.
    struct NonvisualReading {
        /// The only access mode is textual, or a sufficient set is exactly `textual`.
        let allText: Bool
        /// `textual` is an access mode or a member of a sufficient set.
        let someText: Bool
        /// A feature says non-text content has a textual alternative.
        let textualAlternatives: Bool
        /// The only access mode is auditory.
        let audioOnly: Bool
        /// The only access mode is visual and no sufficient set offers text.
        let visualOnly: Bool

        static let alternativeFeatures: [AccessibilityFeature] = [.alternativeText, .longDescription, .describedMath, .transcript]

        init(_ metadata: AccessibilityMetadata) {
            // The W3C counts accessMode statements, so `textual` written twice is not "the only" one.
            let onlyMode = metadata.accessModes.count == 1 ? metadata.accessModes[0].value.name : nil
            let sufficientText = metadata.accessModeSufficient.contains { $0.names.contains("textual") }
            allText = onlyMode == "textual" || metadata.accessModeSufficient.contains { $0.isOnly("textual") }
            someText = metadata.hasAccessMode(.textual) || sufficientText
            textualAlternatives = Self.alternativeFeatures.contains { metadata.hasFeature($0) }
            audioOnly = onlyMode == "auditory"
            visualOnly = onlyMode == "visual" && !sufficientText
        }
    }
}
