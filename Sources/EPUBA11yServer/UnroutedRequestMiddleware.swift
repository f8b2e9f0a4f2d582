import Hummingbird

/// The answer to a request no route takes, a JSON error like every other: 405 `methodNotAllowed`
/// with `Allow` when the path is served with other methods (RFC 9110 §15.5.6: `PUT /healthz`),
/// else 404 `unknownRoute` (Hummingbird's own answer is a bare 404 either way). The methods of
/// each path are those of the OpenAPI description (`OpenAPIDocument.operations`), so `Allow` and
/// the document cannot disagree; OpenAPIContractTests check that the router serves every one.
///
/// Added to the router after its routes, it is in the chain of unrouted requests only:
/// Hummingbird builds a route's responder with the middleware added before it, and the not-found
/// responder with all of it.
struct UnroutedRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each path template's segments (nil: a `{parameter}`, any one segment) and its methods.
    private let routes: [(segments: [String?], methods: [String])]

    init(operations: [String: [String]] = OpenAPIDocument.operations) {
        routes = operations.sorted { $0.key < $1.key }.map { operation -> (segments: [String?], methods: [String]) in
            let segments = Self.segments(operation.key).map { segment -> String? in
                segment.hasPrefix("{") && segment.hasSuffix("}") ? nil : segment
            }
            return (segments: segments, methods: operation.value)
        }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let path = Self.segments(request.uri.path)
            // A documented method the router lacks stays a 404: it is not served here.
            guard let route = routes.first(where: { Self.matches(path, $0.segments) }),
                  !route.methods.contains(request.method.rawValue) else {
                return ReportServer.error(.notFound, kind: "unknownRoute", reason: "no route has this path; GET /openapi.json lists them")
            }
            var response = ReportServer.error(.methodNotAllowed, kind: "methodNotAllowed",
                                              reason: "this path is not served with \(request.method.rawValue); Allow lists its methods")
            response.headers[.allow] = route.methods.joined(separator: ", ")
            return response
        }
    }

    private static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    private static func matches(_ path: [String], _ template: [String?]) -> Bool {
        path.count == template.count && zip(path, template).allSatisfy { pair in pair.1.map { $0 == pair.0 } ?? true }
    }
}
