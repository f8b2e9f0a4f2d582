import Foundation

/// Zips an unpacked EPUB folder as OCF asks: `mimetype` first and stored (not compressed), then
/// every other file in sorted order with one timestamp, so the same folder always gives the same
/// bytes. Hidden files and folders (a dot in any path component) are left out, as are paths
/// matching one of `excluding` (shell patterns, `fnmatch`).
public enum EPUBPacker {
    /// The `.epub` bytes of the unpacked book in `folder`, and how many entries it holds.
    /// - Throws: ``EPUBError`` when the folder or a file cannot be read.
    public static func pack(folder: String, excluding patterns: [String] = []) throws(EPUBError) -> (bytes: [UInt8], entries: Int) {
        let source = try DirectoryContainer(path: folder)
        var writer = ZipArchiveWriter()
        let paths = source.entries.map(\.path).filter { path in
            !patterns.contains { fnmatch($0, path, 0) == 0 } && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        if source.contains("mimetype") {
            writer.add("mimetype", bytes: try source.read("mimetype"), stored: true)
        }
        for path in paths.sorted() where path != "mimetype" {
            writer.add(path, bytes: try source.read(path))
        }
        return (try writer.archive(), writer.entries.count)
    }
}
