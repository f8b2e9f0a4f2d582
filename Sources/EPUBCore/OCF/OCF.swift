/// What the OCF layer of a publication says: the `mimetype` file, the rootfiles
/// of `META-INF/container.xml`, and the resources `META-INF/encryption.xml` lists.
public struct OCF: Sendable, Hashable, Codable {
    public let mimetype: MimetypeFacts
    public let rootfiles: [Rootfile]
    public let encryptedResources: [EncryptedResource]

    /// The first rootfile whose media type is the OPF's (or the first one at all).
    public var packageRootfile: Rootfile? {
        rootfiles.first { $0.mediaType == Rootfile.packageMediaType } ?? rootfiles.first
    }
}

/// Facts about the OCF `mimetype` entry (OCF 3.3 §4.2.2).
public struct MimetypeFacts: Sendable, Hashable, Codable {
    public static let expectedValue = "application/epub+zip"

    public let isPresent: Bool
    /// First entry of the archive (always true for folders).
    public let isFirstEntry: Bool
    /// Stored without compression (always true for folders).
    public let isStored: Bool
    public let hasExtraField: Bool
    /// The bytes as text, exactly (no trimming).
    public let value: String?

    public var isValid: Bool {
        isPresent && isFirstEntry && isStored && !hasExtraField && value == Self.expectedValue
    }
}

/// A `rootfile` of `META-INF/container.xml`.
public struct Rootfile: Sendable, Hashable, Codable {
    public static let packageMediaType = "application/oebps-package+xml"

    /// The `full-path` as written.
    public let fullPath: String
    /// The normalised container path; nil when it climbs above the root.
    public let path: String?
    public let mediaType: String?
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

    public let path: String
    public let algorithm: String
    public var isFontObfuscation: Bool { Self.fontObfuscationAlgorithms.contains(algorithm) }
}
