import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process figures Prometheus's client conventions name (`process_start_time_seconds`,
/// `process_resident_memory_bytes`), read from Linux's `/proc`. Elsewhere the start time is when
/// this type was first used and the resident size is absent.
enum ProcessClock {
    /// Seconds since the Unix epoch at which the process started.
    static let startTime: Double = linuxStartTime() ?? Date().timeIntervalSince1970

    /// The resident set size in bytes (`/proc/self/statm`'s second field, in pages).
    static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]), let pageSize = self.pageSize else { return nil }
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize)
        return overflow ? nil : bytes
    }

    private static var pageSize: Int? {
        #if canImport(Glibc)
        let size = sysconf(Int32(_SC_PAGESIZE))
        return size > 0 ? size : nil
        #else
        return nil
        #endif
    }

    /// The boot time (`/proc/stat`'s `btime`) plus the process's start in clock ticks after boot
    /// (`/proc/self/stat`'s 22nd field, counted after the parenthesised command name, which may
    /// itself hold spaces).
    private static func linuxStartTime() -> Double? {
        #if canImport(Glibc)
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")"),
              let system = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        // After ") " come field 3 (state) onwards: the start time, field 22, is the 20th of them.
        let after = stat[stat.index(after: close)...].split(separator: " ")
        guard after.count >= 20, let ticks = Double(after[19]) else { return nil }
        guard let line = system.split(separator: "\n").first(where: { $0.hasPrefix("btime ") }),
              let boot = Double(line.dropFirst("btime ".count)) else { return nil }
        let hertz = sysconf(Int32(_SC_CLK_TCK))
        guard hertz > 0 else { return nil }
        return boot + ticks / Double(hertz)
        #else
        return nil
        #endif
    }
}
