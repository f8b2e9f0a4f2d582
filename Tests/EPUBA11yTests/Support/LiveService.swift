import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// How a test runs the HTTP service: live, on a loopback port of its own.
enum LiveServiceMode {
    case live
}

/// The HTTP service under test, live: `application.test(.live) { client in … }` runs the
/// application on the port its configuration names (0: one the system picks), hands the test a
/// ``LiveClient`` of that port, and stops the application when the test returns or throws.
///
/// Written here rather than taken from HummingbirdTesting: that module depends on AsyncHTTPClient,
/// which brings SwiftNIO SSL (BoringSSL's C sources), HTTP/2 and SOCKS into the test build (a
/// clean debug build took 257 s with them, 167 s without), for a client these tests never use.
extension ApplicationProtocol {
    func test<Value: Sendable>(_ mode: LiveServiceMode, _ test: @Sendable (LiveClient) async throws -> Value) async throws -> Value {
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let application = PortReportingApplication(base: self, port: portContinuation)
        // Stopped by a graceful shutdown, as a signal stops the real service: cancelled, its
        // server would log an error for the connection it was waiting on.
        let services = ServiceGroup(configuration: .init(services: [application], logger: application.logger))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                // A server that never listens (its port taken) ends the wait for the port too.
                defer { portContinuation.finish() }
                try await services.run()
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next(), port > 0 else {
                await services.triggerGracefulShutdown()
                throw RawHTTPConnection.Failure(description: "the service did not start listening")
            }
            do {
                let value = try await test(LiveClient(port: port))
                await services.triggerGracefulShutdown()
                return value
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
        }
    }
}

/// An application that says on which port its server listens, once it does.
private struct PortReportingApplication<Base: ApplicationProtocol>: ApplicationProtocol {
    typealias Responder = Base.Responder
    let base: Base
    let port: AsyncStream<Int>.Continuation

    var responder: Responder { get async throws { try await base.responder } }
    var server: HTTPServerBuilder { base.server }
    var eventLoopGroup: any EventLoopGroup { base.eventLoopGroup }
    var configuration: ApplicationConfiguration { base.configuration }
    var logger: Logger { base.logger }
    var services: [any Service] { base.services }
    var processesRunBeforeServerStart: [@Sendable () async throws -> Void] { base.processesRunBeforeServerStart }

    @Sendable func onServerRunning(_ channel: any Channel) async {
        await base.onServerRunning(channel)
        port.yield(channel.localAddress?.port ?? 0)
        port.finish()
    }
}
