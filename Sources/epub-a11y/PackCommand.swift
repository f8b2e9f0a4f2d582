import ArgumentParser
import EPUBCore
import Foundation

struct PackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Zip an unpacked EPUB folder into an .epub (mimetype first and stored).",
        discussion: "Output is reproducible: entries are sorted and every entry gets the same timestamp.")

    @Argument(help: "The unpacked EPUB folder.", completion: .directory)
    var folder: String

    @Argument(help: "The .epub file to write.", completion: .file(extensions: ["epub"]))
    var output: String

    @Option(name: .long, help: "Leave out files whose container path matches this shell pattern (repeatable).")
    var exclude: [String] = []

    func validate() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(folder) is not a folder.")
        }
    }

    func run() throws {
        do {
            let source = try DirectoryContainer(path: folder)
            var writer = ZipArchiveWriter()
            let paths = source.entries.map(\.path).filter { path in
                !exclude.contains { fnmatch($0, path, 0) == 0 } && !path.split(separator: "/").contains { $0.hasPrefix(".") }
            }
            if source.contains("mimetype") {
                writer.add("mimetype", bytes: try source.read("mimetype"), stored: true)
            }
            for path in paths.sorted() where path != "mimetype" {
                writer.add(path, bytes: try source.read(path))
            }
            let bytes = try writer.archive()
            try Data(bytes).write(to: URL(fileURLWithPath: output))
            print("\(output): \(writer.entries.count) entries, \(bytes.count) bytes")
        } catch let error as EPUBError {
            StandardError.report(error)
            throw ExitCode(2)
        }
    }
}
