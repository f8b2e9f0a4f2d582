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
            let packed = try EPUBPacker.pack(folder: folder, excluding: exclude)
            try Data(packed.bytes).write(to: URL(fileURLWithPath: output))
            print("\(output): \(packed.entries) entries, \(packed.bytes.count) bytes")
        } catch let error as EPUBError {
            StandardError.report(error)
            throw ExitCode(2)
        }
    }
}
