/// A JSON value built by hand, for documents whose shape another tool defines (DAISY Ace's
/// report): objects encode with sorted keys through ``JSONOutput``, so the output is deterministic.
enum JSONNode: Encodable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case bool(Bool)
    case null
    case array([JSONNode])
    case object([String: JSONNode])
    /// A value that encodes itself (a report type), inside a hand-built document.
    case encoded(any Encodable & Sendable)

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONNode...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONNode)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        case .encoded(let value): try value.encode(to: encoder)
        }
    }

    /// A string, or null.
    static func optional(_ value: String?) -> JSONNode { value.map(JSONNode.string) ?? .null }

    /// Nil for no value, the value itself for one, an array for several (Ace's `value|[values]`).
    static func values(_ values: [String]) -> JSONNode? {
        switch values.count {
        case 0: nil
        case 1: .string(values[0])
        default: .array(values.map(JSONNode.string))
        }
    }
}
