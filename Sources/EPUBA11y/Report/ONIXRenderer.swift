import Foundation
import EPUBCore

/// One ONIX 3.0 `<ProductFormFeature>` and the declaration it comes from.
public struct ONIXProductFormFeature: Sendable, Hashable, Codable {
    /// `ProductFormFeatureType`: "09" (accessibility, list 196) or "12" (hazard warnings, list 143).
    public let type: String
    /// `ProductFormFeatureValue`: the code in that list.
    public let value: String
    /// `ProductFormFeatureDescription`, for the codes that carry text (summary, certifier, date, URLs).
    public let description: String?
    /// The Display Guide statement id that this code and the book's declaration both produce.
    public let statementID: String
    /// What the book declared, e.g. `schema:accessibilityFeature tableOfContents`.
    public let source: String

    /// A feature of `type` with code `value`, from the declaration `source`.
    public init(type: String, value: String, description: String? = nil, statementID: String, source: String) {
        (self.type, self.value, self.description, self.statementID, self.source) = (type, value, description, statementID, source)
    }
}

/// Renders a book's declared accessibility metadata as ONIX 3.0 product form features, after the
/// W3C "Display Techniques for ONIX Accessibility Metadata 2.1" (table: ``ONIXCodeList196``).
///
/// Only what the metadata says is mapped: nothing is inferred from the content, and a value the
/// techniques give no code for is left out (``ONIXCodeList196/termsWithoutCode``).
public enum ONIXRenderer {
    /// The ONIX 3.0 reference-name namespace.
    public static let namespace = "http://ns.editeur.org/onix/3.0/reference"

    /// The features `metadata` implies, ordered by type then code (declaration order within a code).
    public static func productFormFeatures(_ metadata: AccessibilityMetadata) -> [ONIXProductFormFeature] {
        var out: [ONIXProductFormFeature] = []
        let features = metadata.featureNames
        for row in ONIXCodeList196.features where features.contains(row.term) {
            out.append(.init(type: row.type, value: row.code, statementID: row.statementID,
                             source: "schema:accessibilityFeature \(row.term)"))
        }
        out += sufficientSetFeatures(metadata)
        out += hazardFeatures(metadata)
        let exemptions = Set(metadata.exemptions.map(\.value.name))
        for row in ONIXCodeList196.exemptions where exemptions.contains(row.term) {
            out.append(.init(type: row.type, value: row.code, statementID: row.statementID, source: "a11y:exemption \(row.term)"))
        }
        for claim in metadata.conformanceClaims where claim.kind == .epubAccessibility {
            out += claimFeatures(claim)
        }
        for certification in metadata.certifications {
            out += certificationFeatures(certification)
        }
        if let summary = metadata.summary, !summary.text.isEmpty {
            out.append(.init(type: "09", value: "00", description: summary.text, statementID: "accessibility-summary",
                             source: "schema:accessibilitySummary"))
        }
        return ordered(out)
    }

