import Hummingbird
import Logging

/// Writes one log line per request once it is answered, and times it for
/// `epub_a11y_http_request_duration_seconds`. The line carries the request id (the logger's
/// `hb.request.id`), method, path, route, status, body bytes received and sent, the duration and,
/// for an audit endpoint, how it ended (the verdict, or why there was none):
///
/// ```
/// … info epub-a11y.serve: bytes_in=954935 bytes_out=48211 duration_ms=212.4 endpoint=reports hb.request.id=… method=POST outcome=fails path=/v1/reports route=/v1/reports status=200 [EPUBA11yServer] request
/// ```
///
/// With `--log-format json` the same fields are keys of one JSON object per line.
struct RequestObserver: RouterMiddleware {
    typealias Context = ConnectionContext

    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            finish(request, context: context, status: response.status.code, sent: response.body.contentLength, started: started)
            return response
        } catch {
            // Hummingbird's own answers (404 for an unknown path, 405) arrive as thrown errors.
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            finish(request, context: context, status: status, sent: nil, started: started)
            throw error
        }
    }

    private func finish(_ request: Request, context: Context, status: Int, sent: Int?, started: ContinuousClock.Instant) {
        let duration = ContinuousClock.now - started
        // The route pattern, not the path: a scan of random paths must not add metric series.
        let route = context.endpointPath ?? "unmatched"
        metrics.recordRequest(route: route, method: request.method.rawValue, status: status, duration: duration)
        var metadata: Logger.Metadata = [
            "method": "\(request.method.rawValue)",
            "path": "\(ReportServer.loggable(request.uri.path, quoted: false))",
            "route": "\(route)",
            "status": "\(status)",
            "bytes_in": "\(context.record.receivedBytes)",
            "duration_ms": "\((duration.seconds * 10_000).rounded() / 10)",
        ]
        if let sent { metadata["bytes_out"] = "\(sent)" }
        if let endpoint = context.record.endpoint { metadata["endpoint"] = "\(endpoint.rawValue)" }
        if let outcome = context.record.outcome { metadata["outcome"] = "\(outcome.label)" }
        context.logger.info("request", metadata: metadata)
    }
}
