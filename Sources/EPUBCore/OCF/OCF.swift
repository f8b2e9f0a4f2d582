/// What the OCF layer of a publication says: the `mimetype` file, the rootfiles
/// of `META-INF/container.xml`, and the resources `META-INF/encryption.xml` lists.
public struct OCF: Sendable, Hashable, Codable {
    /// Facts about the `mimetype` entry.
    public let mimetype: MimetypeFacts
    /// Rootfiles of `container.xml`, in order; never empty.
    public let rootfiles: [Rootfile]
    /// Resources `encryption.xml` lists; empty when there is no such file.
    public let encryptedResources: [EncryptedResource]

    /// The first rootfile whose media type is the OPF's (or the first one at all).
    public var packageRootfile: Rootfile? {
        rootfiles.first { $0.mediaType == Rootfile.packageMediaType } ?? rootfiles.first
    }
}

/// Facts about the OCF `mimetype` entry (OCF 3.3 §4.2.2).
public struct MimetypeFacts: Sendable, Hashable, Codable {
    /// The exact content a valid `mimetype` file has.
    public static let expectedValue = "application/epub+zip"

    /// The container has a `mimetype` entry.
    public let isPresent: Bool
    /// First entry of the archive (always true for folders).
    public let isFirstEntry: Bool
    /// Stored without compression (always true for folders).
    public let isStored: Bool
    /// The ZIP local header of the entry has an extra field (always false for folders).
    public let hasExtraField: Bool
    /// The bytes as text, exactly (no trimming).
    public let value: String?

    /// Present, first, stored, without extra field, and exactly `application/epub+zip`.
    public var isValid: Bool {
        isPresent && isFirstEntry && isStored && !hasExtraField && value == Self.expectedValue
    }
}

/// A `rootfile` of `META-INF/container.xml`.
public struct Rootfile: Sendable, Hashable, Codable {
    /// Media type of the package document rootfile.
    public static let packageMediaType = "application/oebps-package+xml"

    /// The `full-path` as written.
    public let fullPath: String
    /// The normalised container path; nil when it climbs above the root.
    public let path: String?
    /// `media-type` as written.
    public let mediaType: String?
    /// 1-based line of the `rootfile` element in `container.xml`.
    public let line: Int
}

/// A resource `META-INF/encryption.xml` says is encrypted.
public struct EncryptedResource: Sendable, Hashable, Codable {
    /// Font obfuscation algorithms (IDPF and Adobe): the resource is a font that reading
    /// systems de-obfuscate; it does not hide content.
    public static let fontObfuscationAlgorithms: Set<String> = [
        "http://www.idpf.org/2008/embedding",
        "http://ns.adobe.com/pdf/enc#RC",
    ]

    /// Container path of the encrypted resource.
    public let path: String
    /// `EncryptionMethod` algorithm IRI; empty when absent.
    public let algorithm: String
    /// The algorithm is a font obfuscation one, which hides no content.
    public var isFontObfuscation: Bool { Self.fontObfuscationAlgorithms.contains(algorithm) }
}
