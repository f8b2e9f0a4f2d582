import CLibXML2

/// Attribute values with their references resolved, as libxml2's tree resolves them
/// (`xmlStringLenGetNodeList`, then `xmlNodeListGetString`): character references decoded, the
/// five predefined entities replaced, the document's internal entities expanded (and the
/// references in their replacement text, recursively), anything else dropped.
///
/// Resolved here rather than by those two functions, because they are not bounded: each
/// reference appends with `xmlStrncat`, which measures the whole value so far first (a
/// 10,000-character entity referenced 10,000 times in one `title` took 30 s and 350 MB), and
/// nested entities multiply (a "billion laughs" in an attribute). Every internal entity expanded
/// here spends the same budget as the document's text (``XMLParseLimits/maxEntityExpansion``):
/// past it, a reference is left unexpanded and counted, so a value never grows by more than the
/// budget and the work is linear in the value's bytes plus the budget.
struct LibXML2AttributeValue {
    /// Characters the document's internal entities have added so far, against ``limit``.
    var used: Int
    /// The document's expansion budget.
    let limit: Int
    /// References left unexpanded because the budget was spent (or nested past ``maxNesting``).
    var unexpanded: Int
    /// The document whose entities references name.
    let document: xmlDocPtr?
    /// Entities within entities followed at most this deep (libxml2 refuses deeper nesting in text).
    static let maxNesting = 40

    /// The value whose raw bytes (as the SAX callback gave them: references left in) are `raw`.
    mutating func resolve(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        append(raw, depth: 0, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The value made of a tree attribute's children: text as it is, entity references resolved.
    mutating func resolve(children: xmlNodePtr) -> String {
        var out: [UInt8] = []
        var node: xmlNodePtr? = children
        while let current = node {
            if current.pointee.type == XML_TEXT_NODE, let content = current.pointee.content {
                out.append(contentsOf: UnsafeBufferPointer(start: content, count: Int(max(0, xmlStrlen(content)))))
            } else if current.pointee.type == XML_ENTITY_REF_NODE, let name = current.pointee.name {
                appendEntity(named: name, depth: 0, into: &out)
            }
            node = current.pointee.next
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `raw` with its references resolved.
    private mutating func append(_ raw: UnsafeBufferPointer<UInt8>, depth: Int, into out: inout [UInt8]) {
        var index = 0, textStart = 0
        while index < raw.count {
            guard raw[index] == UInt8(ascii: "&") else { index &+= 1; continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[textStart..<index]))
            if index &+ 1 < raw.count, raw[index &+ 1] == UInt8(ascii: "#") {
                index = appendCharacterReference(raw, at: index, into: &out)
            } else {
                // A named reference: its name runs to the `;` (libxml2 stops at an unterminated one).
                let nameStart = index &+ 1
                var nameEnd = nameStart
                while nameEnd < raw.count, raw[nameEnd] != UInt8(ascii: ";") { nameEnd &+= 1 }
                guard nameEnd < raw.count else { return }
                if nameEnd > nameStart {
                    let name = Array(raw[nameStart..<nameEnd]) + [0]
                    name.withUnsafeBufferPointer { name in
                        if let base = name.baseAddress { appendEntity(named: base, depth: depth, into: &out) }
                    }
                }
                index = nameEnd &+ 1
            }
            textStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[textStart..<raw.count]))
    }

    /// Decodes the character reference (`&#…;` or `&#x…;`) at `start`; returns where the text
    /// after it starts. As libxml2's tree does, a character that is not a digit ends the number
    /// (which then counts for nothing) and is kept as text.
    private func appendCharacterReference(_ raw: UnsafeBufferPointer<UInt8>, at start: Int, into out: inout [UInt8]) -> Int {
        let hex = start &+ 2 < raw.count && raw[start &+ 2] == UInt8(ascii: "x")
        var index = start &+ (hex ? 3 : 2)
        var value: UInt32 = 0
        while index < raw.count, raw[index] != UInt8(ascii: ";") {
            let byte = raw[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte &- UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = UInt32(byte &- UInt8(ascii: "a")) &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = UInt32(byte &- UInt8(ascii: "A")) &+ 10
            default: return index
            }
            // Past the last code point the number can only stay invalid: held there, it cannot overflow.
            value = min(value &* (hex ? 16 : 10) &+ digit, 0x110000)
            index &+= 1
        }
        if value != 0, let scalar = Unicode.Scalar(value) { out.append(contentsOf: String(Character(scalar)).utf8) }
        return index < raw.count ? index &+ 1 : index
    }

    /// Appends what the reference to entity `name` (NUL-terminated) stands for: a predefined
    /// entity's character, an internal entity's replacement text resolved in turn (within the
    /// budget), nothing for an entity the document does not declare or declares external.
    private mutating func appendEntity(named name: UnsafePointer<xmlChar>, depth: Int, into out: inout [UInt8]) {
        guard let entity = xmlGetDocEntity(document, name), let content = entity.pointee.content else { return }
        let length = Int(max(0, entity.pointee.length))
        switch entity.pointee.etype {
        case XML_INTERNAL_PREDEFINED_ENTITY:
            out.append(contentsOf: UnsafeBufferPointer(start: content, count: length))
        case XML_INTERNAL_GENERAL_ENTITY:
            let (total, overflow) = used.addingReportingOverflow(length)
            guard !overflow, total <= limit, depth < Self.maxNesting else {
                unexpanded &+= 1
                return
            }
            used = total
            append(UnsafeBufferPointer(start: content, count: length), depth: depth &+ 1, into: &out)
        default:
            return
        }
    }
}
