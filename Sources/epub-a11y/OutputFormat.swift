import ArgumentParser

/// Output formats of `inspect`.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}
