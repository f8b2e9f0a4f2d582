import CoreMetrics
import Prometheus

/// A swift-metrics backend that registers each metric in a swift-prometheus registry **with its
/// help text**. swift-prometheus's own `PrometheusMetricsFactory` registers every metric with an
/// empty help, and the registry refuses (traps on) a second registration of a name with another
/// help, so the two cannot be mixed; without `# HELP` lines `promtool check metrics` reports
/// every family ("no help text", exit status 3). Labels are Prometheus names already
/// (`epub_a11y_audits_total`), so nothing is renamed.
struct DescribedPrometheusFactory: MetricsFactory {
    /// What a metric is, by its label: its help text and, for a timer, its histogram buckets.
    struct Description: Sendable {
        let help: String
        let buckets: [Duration]

        init(_ help: String, buckets: [Duration] = []) {
            self.help = help
            self.buckets = buckets
        }
    }

    let registry: PrometheusCollectorRegistry
    let descriptions: [String: Description]

    private func help(_ label: String) -> String { descriptions[label]?.help ?? "" }

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        registry.makeCounter(name: label, labels: dimensions, help: help(label))
    }

    func makeFloatingPointCounter(label: String, dimensions: [(String, String)]) -> any FloatingPointCounterHandler {
        registry.makeCounter(name: label, labels: dimensions, help: help(label))
    }

    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        // Every recorder of this service is a gauge (a level: slots in use, resident memory).
        registry.makeGauge(name: label, labels: dimensions, help: help(label))
    }

    func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        registry.makeGauge(name: label, labels: dimensions, help: help(label))
    }

    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        registry.makeDurationHistogram(name: label, labels: dimensions,
                                       buckets: descriptions[label]?.buckets ?? [], help: help(label))
    }

    func destroyCounter(_ handler: any CounterHandler) {
        if let counter = handler as? Prometheus.Counter { registry.unregisterCounter(counter) }
    }

    func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) {
        if let counter = handler as? Prometheus.Counter { registry.unregisterCounter(counter) }
    }

    func destroyRecorder(_ handler: any RecorderHandler) {
        if let gauge = handler as? Prometheus.Gauge { registry.unregisterGauge(gauge) }
    }

    func destroyMeter(_ handler: any MeterHandler) {
        if let gauge = handler as? Prometheus.Gauge { registry.unregisterGauge(gauge) }
    }

    func destroyTimer(_ handler: any TimerHandler) {
        if let histogram = handler as? DurationHistogram { registry.unregisterDurationHistogram(histogram) }
    }
}
