// swift-tools-version:6.0
// Swift 6 language mode (strict concurrency as errors) for every target.
import PackageDescription

/// `make test` sets EPUB_A11Y_OPTIMIZED_TESTS=1 for its debug build: the two libraries every test
/// exercises are compiled with -O (testable, DEBUG still defined), which cut the CPU of the corpus
/// suites to a third for about 110 s more of compiling (issue #44, keeping CI under 20 minutes).
/// Never set otherwise: a package that depends on this one sees no unsafe flag.
let optimizedForTests: [SwiftSetting] = Context.environment["EPUB_A11Y_OPTIMIZED_TESTS"] == "1" ? [.unsafeFlags(["-O"])] : []

let package = Package(
    name: "epub-a11y",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "epub-a11y", targets: ["epub-a11y"]),
        .executable(name: "epub-a11y-server", targets: ["epub-a11y-server"]),
        .library(name: "EPUBA11y", targets: ["EPUBA11y"]),
        .library(name: "EPUBCore", targets: ["EPUBCore"]),
        .library(name: "EPUBA11yServer", targets: ["EPUBA11yServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only the HTTP service (EPUBA11yServer, epub-a11y-server) uses these.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Already in the graph through Hummingbird; named so the server can close a connection
        // after an early answer and tell a client's disconnect from a malformed body.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        // Already in the graph through Hummingbird; named for the tests of the live service
        // (Tests/EPUBA11yTests/Support/LiveService.swift), which run it and read its answers.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Already in the graph through Hummingbird; named for the request parts (`NIOHTTPTypes`)
        // that the service's header timeout reads in its channel pipeline.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The service's metrics: recorded through swift-metrics (already in the graph through
        // Hummingbird), exposed at /metrics in Prometheus's text format by swift-prometheus.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // `make docs`: the API reference (Sources/EPUBA11y/EPUBA11y.docc, EPUBCore.docc) through
        // `swift package generate-documentation`. A command plugin only: no target depends on it,
        // so it adds nothing to the libraries, the binaries or their builds.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibZip", pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"]), .brew(["libzip"])]),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // EPUB itself: container, OCF, package document, navigation, content parsing.
        .target(name: "EPUBCore", dependencies: ["CLibZip", "CLibXML2"], swiftSettings: optimizedForTests),
        // Accessibility: metadata, rules, conformance, report. Never touches libzip.
        .target(name: "EPUBA11y", dependencies: ["EPUBCore"], swiftSettings: optimizedForTests),
        // The HTTP service: the only target that depends on an HTTP framework.
        .target(
            name: "EPUBA11yServer",
            dependencies: [
                "EPUBA11y",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]),
        // The command-line tool: argument parsing and I/O only. No server dependency, so
        // `swift build --product epub-a11y` never compiles Hummingbird or SwiftNIO.
        .executableTarget(
            name: "epub-a11y",
            dependencies: [
                "EPUBA11y", "EPUBCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The HTTP service's executable: the flags, then EPUBA11yServer does the rest.
        .executableTarget(
            name: "epub-a11y-server",
            dependencies: [
                "EPUBA11y", "EPUBA11yServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "EPUBA11yTests",
            dependencies: [
                "EPUBA11y", "EPUBCore", "EPUBA11yServer",
                // Not HummingbirdTesting: it brings AsyncHTTPClient and with it SwiftNIO SSL
                // (BoringSSL), HTTP/2 and SOCKS, a third of a clean debug build's time, for a client
                // these tests do not use. Support/LiveService.swift runs the service live instead.
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            exclude: ["Snapshots", "Fixtures"]),
    ]
)
