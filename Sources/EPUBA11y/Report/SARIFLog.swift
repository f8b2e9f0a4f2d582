/// The part of SARIF 2.1.0 (OASIS) the SARIF renderer writes, as Codable values. Optional
/// values are omitted, never null; JSON keys are SARIF's own names.
struct SARIFLog: Encodable {
    let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        let tool: Tool
        let originalUriBaseIds: [String: ArtifactLocation]?
        let results: [Result]
        let invocations: [Invocation]
        let properties: [String: Int]?
    }

    struct Tool: Encodable { let driver: Driver }

    struct Driver: Encodable {
        let name: String
        let version: String
        let semanticVersion: String
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let helpUri: String?
        let defaultConfiguration: Configuration
        let properties: RuleProperties
    }

    struct Configuration: Encodable { let level: String }

    struct RuleProperties: Encodable {
        let tags: [String]
        let impact: String
        let wcag: [String]
    }

    struct Message: Encodable { let text: String }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let kind: String
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
        let baselineState: String?
        let properties: ResultProperties
    }

    struct ResultProperties: Encodable {
        let book: String
        let entry: String?
        let line: Int?
        let elementId: String?
        let impact: String
        let outcome: String
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]?
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }

    struct Region: Encodable { let startLine: Int }

    struct LogicalLocation: Encodable {
        let fullyQualifiedName: String
        let kind: String
    }

    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        let level: String
        let message: Message
        let locations: [Location]?
    }
}
