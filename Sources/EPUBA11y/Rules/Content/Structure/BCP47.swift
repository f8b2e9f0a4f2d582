/// Language tag syntax (RFC 5646 §2.1), checked without the IANA registry.
///
/// The ABNF is followed, with one deliberate restriction: the primary language subtag must
/// have 2 or 3 letters. The ABNF also admits 4 letters (reserved for future use) and 5–8
/// letters (for registration), but the registry holds no such subtag, so no tag built on one
/// can be valid; in content they are nearly always a language's name (`english`, `French`).
enum BCP47 {
    /// `i-klingon` and friends: registered before RFC 4646 and outside the ABNF. The regular
    /// grandfathered tags (`zh-min-nan`, `art-lojban`, ...) already fit the ABNF.
    static let irregular: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
    ]

    /// Whether `tag` is a well-formed language tag (compared case-insensitively).
    static func isWellFormed(_ tag: String) -> Bool {
        // ASCII first: lowercasing would turn the Kelvin sign into `k`.
        guard !tag.isEmpty, tag.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || isDigit($0) || $0 == "-") })
        else { return false }
        let lower = tag.lowercased()
        if irregular.contains(lower) { return true }
        let subtags = lower.split(separator: "-", omittingEmptySubsequences: false)
        guard !subtags.contains(where: \.isEmpty) else { return false }
        if subtags[0] == "x" { return isPrivateUse(subtags.dropFirst()) }

        let language = subtags[0]
        guard (2...3).contains(language.count), isAlpha(language) else { return false }
        var index = 1
        // Up to three extended language subtags (`zh-yue`), each of exactly three letters.
        var extlangs = 0
        while index < subtags.count, extlangs < 3, subtags[index].count == 3, isAlpha(subtags[index]) {
            index += 1
            extlangs += 1
        }
        if index < subtags.count, subtags[index].count == 4, isAlpha(subtags[index]) { index += 1 }  // script
        if index < subtags.count, isRegion(subtags[index]) { index += 1 }
        while index < subtags.count, isVariant(subtags[index]) { index += 1 }
        // Extensions: a singleton other than `x`, then one or more subtags of 2–8 characters.
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
            index += 1
            let start = index
            while index < subtags.count, (2...8).contains(subtags[index].count) { index += 1 }
            guard index > start else { return false }
        }
        if index < subtags.count, subtags[index] == "x" { return isPrivateUse(subtags[(index + 1)...]) }
        return index == subtags.count
    }

    /// The primary language subtag, lowercased (`en` for `en-GB`), for comparing two tags.
    static func primaryLanguage(of tag: String) -> String {
        String(tag.trimmingXMLWhitespace().lowercased().split(separator: "-", omittingEmptySubsequences: false).first ?? "")
    }

    private static func isPrivateUse(_ subtags: ArraySlice<Substring>) -> Bool {
        !subtags.isEmpty && subtags.allSatisfy { (1...8).contains($0.count) }
    }

    private static func isRegion(_ subtag: Substring) -> Bool {
        (subtag.count == 2 && isAlpha(subtag)) || (subtag.count == 3 && subtag.unicodeScalars.allSatisfy(isDigit))
    }

    /// 5–8 alphanumerics, or a digit followed by three alphanumerics (`1996`, `1901`).
    private static func isVariant(_ subtag: Substring) -> Bool {
        if (5...8).contains(subtag.count) { return true }
        return subtag.count == 4 && subtag.unicodeScalars.first.map(isDigit) == true
    }

    private static func isAlpha(_ subtag: Substring) -> Bool {
        subtag.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
