/// A closed list of terms that reads open input: known terms are recognised (even when
/// written in another case, with a descriptor, or with a known typo), unknown ones are kept.
public struct Vocabulary: Sendable {
    /// One known term.
    public struct Term: Sendable, Hashable {
        /// Canonical spelling.
        public let name: String
        /// True for a term the vocabulary deprecates.
        public let isDeprecated: Bool
        /// The term to use instead of a deprecated one, when the vocabulary names one.
        public let replacement: String?

        /// A term, current unless `deprecated`.
        public init(_ name: String, deprecated: Bool = false, replacement: String? = nil) {
            self.name = name
            self.isDeprecated = deprecated
            self.replacement = replacement
        }
    }

    /// The property's local name, e.g. `accessMode`.
    public let name: String
    /// Every term, deprecated ones included.
    public let terms: [Term]
    /// Misspellings seen in the specifications themselves, accepted with a note.
    public let knownTypos: [String: String]
    private let byLowercasedName: [String: Term]

    /// A vocabulary; `knownTypos` maps a misspelling to its term.
    public init(name: String, terms: [Term], knownTypos: [String: String] = [:]) {
        self.name = name
        self.terms = terms
        self.knownTypos = knownTypos
        self.byLowercasedName = Dictionary(terms.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The term named `name` in any case; nil when unknown.
    public func term(_ name: String) -> Term? { byLowercasedName[name.lowercased()] }

    /// Recognises `written` (already whitespace-normalised).
    public func resolve(_ written: String) -> VocabularyToken {
        if let term = byLowercasedName[written.lowercased()] {
            return VocabularyToken(written: written, term: term, note: term.name == written ? nil : .caseDiffers)
        }
        if let fixed = knownTypos[written], let term = byLowercasedName[fixed.lowercased()] {
            return VocabularyToken(written: written, term: term, note: .knownTypo)
        }
        // Legacy slash extensions (`displayTransformability/font-size`): strip from `/` on.
        if let slash = written.firstIndex(of: "/"), let term = byLowercasedName[written[..<slash].lowercased()] {
            return VocabularyToken(written: written, term: term, note: .extensionStripped)
        }
        // `term-descriptor`: strip the descriptor and retry the base term (vocabulary §naming).
        if let hyphen = written.lastIndex(of: "-"), let term = byLowercasedName[written[..<hyphen].lowercased()] {
            return VocabularyToken(written: written, term: term, note: .descriptorStripped)
        }
        return VocabularyToken(written: written, term: nil, note: nil)
    }
}

/// One value of an open vocabulary as the book wrote it, and what it was recognised as.
public struct VocabularyToken: Sendable, Hashable, Codable {
    /// How the written value differs from the canonical term.
    public enum Note: String, Sendable, Hashable, Codable {
        /// Same term in another case (`mathML`): accepted, reported.
        case caseDiffers = "case-differs"
        /// A misspelling the specifications themselves contain: accepted, reported.
        case knownTypo = "known-typo"
        /// `term/extension`: the legacy extension was ignored.
        case extensionStripped = "extension-stripped"
        /// `term-descriptor`: the descriptor was ignored.
        case descriptorStripped = "descriptor-stripped"
    }

    /// The value exactly as written (whitespace-normalised).
    public let written: String
    /// The recognised term in its canonical spelling; nil for an unknown token.
    public let canonical: String?
    /// True when the recognised term is deprecated.
    public let isDeprecated: Bool
    /// The term to use instead of a deprecated one; nil when none is named.
    public let replacement: String?
    /// How the written value differs from the term; nil when it matches exactly or is unknown.
    public let note: Note?

    init(written: String, term: Vocabulary.Term?, note: Note?) {
        self.written = written
        self.canonical = term?.name
        self.isDeprecated = term?.isDeprecated ?? false
        self.replacement = term?.replacement
        self.note = note
    }

    /// True when the token is a term of the vocabulary.
    public var isKnown: Bool { canonical != nil }
    /// The canonical term when known, else the written value: what comparisons use.
    public var name: String { canonical ?? written }
}
