import FuzzSupport

/// libFuzzer's per-input callback.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    Harness.htmlDifferential(FuzzDriver.bytes(data, size))
    return 0
}

/// The program's entry: SwiftPM links `main` to `<Module>_main` (see FuzzDriver).
@_cdecl("FuzzHTMLDifferential_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    FuzzDriver.run(argc: argc, argv: argv, fuzzOneInput)
}
