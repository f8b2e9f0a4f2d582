import EPUBCore
import Foundation

/// Writes `error: <file>: <reason>` lines to standard error.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func report(_ error: EPUBError) {
        write("error: \(error.file): \(error.reason)")
    }
}
