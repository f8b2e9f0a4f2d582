/// FNV-1a, 64 bits, over UTF-8: a small, documented, platform-independent hash for stable
/// identities (finding fingerprints, book shards). Not for security.
enum FNV1a {
    /// The hash of `text`'s UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }

    /// The hash as 16 lowercase hex digits.
    static func hex(_ text: String) -> String {
        let hex = String(hash(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
