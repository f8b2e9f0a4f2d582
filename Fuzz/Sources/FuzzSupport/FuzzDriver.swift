import CFuzzerDriver

/// Hands a fuzz target's callback to libFuzzer.
///
/// SwiftPM compiles an executable module's entry point as `<Module>_main` and links `main` to it,
/// so libFuzzer's own `main` (which would look for `LLVMFuzzerTestOneInput`) stays out of the
/// link. Each target defines `@_cdecl("<Module>_main")` and calls ``run(argc:argv:_:)``.
public enum FuzzDriver {
    /// libFuzzer's callback: one input, return 0 (non-zero values are reserved by libFuzzer).
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs libFuzzer with the process arguments; returns its exit status.
    public static func run(argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                           _ callback: Callback) -> Int32 {
        var argc = argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&argc, &argv, callback)
    }

    /// libFuzzer's input as an array (it may pass a null pointer for the empty input).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
