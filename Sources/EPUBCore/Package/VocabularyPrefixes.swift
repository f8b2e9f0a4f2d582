/// Resolves the prefixes of package metadata properties to IRIs (EPUB 3.3 §D.3).
///
/// Reserved prefixes need no declaration; a `prefix` attribute may add prefixes
/// or override reserved ones, and local overrides win. Unprefixed `property`
/// values belong to the package meta vocabulary.
public struct VocabularyPrefixes: Sendable, Hashable, Codable {
    /// Vocabulary of unprefixed EPUB 3 `property` values.
    public static let defaultVocabulary = "http://idpf.org/epub/vocab/package/meta/#"

    /// EPUB 3.3 reserved prefixes.
    public static let reserved: [String: String] = [
        "a11y": "http://www.idpf.org/epub/vocab/package/a11y/#",
        "dcterms": "http://purl.org/dc/terms/",
        "marc": "http://id.loc.gov/vocabulary/",
        "media": "http://www.idpf.org/epub/vocab/overlays/#",
        "onix": "http://www.editeur.org/ONIX/book/codelists/current.html#",
        "rendition": "http://www.idpf.org/vocab/rendition/#",
        "schema": "http://schema.org/",
        "xsd": "http://www.w3.org/2001/XMLSchema#",
    ]

    /// Prefixes the `prefix` attribute declares, in order.
    public let declared: [String: String]

    /// Reads the package's `prefix` attribute; nil means none was given.
    public init(declaration: String?) {
        declared = Self.parse(declaration ?? "")
    }

    /// `prefix="foaf: http://xmlns.com/foaf/spec/ dbp: http://dbpedia.org/ontology/"`
    static func parse(_ declaration: String) -> [String: String] {
        var result: [String: String] = [:]
        let tokens = declaration.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        var pendingPrefix: String?
        for token in tokens {
            if token.hasSuffix(":"), token.count > 1, !token.contains("/") {
                pendingPrefix = String(token.dropLast())
            } else if let prefix = pendingPrefix {
                result[prefix] = String(token)
                pendingPrefix = nil
            }
        }
        return result
    }

    /// The IRI of `property`; nil when its prefix is undeclared.
    /// `allowsDefaultVocabulary` is false for EPUB 2 `name` values, which have no default vocabulary.
    public func expand(_ property: String, allowsDefaultVocabulary: Bool = true) -> String? {
        let trimmed = property.trimmingXMLWhitespace()
        guard let colon = trimmed.firstIndex(of: ":") else {
            return allowsDefaultVocabulary && !trimmed.isEmpty ? Self.defaultVocabulary + trimmed : nil
        }
        let prefix = String(trimmed[..<colon])
        let reference = trimmed[trimmed.index(after: colon)...]
        guard let base = declared[prefix] ?? Self.reserved[prefix] else { return nil }
        return base + reference
    }
}
