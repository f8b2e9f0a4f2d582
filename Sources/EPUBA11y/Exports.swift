// The public API speaks EPUBCore types (EPUBError, Publication, SourceLocation, ContainerLimits),
// so one `import EPUBA11y` is all an embedding backend needs.
@_exported import EPUBCore
