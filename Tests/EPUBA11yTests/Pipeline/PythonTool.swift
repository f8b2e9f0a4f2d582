import Foundation

/// A Python package a test reads our output with (a real consumer, not our own parser):
/// installed with pip once per test run when missing; a test fails loudly when it cannot be.
struct PythonTool: Sendable {
    /// The pip package (`sarif-tools`).
    let package: String
    /// What to import to tell it is there (`sarif`).
    let module: String

    static let sarifTools = PythonTool(package: "sarif-tools", module: "sarif")
    static let junitparser = PythonTool(package: "junitparser", module: "junitparser")

    /// Nil when the module imports (after installing it if needed); else why not.
    func unavailable() -> String? {
        let probe = ["-c", "import \(module)"]
        if let run = try? ReportSchemaValidator.python(probe), run.status == 0 { return nil }
        for install in [["-m", "pip", "install", "-q", package], ["-m", "pip", "install", "-q", "--user", "--break-system-packages", package]] {
            _ = try? ReportSchemaValidator.python(install)
            if let run = try? ReportSchemaValidator.python(probe), run.status == 0 { return nil }
        }
        return "the Python package \(package) is not available and `python3 -m pip install \(package)` failed"
    }
}

extension PythonTool {
    static let kubernetesValidate = PythonTool(package: "kubernetes-validate", module: "kubernetes_validate")
}
