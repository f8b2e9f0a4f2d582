import ArgumentParser
import Foundation
import EPUBA11y
import EPUBA11yServer
import Logging

/// `epub-a11y-server`: the HTTP service as its own executable, so the command-line tool builds
/// without Hummingbird and SwiftNIO (they are most of a fresh build's time). The flags are the
/// ones `epub-a11y serve` had, unchanged, so a unit file only swaps the binary's name.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "epub-a11y-server",
        abstract: "Run the epub-a11y HTTP service: POST an EPUB to /v1/reports, get its report.",
        // Paragraphs without line breaks of their own: the parser wraps them to the terminal.
        discussion: [
            "POST /v1/reports (body: the EPUB; ?format=json|html|ace|earl|text|sarif|junit|github; ?view=display-guide for the metadata-only summary; ?name= how the report calls the book; ?profile=; ?lang=), POST /v1/suggestions (?format=json|opf|onix), GET /v1/rules, GET /v1/rules/{id}, GET /healthz, GET /metrics (Prometheus), GET /openapi.json (the API's OpenAPI 3.1 description).",
            "Errors are JSON: 400 bad parameter, upload cut short or malformed; 404 unknown path or rule; 405 method not served (Allow); 408 upload not received within --request-timeout; 413 upload too large; 422 unreadable book (the typed error); 503 busy (Retry-After); 504 audit timed out. Nothing is written to disk.",
            "Logs go to stderr (text, or JSON lines with --log-format json), each line with its request id; an \"audit starting\" line precedes every audit and a \"request\" line ends every request (status, bytes, duration, verdict). Stops on SIGINT or SIGTERM, after the requests in flight are answered.",
            "Exit status: 0 stopped by SIGINT or SIGTERM, 64 usage error, 1 the service could not start (for example the port is taken).",
        ].joined(separator: "\n\n"),
        version: Report.toolVersion)

    /// The swift-log levels, as a closed set of option values.
    enum LogLevel: String, CaseIterable, ExpressibleByArgument {
        case trace, debug, info, notice, warning, error, critical

        var level: Logger.Level { Logger.Level(rawValue: rawValue) ?? .info }
    }

    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on.")
    var port = 8080

    @Option(help: "Also answer GET /healthz on this port, on a thread of its own: probes stay fast while uploads crowd the service's port (point liveness and readiness probes here).")
    var healthPort: Int?

    @Option(help: "Largest upload accepted, in MiB.")
    var maxUploadMB = 100

    @Option(help: "Audits running at once; more get 503 with Retry-After.")
    var maxConcurrent = ProcessInfo.processInfo.activeProcessorCount * 2

    @Option(help: "Seconds an audit may take before the request gets 504.")
    var timeout = 60

    @Option(help: "Seconds to receive a whole upload before the request gets 408 and its connection is closed.")
    var requestTimeout = 30

    @Option(help: "Seconds to receive a connection's first request line and headers before it is closed, however slowly they trickle in.")
    var headerTimeout = 10

    @Option(help: "Least severe log level written to stderr.")
    var logLevel: LogLevel = .info

    /// How log lines are written, as a closed set of option values.
    enum LogFormat: String, CaseIterable, ExpressibleByArgument {
        /// swift-log's `StreamLogHandler`: `time level label: key=value … message`.
        case text
        /// One JSON object per line (`JSONLogHandler`).
        case json
    }

    @Option(help: "Log lines as text or as one JSON object per line.")
    var logFormat: LogFormat = .text

    @Flag(help: "Do not serve: ask the service on --host and --health-port (or --port) for /healthz and exit 0 if it answers 200, else 1 (the container image's HEALTHCHECK).")
    var probe = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0–65535.") }
        if let healthPort {
            guard (0...65535).contains(healthPort) else { throw ValidationError("--health-port must be 0–65535.") }
            guard healthPort != port || port == 0 else { throw ValidationError("--health-port must differ from --port.") }
        }
        guard maxUploadMB > 0, maxConcurrent > 0, timeout > 0, requestTimeout > 0, headerTimeout > 0 else {
            throw ValidationError("--max-upload-mb, --max-concurrent, --timeout, --request-timeout and --header-timeout must be positive.")
        }
        // Beyond these the byte count (MiB << 20) or the durations would overflow.
        guard maxUploadMB <= 1 << 20 else { throw ValidationError("--max-upload-mb must be at most 1048576 (1 TiB).") }
        guard timeout <= 86_400, requestTimeout <= 86_400, headerTimeout <= 86_400 else {
            throw ValidationError("--timeout, --request-timeout and --header-timeout must be at most 86400 (a day).")
        }
    }

    func run() async throws {
        if probe {
            throw ExitCode(HealthProbe.isHealthy(host: host, port: healthPort ?? port) ? 0 : 1)
        }
        ReportServer.tuneAllocatorForService()
        let server = ReportServer(configuration: .init(
            host: host, port: port, maxUploadBytes: maxUploadMB << 20, maxConcurrentAudits: maxConcurrent,
            auditTimeout: .seconds(timeout), requestTimeout: .seconds(requestTimeout), headerTimeout: .seconds(headerTimeout)))
        if logFormat == .json {
            LoggingSystem.bootstrap { label in JSONLogHandler(label: label) }
        }
        var logger = Logger(label: "epub-a11y.serve")
        logger.logLevel = logLevel.level
        var health: HealthListener?
        if let healthPort {
            do {
                health = try await HealthListener.start(host: host, port: healthPort, headerTimeout: .seconds(headerTimeout))
            } catch {
                logger.critical("cannot listen for health probes on \(host):\(healthPort): \(error)")
                throw ExitCode(1)
            }
            logger.info("health probes: GET /healthz on \(host):\(health?.port ?? healthPort)")
        }
        do {
            try await server.application(logger: logger).runService()
        } catch {
            await health?.stop()
            throw error
        }
        await health?.stop()
    }
}