    /// One `<Product>` holding `features`, with `recordReference`; text is escaped.
    /// `declaresNamespace` puts the ONIX namespace on `<Product>` so the fragment stands alone.
    public static func render(_ features: [ONIXProductFormFeature], recordReference: String,
                              declaresNamespace: Bool = true, indent: String = "") -> String {
        let namespaceAttribute = declaresNamespace ? " xmlns=\"\(namespace)\"" : ""
        var lines = ["<Product\(namespaceAttribute)>",
                     "  <RecordReference>\(escape(recordReference))</RecordReference>",
                     "  <DescriptiveDetail>"]
        if features.isEmpty {
            // Says so, rather than leaving a reader to wonder whether the export failed.
            lines.append("    <!-- no declared accessibility metadata that the ONIX techniques give a code for -->")
        }
        for feature in ordered(features) {
            lines.append("    <ProductFormFeature>")
            lines.append("      <ProductFormFeatureType>\(escape(feature.type))</ProductFormFeatureType>")
            lines.append("      <ProductFormFeatureValue>\(escape(feature.value))</ProductFormFeatureValue>")
            if let description = feature.description {
                lines.append("      <ProductFormFeatureDescription>\(escape(description))</ProductFormFeatureDescription>")
            }
            lines.append("    </ProductFormFeature>")
        }
        lines += ["  </DescriptiveDetail>", "</Product>"]
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    /// A whole `<ONIXMessage release="3.0">` around already rendered products (rendered without
    /// their own namespace declaration). ONIX 3.0 makes `<Header>` mandatory, with a sender and
    /// `SentDateTime` (`YYYYMMDDThhmmZ`), so the message carries the minimal one.
    public static func message(products: [String], sender: String, sentDateTime: String) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<ONIXMessage release=\"3.0\" xmlns=\"\(namespace)\">",
                     "  <Header>",
                     "    <Sender>",
                     "      <SenderName>\(escape(sender))</SenderName>",
                     "    </Sender>",
                     "    <SentDateTime>\(escape(sentDateTime))</SentDateTime>",
                     "  </Header>"]
        lines += products
        lines.append("</ONIXMessage>")
        return lines.joined(separator: "\n")
    }

    /// `date` in UTC as ONIX's `YYYYMMDDThhmmZ` (the header's `SentDateTime`).
    public static func sentDateTime(_ date: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String((value ?? 0) + 100).suffix(2).description }
        return "\(parts.year ?? 1970)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))Z"
    }

    /// One book's `<Product>` inside a message: `metadata`'s features, the record reference being
    /// the package's unique identifier (else `name`, the book as the caller named it).
    public static func product(_ metadata: AccessibilityMetadata, package: PackageDocument, name: String) -> String {
        let reference = package.uniqueIdentifier?.normalizingXMLWhitespace() ?? ""
        return render(productFormFeatures(metadata), recordReference: reference.isEmpty ? name : reference,
                      declaresNamespace: false, indent: "  ")
    }

    /// Escapes character data; drops the control characters XML 1.0 cannot carry at all.
    public static func escape(_ text: String) -> String { XMLEscaping.escape(text) }

    /// Ordered by type, then code, keeping declaration order within a code; exact repeats removed.
    static func ordered(_ features: [ONIXProductFormFeature]) -> [ONIXProductFormFeature] {
        var seen: Set<[String]> = []
        let unique = features.filter { seen.insert([$0.type, $0.value, $0.description ?? ""]).inserted }
        return unique.enumerated().sorted { lhs, rhs in
            (lhs.element.type, lhs.element.value, lhs.offset) < (rhs.element.type, rhs.element.value, rhs.offset)
        }.map(\.element)
    }

    /// Ways of reading: a set of only `textual` is code 52 (readable without sight); a set of
    /// only `auditory` is code 51 (all content readable via pre-recorded audio).
    static func sufficientSetFeatures(_ metadata: AccessibilityMetadata) -> [ONIXProductFormFeature] {
        var out: [ONIXProductFormFeature] = []
        if metadata.accessModeSufficient.contains(where: { $0.isOnly("textual") }) {
            out.append(.init(type: "09", value: "52", statementID: "ways-of-reading-nonvisual-reading-readable",
                             source: "schema:accessModeSufficient textual"))
        }
        if metadata.accessModeSufficient.contains(where: { $0.isOnly("auditory") }) {
            out.append(.init(type: "09", value: "51", statementID: "ways-of-reading-prerecorded-audio-only",
                             source: "schema:accessModeSufficient auditory"))
        }
        return out
    }

    static func hazardFeatures(_ metadata: AccessibilityMetadata) -> [ONIXProductFormFeature] {
        let hazards = metadata.hazardNames
        var out: [ONIXProductFormFeature] = []
        for row in ONIXCodeList196.hazards where hazards.contains(row.term) {
            out.append(.init(type: row.type, value: row.code, statementID: row.statementID,
                             source: "schema:accessibilityHazard \(row.term)"))
        }
        if hazards.contains("unknown") {
            for code in ONIXCodeList196.unknownHazardCodes {
                out.append(.init(type: "12", value: code, statementID: "hazards-unknown", source: "schema:accessibilityHazard unknown"))
            }
        }
        return out
    }

    /// Conformance: EPUB Accessibility 1.0 A/AA are codes 02/03 (which the techniques read as
    /// WCAG 2.0 at that level too); 1.0 has no AAA code, so its AAA claim gives WCAG 2.0 (80) and
    /// AAA (86). 1.1 is 04 with the WCAG version (80–82) and level (84–86). A later 1.x has no
    /// code of its own: its WCAG version and level are still given.
    static func claimFeatures(_ claim: ConformanceClaim) -> [ONIXProductFormFeature] {
        let source = "dcterms:conformsTo \(claim.value)"
        var out: [ONIXProductFormFeature] = []
        func add(_ code: String, _ statementID: String) {
            out.append(.init(type: "09", value: code, statementID: statementID, source: source))
        }
        let levelStatement = claim.wcagLevel.map { "conformance-\($0.rawValue.lowercased())" } ?? "conformance-details-claim"
        if claim.epubAccessibilityVersion == "1.0" {
            switch claim.wcagLevel {
            case .a: add("02", levelStatement)
            case .aa: add("03", levelStatement)
            case .aaa, nil: break
            }
            if claim.wcagLevel == .a || claim.wcagLevel == .aa { return out }
        } else if claim.epubAccessibilityVersion == "1.1" {
            add("04", "conformance-details-claim")
        }
        if let version = claim.wcagVersion, let code = ONIXCodeList196.wcagVersionCodes[version] {
            add(code, "conformance-details-claim")
        }
        if let level = claim.wcagLevel, let code = ONIXCodeList196.wcagLevelCodes[level] {
            add(code, levelStatement)
        }
        return out
    }

    /// Certifier (90), credential (93), assessment date (91, as `YYYYMMDD`), report (94, web URLs only).
    static func certificationFeatures(_ certification: Certification) -> [ONIXProductFormFeature] {
        var out: [ONIXProductFormFeature] = []
        let name = certification.certifier.value.normalizingXMLWhitespace()
        if !name.isEmpty {
            out.append(.init(type: "09", value: "90", description: name, statementID: "conformance-certifier",
                             source: "a11y:certifiedBy"))
        }
        for credential in certification.credentials {
            let text = credential.value.normalizingXMLWhitespace()
            guard !text.isEmpty else { continue }
            out.append(.init(type: "09", value: "93", description: text, statementID: "conformance-certifier-credentials",
                             source: "a11y:certifierCredential"))
        }
        for date in certification.dates {
            guard let compact = onixDate(date.value) else { continue }
            out.append(.init(type: "09", value: "91", description: compact, statementID: "conformance-details-certification-info",
                             source: "dcterms:date \(date.value)"))
        }
        for report in certification.reports where report.value.kind == .external {
            let href = report.value.href
            guard href.lowercased().hasPrefix("http://") || href.lowercased().hasPrefix("https://") else { continue }
            out.append(.init(type: "09", value: "94", description: href, statementID: "conformance-details-certifier-report",
                             source: "a11y:certifierReport"))
        }
        return out
    }

    /// `YYYY-MM-DD…` (a W3C date, time allowed after it) as ONIX's `YYYYMMDD`; nil for anything else,
    /// which is then left out rather than guessed.
    static func onixDate(_ value: String) -> String? {
        let bytes = Array(value.normalizingXMLWhitespace().utf8.prefix(11))
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        if bytes.count == 11, bytes[10] != UInt8(ascii: "T") { return nil }
        let digits = Array(bytes[0..<4]) + Array(bytes[5..<7]) + Array(bytes[8..<10])
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let month = Int(digits[4] - UInt8(ascii: "0")) * 10 + Int(digits[5] - UInt8(ascii: "0"))
        let day = Int(digits[6] - UInt8(ascii: "0")) * 10 + Int(digits[7] - UInt8(ascii: "0"))
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return String(decoding: digits, as: UTF8.self)
    }
}
