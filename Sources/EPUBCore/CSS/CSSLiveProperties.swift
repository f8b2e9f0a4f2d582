/// The properties whose declarations can change what contrast reads in one cascade.
///
/// Eight of the properties read serve only to find text that is not shown: `display: none`,
/// `visibility: hidden`, and a box positioned `absolute` or `fixed` moved or clipped off the screen
/// (``StyleResolution``). A declaration of one of them takes effect only with certain values
/// (`none`, `hidden`, a negative offset, a `rect(…)`); any other value, winning or losing, leaves the
/// computed style as it would be without it. So when no sheet of a cascade declares such a value for
/// a property, every declaration of that property is inert there, and a rule that declares nothing
/// else cannot change any element's style: matching it is wasted. A Standard Ebooks book's
/// `h2 + p, hr + p, p:first-child { text-indent: 0 }` is such a rule, matched against every paragraph.
///
/// Only the sheets decide (not `style` attributes): a `style` attribute is on one element, whose
/// style is always computed by a cascade over every rule (``CSSCascade/matched(of:subject:styleAttribute:documentPath:)``).
struct CSSLiveProperties: Sendable, Equatable {
    /// One bit per property (``CSSCascade/Property/slot``; custom properties share bit 17).
    let bits: UInt32

    /// The bit of `property`.
    static func bit(_ property: CSSCascade.Property) -> UInt32 { 1 << UInt32(property.slot ?? 17) }

    private static func bits(_ properties: [CSSCascade.Property]) -> UInt32 { properties.reduce(0) { $0 | bit($1) } }

    /// The properties read only to find text that is not shown.
    static let hidingOnly = bits([.position, .display, .visibility, .left, .top, .textIndent, .clip, .clipPath])
    /// Those that hide only a box positioned `absolute` or `fixed` (``StyleResolution``'s `isOffScreen`).
    static let offsets = bits([.left, .top, .clip, .clipPath])

    /// The live properties of a cascade whose sheets declare a value that can take effect (``canTakeEffect(_:)``)
    /// for the properties in `capable`. Offsets and clips are live only with `position`: without a
    /// positioned box, no offset is read.
    init(capable: UInt32) {
        bits = capable & Self.bit(.position) != 0 ? capable : capable & ~Self.offsets
    }

    /// Whether a rule declaring the properties in `declared` (``bit(_:)``) changes no style in this cascade.
    func isInert(_ declared: UInt32) -> Bool {
        declared & ~Self.hidingOnly == 0 && declared & bits == 0
    }

    /// Whether `declaration` could take effect when it wins: always, but for the hiding-only
    /// properties, whose other values ``StyleResolution`` ignores. Generous: a `var()` could be anything.
    static func canTakeEffect(_ declaration: CSSCascade.Declaration) -> Bool {
        guard bit(declaration.property) & hidingOnly != 0 else { return true }
        let value = declaration.value.lowercased()
        switch declaration.property {
        case .display: return value.contains("none") || value.contains("var(")
        // `visible` shows again what an ancestor's `hidden` hid.
        case .visibility: return value.contains("hidden") || value.contains("collapse") || value.contains("visible") || value.contains("var(")
        case .position: return value.contains("absolute") || value.contains("fixed") || value.contains("var(")
        // Only a length of -999px or less (a percentage of -100 % or less) hides; `var(--` has a hyphen too.
        case .textIndent, .left, .top: return value.contains("-")
        // Only `rect(…)` and `inset(…)` hide.
        case .clip, .clipPath: return value.contains("(")
        default: return true
        }
    }
}
