// swift-tools-version:6.0
// libFuzzer targets over epub-a11y's public entry points (issue #10). A separate package, so
// the main package's `swift build` never sees them; `scripts/fuzz.sh` (or `make fuzz`) builds
// them with `-sanitize=fuzzer,address`. See Fuzz/README.md.
import PackageDescription

/// One executable per target; each defines `<Target>_main`, which hands libFuzzer its callback.
let fuzzTargets = ["FuzzContainer", "FuzzPackage", "FuzzContent", "FuzzNavigation", "FuzzAudit", "FuzzCSS", "FuzzMediaOverlay", "FuzzHTMLDifferential"]

let package = Package(
    name: "epub-a11y-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "epub-a11y", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver with its real C signature.
        .target(name: "CFuzzerDriver"),
        // The in-memory base book, the zip builder, the async bridge and the driver.
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "EPUBA11y", package: "epub-a11y"),
                .product(name: "EPUBCore", package: "epub-a11y"),
            ]),
    ] + fuzzTargets.map { .executableTarget(name: $0, dependencies: ["FuzzSupport"]) }
)
