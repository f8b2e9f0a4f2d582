import Foundation

/// Expands the command's arguments into books: files as given; a folder holding
/// META-INF/container.xml is one unpacked book; any other folder contributes every `.epub`
/// and unpacked book below it, in sorted order.
public enum BookFinder {
    /// The books `arguments` name, in argument order, each folder's books sorted.
    public static func books(in arguments: [String]) -> [String] {
        arguments.flatMap { argument -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue,
                  !isUnpackedBook(argument) else { return [argument] }
            return booksBelow(argument)
        }
    }

    /// True for a folder holding `META-INF/container.xml`.
    public static func isUnpackedBook(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("META-INF/container.xml"))
    }

    private static func booksBelow(_ folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let path = (folder as NSString).appendingPathComponent(relative)
            if relative.lowercased().hasSuffix(".epub") {
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                if isFolder.boolValue && !isUnpackedBook(path) { continue }
                found.append(path)
                if isFolder.boolValue { walker.skipDescendants() }
            } else if isUnpackedBook(path) {
                found.append(path)
                walker.skipDescendants()
            }
        }
        return found.sorted()
    }
}
