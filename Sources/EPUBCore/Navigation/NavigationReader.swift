/// Finds and reads the navigation document and the NCX of a package, and checks the
/// manifest against the container. Nothing here stops a book: problems become issues.
enum NavigationReader {
    static let ncxMediaType = "application/x-dtbncx+xml"

    static func navigationDocument(_ package: PackageDocument, container: any Container,
                                   issues: inout [PublicationIssue]) -> NavigationDocument? {
        let navItems = package.manifest.filter { $0.hasProperty("nav") }
        guard let item = navItems.first else {
            if !package.isEPUB2 {
                issues.append(PublicationIssue(code: "nav-missing", because: .init("issue.nav-missing"),
                                               location: SourceLocation(path: package.path)))
            }
            return nil
        }
        if navItems.count > 1 {
            issues.append(PublicationIssue(code: "nav-multiple", because: .init("issue.nav-multiple", ["count": String(navItems.count)]),
                                           location: SourceLocation(path: package.path, line: navItems[1].line)))
        }
        guard let (root, report) = readTree(item, package: package, container: container, recovery: .html,
                                            code: "nav", issues: &issues) else { return nil }
        return NavigationDocument.read(root, path: item.path ?? item.href, parse: report)
    }

    static func ncx(_ package: PackageDocument, container: any Container, issues: inout [PublicationIssue]) -> NCXDocument? {
        let byTocAttribute = package.spine.tocID.flatMap { package.manifestItem(id: $0) }
        guard let item = byTocAttribute ?? package.manifest.first(where: { $0.mediaType == ncxMediaType }) else {
            if package.isEPUB2 {
                issues.append(PublicationIssue(code: "ncx-missing", because: .init("issue.ncx-missing"),
                                               location: SourceLocation(path: package.path)))
            }
            return nil
        }
        guard let (root, report) = readTree(item, package: package, container: container, recovery: .none,
                                            code: "ncx", issues: &issues) else { return nil }
        return NCXDocument.read(root, path: item.path ?? item.href, parse: report)
    }

    private static func readTree(_ item: ManifestItem, package: PackageDocument, container: any Container,
                                 recovery: XMLDocumentParser.Recovery, code: String,
                                 issues: inout [PublicationIssue]) -> (XMLElement, XMLParseReport)? {
        guard let path = item.path, container.contains(path) else {
            issues.append(PublicationIssue(code: "\(code)-unreadable", because: .init("issue.not-in-container", ["path": item.href]),
                                           location: SourceLocation(path: package.path, line: item.line)))
            return nil
        }
        do {
            let (root, report) = try XMLDocumentParser.tree(try container.read(path), path: path, recovery: recovery)
            if let error = report.firstError, !report.isWellFormed {
                issues.append(PublicationIssue(code: "\(code)-not-well-formed", because: .init("issue.not-well-formed", ["path": path], parts: ["detail": .library(error.message)]),
                                               location: SourceLocation(path: path, line: error.line)))
            }
            return (root, report)
        } catch let error as XMLDocumentError {
            issues.append(PublicationIssue(code: "\(code)-unreadable", because: .init("document-unparsable", ["path": path], parts: ["summary": error.summaryReason]),
                                           location: SourceLocation(path: path, line: error.line)))
        } catch {
            issues.append(PublicationIssue(code: "\(code)-unreadable", because: .error(error), location: SourceLocation(path: path)))
        }
        return nil
    }

    /// Spine idrefs that name no manifest item, and manifest resources missing from the container.
    static func checkManifest(_ package: PackageDocument, container: any Container, issues: inout [PublicationIssue]) {
        let ids = Set(package.manifest.map(\.id))
        for item in package.spine.items where !ids.contains(item.idref) {
            issues.append(PublicationIssue(code: "opf-spine-idref", because: .init("issue.spine-idref", ["idref": item.idref]),
                                           location: SourceLocation(path: package.path, line: item.line)))
        }
        for item in package.manifest {
            guard let path = item.path, !container.contains(path) else { continue }
            issues.append(PublicationIssue(code: "opf-missing-resource", because: .init("issue.missing-resource", ["id": item.id, "href": item.href]),
                                           location: SourceLocation(path: package.path, line: item.line)))
        }
    }
}
