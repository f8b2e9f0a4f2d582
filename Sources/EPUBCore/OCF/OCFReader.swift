/// Reads the OCF layer: `mimetype`, `META-INF/container.xml`, `META-INF/encryption.xml`.
enum OCFReader {
    static let containerPath = "META-INF/container.xml"
    static let encryptionPath = "META-INF/encryption.xml"

    static func read(_ container: any Container, issues: inout [PublicationIssue]) throws(EPUBError) -> OCF {
        let mimetype = mimetypeFacts(container)
        reportMimetype(mimetype, archive: container.isArchive, issues: &issues)
        for name in container.unsafeEntryNames {
            issues.append(PublicationIssue(code: "ocf-unsafe-entry-name",
                                           because: .init("issue.unsafe-entry-name", ["name": name])))
        }
        let rootfiles = try readRootfiles(container)
        let encrypted = readEncryption(container, issues: &issues)
        return OCF(mimetype: mimetype, rootfiles: rootfiles, encryptedResources: encrypted)
    }

    private static func mimetypeFacts(_ container: any Container) -> MimetypeFacts {
        guard let entry = container.entry(at: "mimetype") else {
            return MimetypeFacts(isPresent: false, isFirstEntry: false, isStored: false, hasExtraField: false, value: nil)
        }
        let value = entry.size <= 1024 ? (try? container.readText("mimetype")) : nil
        return MimetypeFacts(isPresent: true, isFirstEntry: !container.isArchive || entry.index == 0,
                             isStored: entry.isStored, hasExtraField: entry.hasExtraField, value: value)
    }

    private static func reportMimetype(_ facts: MimetypeFacts, archive: Bool, issues: inout [PublicationIssue]) {
        let location = SourceLocation(path: "mimetype")
        guard facts.isPresent else {
            if archive {
                issues.append(PublicationIssue(code: "ocf-mimetype-missing", because: .init("issue.mimetype-missing")))
            }
            return
        }
        if facts.value != MimetypeFacts.expectedValue {
            issues.append(PublicationIssue(
                code: "ocf-mimetype-value",
                because: .init("issue.mimetype-value", ["value": facts.value ?? "", "expected": MimetypeFacts.expectedValue]),
                location: location))
        }
        if !facts.isFirstEntry {
            issues.append(PublicationIssue(code: "ocf-mimetype-not-first",
                                           because: .init("issue.mimetype-not-first"), location: location))
        }
        if !facts.isStored {
            issues.append(PublicationIssue(code: "ocf-mimetype-compressed",
                                           because: .init("issue.mimetype-compressed"), location: location))
        }
        if facts.hasExtraField {
            issues.append(PublicationIssue(code: "ocf-mimetype-extra-field",
                                           because: .init("issue.mimetype-extra-field"), location: location))
        }
    }

    private static func readRootfiles(_ container: any Container) throws(EPUBError) -> [Rootfile] {
        guard container.contains(containerPath) else {
            throw EPUBError(.missingEntry, file: container.name, entry: containerPath, because: .init("entry-missing", ["path": containerPath]))
        }
        let bytes = try container.read(containerPath)
        let root: XMLElement
        do {
            root = try XMLDocumentParser.tree(bytes, path: containerPath, recovery: .none).root
        } catch {
            throw EPUBError(.malformedXML, file: container.name, entry: containerPath, line: error.line,
                            because: .init("container-unparsable", ["path": containerPath], parts: ["summary": error.summaryReason]))
        }
        let rootfiles = root.descendants
            .filter { $0.localName == "rootfile" && ($0.namespace == XMLNamespace.ocfContainer || $0.namespace == nil) }
            .compactMap { element -> Rootfile? in
                guard let fullPath = element.attribute("full-path")?.trimmingXMLWhitespace(), !fullPath.isEmpty else {
                    return nil
                }
                let path = ContainerPath.resolve(fullPath, from: "").path
                return Rootfile(fullPath: fullPath, path: path, mediaType: element.attribute("media-type"), line: element.line)
            }
        guard !rootfiles.isEmpty else {
            throw EPUBError(.noRootfile, file: container.name, entry: containerPath,
                            because: .init("container-no-rootfile", ["path": containerPath]))
        }
        return rootfiles
    }

    private static func readEncryption(_ container: any Container, issues: inout [PublicationIssue]) -> [EncryptedResource] {
        guard container.contains(encryptionPath) else { return [] }
        let root: XMLElement
        do {
            let bytes = try container.read(encryptionPath)
            root = try XMLDocumentParser.tree(bytes, path: encryptionPath, recovery: .none).root
        } catch let error as XMLDocumentError {
            issues.append(PublicationIssue(code: "ocf-encryption-unreadable", because: .init("document-unparsable", ["path": encryptionPath], parts: ["summary": error.summaryReason]),
                                           location: SourceLocation(path: encryptionPath, line: error.line)))
            return []
        } catch {
            issues.append(PublicationIssue(code: "ocf-encryption-unreadable", because: .error(error),
                                           location: SourceLocation(path: encryptionPath)))
            return []
        }
        var resources: [EncryptedResource] = []
        for data in root.descendants where data.isElement("EncryptedData", in: XMLNamespace.xmlenc) {
            let algorithm = data.firstElement("EncryptionMethod", in: XMLNamespace.xmlenc)?.attribute("Algorithm") ?? ""
            let references = data.descendants.filter { $0.isElement("CipherReference", in: XMLNamespace.xmlenc) }
            for reference in references {
                guard let uri = reference.attribute("URI"), let path = ContainerPath.resolve(uri, from: "").path else { continue }
                let resource = EncryptedResource(path: path, algorithm: algorithm)
                resources.append(resource)
                if !resource.isFontObfuscation {
                    issues.append(PublicationIssue(
                        code: "ocf-encrypted-resource",
                        because: algorithm.isEmpty ? .init("issue.encrypted-resource.unknown", ["path": path])
                            : .init("issue.encrypted-resource", ["path": path, "algorithm": algorithm]),
                        location: SourceLocation(path: encryptionPath, line: reference.line)))
                }
            }
        }
        return resources
    }
}
