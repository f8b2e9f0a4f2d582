// swift-tools-version:6.0
// A reading-app backend that embeds epub-a11y as a library: a separate package that depends
// on the repository by path, exactly as an app would depend on it by URL.
import PackageDescription

let package = Package(
    name: "ReadingAppBackend",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "epub-a11y", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ReadingAppBackend",
            dependencies: [.product(name: "EPUBA11y", package: "epub-a11y")]),
    ]
)
