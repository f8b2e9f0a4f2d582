import Foundation

/// A CSS colour value as sRGB components in 0...1 with an alpha, parsed from what a style sheet
/// writes: the 148 named colours, `transparent`, `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
/// `rgb()`/`rgba()` and `hsl()`/`hsla()` in the comma and the space syntax (CSS Color Level 4),
/// numbers or percentages. `currentcolor` is not a colour but a reference; ``parse(_:)`` returns
/// ``Value/currentColor`` for it. Anything else is nil: the caller says the colour is undecidable.
public struct CSSColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, green, blue in 0...1 (sRGB, gamma-encoded).
    public let red, green, blue: Double
    /// Opacity in 0...1.
    public let alpha: Double

    /// A colour; components are clamped to 0...1 (and NaN read as 0), so no input can make one out of range.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// `0xRRGGBB` as an opaque colour.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// `#ffffff`: the page of a reading system that sets no background.
    public static let white = CSSColor(rgb: 0xFFFFFF)
    /// `#000000`.
    public static let black = CSSColor(rgb: 0x000000)
    /// `transparent`: black with no opacity.
    public static let transparent = CSSColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// What a colour property's value is.
    public enum Value: Sendable, Hashable {
        /// A colour.
        case color(CSSColor)
        /// `currentcolor`: the element's `color`.
        case currentColor
    }

    /// The colour `text` writes (trimmed, case-insensitive), or nil when it is none CSS knows.
    public static func parse(_ text: String) -> Value? {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if value == "currentcolor" { return .currentColor }
        if value == "transparent" { return .color(.transparent) }
        if let rgb = CSSNamedColors.table[value] { return .color(CSSColor(rgb: rgb)) }
        if value.hasPrefix("#") { return hex(value.dropFirst()).map(Value.color) }
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
        let function = value[..<open].trimmingCharacters(in: .whitespaces)
        let arguments = arguments(value[value.index(after: open)..<value.index(before: value.endIndex)])
        switch function {
        case "rgb", "rgba": return rgb(arguments).map(Value.color)
        case "hsl", "hsla": return hsl(arguments).map(Value.color)
        default: return nil
        }
    }

    /// `#` digits: 3, 4, 6 or 8 hex digits.
    static func hex(_ digits: Substring) -> CSSColor? {
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count <= 4 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        guard let number = UInt64(expanded, radix: 16) else { return nil }
        if expanded.count == 8 {
            return CSSColor(rgb: UInt32(truncatingIfNeeded: number >> 8), alpha: Double(number & 0xFF) / 255)
        }
        return CSSColor(rgb: UInt32(truncatingIfNeeded: number))
    }

    /// The components of `rgb(…)`/`hsl(…)`: comma-separated, or space-separated with an optional `/ alpha`.
    static func arguments(_ inside: Substring) -> [String] {
        let text = inside.replacingOccurrences(of: "/", with: " / ")
        if text.contains(",") { return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let slash = parts.firstIndex(of: "/") else { return parts }
        return Array(parts[..<slash]) + parts[parts.index(after: slash)...]
    }

    /// A number, or a percentage of `scale`.
    static func number(_ text: String, percentOf scale: Double) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * scale } }
        return Double(text)
    }

    static func alpha(_ arguments: [String], at index: Int) -> Double? {
        guard arguments.count > index else { return 1 }
        return number(arguments[index], percentOf: 1)
    }

    static func rgb(_ arguments: [String]) -> CSSColor? {
        guard arguments.count == 3 || arguments.count == 4,
              let red = number(arguments[0], percentOf: 255), let green = number(arguments[1], percentOf: 255),
              let blue = number(arguments[2], percentOf: 255), let alpha = alpha(arguments, at: 3) else { return nil }
        return CSSColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    static func hsl(_ arguments: [String]) -> CSSColor? {
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        let hueText = arguments[0].hasSuffix("deg") ? String(arguments[0].dropLast(3)) : arguments[0]
        guard let hue = Double(hueText), hue.isFinite, let saturation = number(arguments[1], percentOf: 1),
              let lightness = number(arguments[2], percentOf: 1), let alpha = alpha(arguments, at: 3) else { return nil }
        // CSS Color 4 §7.1: hsl → sRGB.
        let s = min(1, max(0, saturation)), l = min(1, max(0, lightness))
        func channel(_ n: Double) -> Double {
            let k = (n + hue.truncatingRemainder(dividingBy: 360) / 30).truncatingRemainder(dividingBy: 12)
            let k12 = k < 0 ? k + 12 : k
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k12 - 3, 9 - k12, 1))
        }
        return CSSColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// This colour drawn over `backdrop` (source-over), opaque when `backdrop` is.
    public func composited(over backdrop: CSSColor) -> CSSColor {
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .transparent }
        func mix(_ top: Double, _ bottom: Double) -> Double { (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / outAlpha }
        return CSSColor(red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue), alpha: outAlpha)
    }

    /// WCAG 2.2's relative luminance (sRGB linearised with the 0.04045 threshold, as WCAG 2.2's errata).
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// A channel linearised. A channel of a colour written in bytes (`#rrggbb`, `rgb()`, a name;
    /// nearly every colour a book sets, and the page's white) is `n / 255` exactly, and its value
    /// is read from ``linearByByte``, computed from that same channel: the same number, without
    /// the three `pow` calls per colour that the verdict on each style of each document cost.
    @inline(__always)
    private static func linear(_ channel: Double) -> Double {
        linearFromTable(channel) ?? computedLinear(channel)
    }

    /// `channel` linearised from ``linearByByte`` when it is `n / 255` exactly; nil otherwise.
    @inline(__always)
    static func linearFromTable(_ channel: Double) -> Double? {
        let byte = (channel * 255).rounded()
        guard byte >= 0, byte <= 255, Double(Int(byte)) / 255 == channel else { return nil }
        return linearByByte[Int(byte)]
    }

    static func computedLinear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// ``computedLinear(_:)`` of `n / 255` for each byte `n`.
    private static let linearByByte: [Double] = (0...255).map { computedLinear(Double($0) / 255) }

    /// WCAG's contrast ratio of two opaque colours, 1...21.
    public static func contrastRatio(_ first: CSSColor, _ second: CSSColor) -> Double {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `#rrggbb`, with `aa` when not opaque.
    public var description: String {
        func byte(_ value: Double) -> String {
            let hex = String(Int((value * 255).rounded()), radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}
