import Foundation

/// The values of the properties contrast depends on, read from declaration text: font sizes
/// (to CSS pixels), font weights, the `background` and `font` shorthands, and `var()`.
enum CSSValues {
    /// A font size in CSS px, or why it cannot be known statically.
    enum FontSize: Equatable {
        case pixels(Double)
        case unknown(String)
    }

    /// The absolute-size keywords (CSS Fonts 4 §2.5, the 16 px medium of every browser).
    static let absoluteSizes: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32, "xxx-large": 48,
    ]

    /// `text` as a font size, relative to the parent's size and the root's; nil when it is not a size at all.
    static func fontSize(_ text: String, parent: Double, root: Double) -> FontSize? {
        let value = text.trimmingXMLWhitespace().lowercased()
        if let size = absoluteSizes[value] { return .pixels(size) }
        if value == "smaller" { return .pixels(parent / 1.2) }
        if value == "larger" { return .pixels(parent * 1.2) }
        if value.contains("(") { return .unknown(value) }  // calc(), clamp(), min(), max()
        let units: [(String, Double)] = [
            ("rem", root), ("em", parent), ("ex", parent / 2), ("ch", parent / 2), ("px", 1), ("pt", 4.0 / 3), ("pc", 16),
            ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4), ("q", 96 / 101.6), ("%", parent / 100),
        ]
        for (unit, factor) in units where value.hasSuffix(unit) {
            guard let number = Double(value.dropLast(unit.count)), number.isFinite, number >= 0 else { return nil }
            return .pixels(number * factor)
        }
        if ["vw", "vh", "vmin", "vmax", "vi", "vb"].contains(where: value.hasSuffix) { return .unknown(value) }
        if value == "0" { return .pixels(0) }
        return nil
    }

    /// Whether a font size is absolute (a keyword or a physical unit), not relative to the parent or the root.
    static func isAbsoluteFontSize(_ text: String) -> Bool {
        let value = text.trimmingXMLWhitespace().lowercased()
        if absoluteSizes[value] != nil { return true }
        guard let last = value.last, last.isLetter, !value.hasSuffix("em"), !value.hasSuffix("ex"), !value.hasSuffix("ch") else { return false }
        return ["px", "pt", "pc", "in", "cm", "mm", "q"].contains(where: value.hasSuffix)
    }

    /// `text` as a font weight (1…1000), relative to the parent's for `bolder`/`lighter` (CSS Fonts 4 §2.2).
    static func fontWeight(_ text: String, parent: Int) -> Int? {
        switch text.trimmingXMLWhitespace().lowercased() {
        case "normal": return 400
        case "bold": return 700
        case "bolder": return parent < 350 ? 400 : parent < 550 ? 700 : max(parent, 900)
        case "lighter": return parent < 100 ? parent : parent < 550 ? 100 : parent < 750 ? 400 : 700
        case let number:
            guard let weight = Double(number), weight.isFinite, weight >= 1, weight <= 1000 else { return nil }
            return Int(weight)
        }
    }

    /// The `background` shorthand split into `background-color` and `background-image` (CSS
    /// Backgrounds 3 §3.10): the colour is the last layer's colour token, the image any
    /// `url()` or gradient. Nil colour: the shorthand resets it to transparent.
    static func background(_ text: String) -> (color: String, image: String) {
        let value = text.trimmingXMLWhitespace()
        let lower = value.lowercased()
        if ["inherit", "initial", "unset", "revert", "revert-layer"].contains(lower) { return (lower, lower) }
        let image = lower.contains("url(") || lower.contains("gradient(") || lower.contains("image(") || lower.contains("image-set(")
            ? value : "none"
        // The colour can only be in the last layer.
        let lastLayer = topLevelSplit(value, on: ",").last ?? value
        for word in topLevelSplit(lastLayer, on: " ") where CSSColor.parse(word) != nil || word.lowercased().hasPrefix("var(") {
            return (word, image)
        }
        return ("transparent", image)
    }

    /// The `font` shorthand's size and weight (CSS Fonts 4 §2.8): `[style || variant || weight
    /// || stretch]? size[/line-height] family`. Nil when there is no size (a system font keyword).
    static func font(_ text: String) -> (size: String, weight: String)? {
        let lower = text.trimmingXMLWhitespace().lowercased()
        if ["inherit", "initial", "unset", "revert"].contains(lower) { return (lower, lower) }
        var weight = "normal"
        for word in topLevelSplit(lower, on: " ") {
            let sizePart = String(word.split(separator: "/", maxSplits: 1).first ?? "")
            if fontSize(sizePart, parent: 16, root: 16) != nil { return (sizePart, weight) }
            if fontWeight(word, parent: 400) != nil, word != "normal" { weight = word }
        }
        return nil
    }

    /// `text` cut at `separator` outside parentheses and quotes.
    static func topLevelSplit(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if character == separator || (separator == " " && character.isWhitespace), depth == 0 {
                if !current.isEmpty { parts.append(current) }
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// `text` with every `var(--name[, fallback])` replaced from `properties`; nil with the first
    /// name that has no value and no fallback. Substitution stops after 16 rounds (a cycle).
    static func substituteVariables(_ text: String, _ properties: [String: String]) -> Result<String, UnresolvedVariable> {
        var value = text
        for _ in 0..<16 {
            guard let start = value.range(of: "var(", options: .caseInsensitive) else { return .success(value) }
            guard value.utf8.count <= 8_192 else { return .failure(UnresolvedVariable(name: "var() expands too far")) }
            var depth = 1, index = start.upperBound
            while index < value.endIndex, depth > 0 {
                if value[index] == "(" { depth += 1 } else if value[index] == ")" { depth -= 1 }
                if depth > 0 { index = value.index(after: index) }
            }
            guard index < value.endIndex else { return .failure(UnresolvedVariable(name: String(value[start.lowerBound...]))) }
            let inside = String(value[start.upperBound..<index])
            let parts = inside.split(separator: ",", maxSplits: 1).map { String($0).trimmingXMLWhitespace() }
            let name = parts.first ?? ""
            guard let replacement = properties[name] ?? (parts.count > 1 ? parts[1] : nil) else {
                return .failure(UnresolvedVariable(name: name))
            }
            value.replaceSubrange(start.lowerBound...index, with: replacement)
        }
        return .failure(UnresolvedVariable(name: "var() nested too deep"))
    }

    /// A `var()` that has no value.
    struct UnresolvedVariable: Error, Equatable {
        let name: String
    }
}
