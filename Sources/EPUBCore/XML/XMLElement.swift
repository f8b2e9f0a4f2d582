/// A small element tree for the documents EPUBCore reads whole: `container.xml`,
/// `encryption.xml`, the package document, the navigation document and the NCX.
/// Content documents are never turned into trees; they are walked.
public struct XMLElement: Sendable {
    /// Element name without its prefix.
    public let localName: String
    /// Namespace IRI, nil when the element has none.
    public let namespace: String?
    /// Attributes in document order, namespaces resolved.
    public let attributes: [XMLAttribute]
    /// 1-based line of the start tag.
    public let line: Int
    /// Child elements and text runs, in document order.
    public fileprivate(set) var children: [XMLNode] = []

    /// The value of the attribute `localName` in `namespace` (nil for plain attributes), or nil when absent.
    public func attribute(_ localName: String, namespace: String? = nil) -> String? {
        for attribute in attributes where attribute.localName == localName && attribute.namespace == namespace {
            return attribute.value
        }
        return nil
    }

    /// Whether this is the element `localName` in `namespace`.
    public func isElement(_ localName: String, in namespace: String?) -> Bool {
        self.localName == localName && self.namespace == namespace
    }

    /// Child elements, in order.
    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Child elements with this local name, in `namespace` (or in any namespace when nil is not meant:
    /// pass `anyNamespace: true` for EPUB 2 files that forget theirs).
    public func elements(_ localName: String, in namespace: String?, orNone: Bool = false) -> [XMLElement] {
        elements.filter { $0.localName == localName && ($0.namespace == namespace || (orNone && $0.namespace == nil)) }
    }

    /// The first child element that ``elements(_:in:orNone:)`` would return, or nil.
    public func firstElement(_ localName: String, in namespace: String?, orNone: Bool = false) -> XMLElement? {
        elements(localName, in: namespace, orNone: orNone).first
    }

    /// All text below this element, in document order, not normalised.
    public var textContent: String {
        var out = ""
        var stack: [XMLNode] = children.reversed()
        while let node = stack.popLast() {
            switch node {
            case .text(let text): out += text
            case .element(let element): stack.append(contentsOf: element.children.reversed())
            }
        }
        return out
    }

    /// Every descendant element in document order (iterative).
    public var descendants: [XMLElement] {
        var out: [XMLElement] = []
        var stack: [XMLElement] = elements.reversed()
        while let element = stack.popLast() {
            out.append(element)
            stack.append(contentsOf: element.elements.reversed())
        }
        return out
    }
}

/// A child of an ``XMLElement``: an element or a run of character data.
public enum XMLNode: Sendable {
    /// A child element.
    case element(XMLElement)
    /// A run of character data, not normalised.
    case text(String)
}

/// Builds an ``XMLElement`` tree from a walk. Elements nested deeper than
/// `maxDepth` are dropped (with their text): navigation and package documents
/// never need them, and recursive destruction of very deep trees could exhaust the stack.
struct XMLTreeBuilder: XMLWalker {
    static let maxDepth = 200
    private var stack: [XMLElement] = []
    private(set) var root: XMLElement?
    private(set) var droppedDeepElements = 0

    mutating func startElement(_ element: XMLStartElement) {
        guard element.depth < Self.maxDepth else {
            droppedDeepElements += 1
            return
        }
        stack.append(XMLElement(localName: element.localName, namespace: element.namespace,
                                attributes: element.attributes, line: element.line))
    }

    mutating func endElement(localName: String, namespace: String?, depth: Int) {
        guard depth < Self.maxDepth, let finished = stack.popLast() else { return }
        if stack.isEmpty {
            root = finished
        } else {
            stack[stack.count - 1].children.append(.element(finished))
        }
    }

    mutating func text(_ text: String, line: Int) {
        guard !stack.isEmpty, stack.count <= Self.maxDepth else { return }
        stack[stack.count - 1].children.append(.text(text))
    }
}
