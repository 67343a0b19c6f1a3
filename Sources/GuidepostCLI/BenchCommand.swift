import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Guidepost
import GuidepostTranslation

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure renders per second and latency per locale on a fixed mixed corpus."
    )

    @Option(name: .long, parsing: .upToNextOption, help: "Locales to measure (default: every shipped locale).")
    var locale: [String] = []

    @Option(name: .long, help: "Instructions in the corpus.")
    var corpus: Int = 10_000

    @Option(name: .long, help: "Passes over the corpus per locale.")
    var passes: Int = 20

    func run() throws {
        // Loading the built-in catalogs happens once per process, before any renderer.
        let clock = ContinuousClock()
        let loadStart = clock.now
        let catalog = Catalog.embedded
        let catalogLoad = clock.now - loadStart
        let locales = locale.isEmpty ? catalog.locales : locale
        let instructions = BenchmarkCorpus.make(count: corpus)
        IO.out("corpus: \(instructions.count) mixed instructions, \(passes) passes per locale, one thread")
        IO.out("built-in catalogs loaded in \(format(catalogLoad)) (once per process)")
        IO.out("locale  first-render  renders/s     median/render  p99/render")
        for tag in locales {
            let firstStart = clock.now
            let renderer = try Renderer(locale: tag)
            _ = try renderer.render(instructions[0])
            let first = clock.now - firstStart

            // Warm the caches once, then time whole passes and per-batch latencies.
            var checksum = 0
            for instruction in instructions { checksum &+= try renderer.render(instruction).text.utf8.count }
            let batch = 100
            var batchTimes: [Duration] = []
            batchTimes.reserveCapacity(passes * instructions.count / batch)
            let start = clock.now
            for _ in 0..<passes {
                var index = 0
                while index < instructions.count {
                    let batchStart = clock.now
                    let end = min(index + batch, instructions.count)
                    for instruction in instructions[index..<end] {
                        checksum &+= try renderer.render(instruction).spans.count
                    }
                    batchTimes.append((clock.now - batchStart) / (end - index))
                    index = end
                }
            }
            let elapsed = clock.now - start
            let renders = Double(passes * instructions.count)
            let perSecond = renders / seconds(elapsed)
            batchTimes.sort()
            let median = batchTimes[batchTimes.count / 2]
            let p99 = batchTimes[min(batchTimes.count - 1, batchTimes.count * 99 / 100)]
            IO.out(pad(tag, 8) + pad(format(first), 14) + pad(String(format: "%.0f", perSecond), 14)
                + pad(format(median), 15) + format(p99) + (checksum == 0 ? " !" : ""))
        }
        if let memory = peakMemoryMiB() {
            IO.out(String(format: "peak resident memory: %.1f MiB (corpus, %d renderers, their caches)", memory, locales.count))
        }
    }

    /// The process's peak resident memory in MiB, when the platform reports it.
    private func peakMemoryMiB() -> Double? {
        #if canImport(Glibc)
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #else
        return nil
        #endif
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func format(_ duration: Duration) -> String {
        let value = seconds(duration)
        if value >= 1e-3 { return String(format: "%.2f ms", value * 1e3) }
        if value >= 1e-6 { return String(format: "%.2f µs", value * 1e6) }
        return String(format: "%.0f ns", value * 1e9)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
