import ArgumentParser
import Foundation
import EPUBA11y
import EPUBA11yServer
import Logging

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the HTTP service: POST an EPUB to /v1/reports, get its report.",
        discussion: """
            POST /v1/reports (body: the EPUB; ?format=json|html|earl; ?view=display-guide for the
            metadata-only summary; ?name= how the report calls the book), GET /v1/rules,
            GET /v1/rules/{id}, GET /healthz. Errors are JSON: 413 upload too large, 422 unreadable
            book (the typed error), 503 busy (Retry-After), 504 audit timed out. Nothing is written
            to disk. Stops on SIGINT or SIGTERM.
            """)

    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on.")
    var port = 8080

    @Option(help: "Largest upload accepted, in MiB.")
    var maxUploadMB = 100

    @Option(help: "Audits running at once; more get 503 with Retry-After.")
    var maxConcurrent = ProcessInfo.processInfo.activeProcessorCount * 2

    @Option(help: "Seconds an audit may take before the request gets 504.")
    var timeout = 60

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0–65535.") }
        guard maxUploadMB > 0, maxConcurrent > 0, timeout > 0 else {
            throw ValidationError("--max-upload-mb, --max-concurrent and --timeout must be positive.")
        }
    }

    func run() async throws {
        let server = ReportServer(configuration: .init(
            host: host, port: port, maxUploadBytes: maxUploadMB << 20, maxConcurrentAudits: maxConcurrent,
            auditTimeout: .seconds(timeout)))
        try await server.application().runService()
    }
}
