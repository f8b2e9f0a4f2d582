/// A token of CSS Syntax Level 3 (§4), with the 1-based line it starts on.
public struct CSSToken: Sendable, Hashable {
    /// The token types of §4.
    public enum Kind: Sendable, Hashable {
        case ident(String)
        case function(String)
        case atKeyword(String)
        /// `#name`; `isID` when the name would be a valid identifier (type flag "id").
        case hash(String, isID: Bool)
        case string(String)
        case badString
        case url(String)
        case badURL
        case delim(Unicode.Scalar)
        /// A number, with whether it was written as an integer.
        case number(Double, isInteger: Bool)
        case percentage(Double)
        case dimension(Double, unit: String)
        case whitespace
        case cdo, cdc, colon, semicolon, comma
        case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly
    }

    /// What the token is, with its value.
    public let kind: Kind
    /// 1-based line of the style sheet (or of the `style` attribute's element).
    public let line: Int
}
