extension PackageDocument {
    /// Reads a package document from its bytes alone (`path` names it in errors and resolves its
    /// hrefs), as a book would give it: for a package document edited in memory before it is written.
    public static func parse(_ bytes: [UInt8], path: String) throws(EPUBError) -> PackageDocument {
        do {
            let (root, _) = try XMLDocumentParser.tree(bytes, path: path, recovery: .none)
            var issues: [PublicationIssue] = []
            return PackageDocumentReader.read(root, path: path, issues: &issues)
        } catch {
            throw EPUBError(.malformedXML, file: path, entry: path, line: error.line, because: .init("package-unparsable", ["path": path], parts: ["summary": error.summaryReason]))
        }
    }
}
