import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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

    @Flag(name: .long, help: "Leave out the live-navigation figures (banner, chained, spoken).")
    var plainOnly = false

    @Flag(name: .long, help: """
        Give every pass its own copies of the corpus's strings (names, landmarks, floors, road facts), \
        as each response a server decorates brings new ones.
        """)
    var freshStrings = false

    @Option(name: .long, help: ArgumentHelp("""
        Decorate every OSRM/Mapbox response (*.json) in this folder, as `guidepost route --emit mapbox` \
        does, with warm renderers, and print milliseconds per response; with the router's own figures \
        beside them when the folder has valhalla-timings.json (Scripts/decoration-bench writes both).
        """, valueName: "folder"))
    var decorate: String?

    @Flag(name: .long, help: .hidden)
    var catalogMemory = false

    func run() throws {
        if let decorate {
            try DecorationBench(folder: decorate, locales: locale.isEmpty ? ["en", "de", "ru"] : locale, passes: passes).run()
            return
        }
        if catalogMemory {
            // Run in a fresh process by the bench itself: nothing else has been allocated yet.
            measureCatalogMemory()
            return
        }
        // Loading the built-in catalogs happens once per process, before any renderer.
        let clock = ContinuousClock()
        let residentBefore = residentMemoryMiB()
        let loadStart = clock.now
        let catalog = Catalog.embedded
        let catalogLoad = clock.now - loadStart
        let locales = locale.isEmpty ? catalog.locales : locale
        let instructions = BenchmarkCorpus.make(count: corpus)
        IO.out("corpus: \(instructions.count) mixed instructions, \(passes) passes per locale, one thread")
        IO.out("source catalog read in \(format(catalogLoad)) (once per process; a localization is read on first use)")
        IO.out("locale  first-render  second-renderer  renders/s     median/render  p99/render")
        for tag in locales {
            let firstStart = clock.now
            let renderer = try Renderer(locale: tag)
            _ = try renderer.render(instructions[0])
            let first = clock.now - firstStart

            // Building another renderer of a locale already used: its ICU data, chain and
            // compiled messages are shared, so this is what a screen pays per renderer.
            var builds: [Duration] = []
            for _ in 0..<1_000 {
                let buildStart = clock.now
                let again = try Renderer(locale: tag)
                builds.append(clock.now - buildStart)
                withExtendedLifetime(again) {}
            }
            builds.sort()
            let second = builds[builds.count / 2]

            // Warm the caches once, then time whole passes and per-batch latencies.
            var checksum = 0
            for instruction in instructions { checksum &+= try renderer.render(instruction).text.utf8.count }
            let batch = 100
            var batchTimes: [Duration] = []
            batchTimes.reserveCapacity(passes * instructions.count / batch)
            // Copies made before the clock starts: what is timed is rendering new strings.
            let passCorpora = freshStrings ? (0..<passes).map { _ in instructions.map(BenchmarkCorpus.freshCopy) } : []
            let start = clock.now
            for pass in 0..<passes {
                let instructions = freshStrings ? passCorpora[pass] : instructions
                var index = 0
                while index < instructions.count {
                    let batchStart = clock.now
                    let end = min(index + batch, instructions.count)
                    // By index: `for … in` would copy (retain) each instruction, which an app
                    // rendering its own instruction does not pay.
                    for position in index..<end {
                        checksum &+= try renderer.render(instructions[position]).spans.count
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
            IO.out(pad(tag, 8) + pad(format(first), 14) + pad(format(second), 17) + pad(String(format: "%.0f", perSecond), 14)
                + pad(format(median), 15) + format(p99) + (checksum == 0 ? " !" : ""))
        }
        // Live navigation: the same corpus as a banner (no distance), two maneuvers chained,
        // and spoken (text and SSML, by a renderer for speech).
        let livePasses = max(1, passes / 4)
        if !plainOnly {
            IO.out("live navigation, \(livePasses) passes per locale, renders/s:")
            IO.out("locale  banner        then          spoken+SSML")
        }
        for tag in locales where !plainOnly {
            let display = try Renderer(locale: tag)
            let voice = try Renderer(locale: tag, options: RenderOptions(medium: .speech))
            var checksum = 0
            func rate(_ body: () throws -> Void) throws -> String {
                try body()  // warm the caches
                let start = clock.now
                for _ in 0..<livePasses { try body() }
                let perSecond = Double(livePasses * instructions.count) / seconds(clock.now - start)
                return String(format: "%.0f", perSecond)
            }
            let banner = try rate {
                for instruction in instructions { checksum &+= try display.render(instruction, distance: .omitted).spans.count }
            }
            let chained = try rate {
                for index in instructions.indices {
                    let next = instructions[(index + 1) % instructions.count]
                    checksum &+= try display.render(instructions[index], then: next).spans.count
                }
            }
            let spoken = try rate {
                for instruction in instructions { checksum &+= try voice.speak(instruction).ssml.utf8.count }
            }
            IO.out(pad(tag, 8) + pad(banner, 14) + pad(chained, 14) + spoken + (checksum == 0 ? " !" : ""))
        }
        if let line = catalogMemoryInFreshProcess() {
            IO.out(line)
        } else if let before = residentBefore, let catalogs = catalogResidentMiB(catalog, before: before) {
            IO.out(String(format: "resident memory of the source catalog and all %d shipped localizations, read and compiled: %.1f MiB (measured after the bench, so with its allocations)",
                catalog.locales.count - 1, catalogs))
        }
        if let memory = peakMemoryMiB() {
            IO.out(String(format: "peak resident memory: %.1f MiB (corpus, %d renderers, their caches)", memory, locales.count))
        }
    }

    /// Prints how much a process's resident set grows, after a first renderer has paid for
    /// ICU's start and the code: for the catalogs as data (the source catalog and every
    /// shipped localization read again from their text: what one more copy of them costs),
    /// and for one renderer of every other locale (their compiled tables and grammar, their
    /// ICU formatters and the ICU data those touch).
    private func measureCatalogMemory() {
        let catalog = Catalog.embedded
        guard let first = try? Renderer(locale: catalog.source.sourceLocale),
            (try? first.render(Instruction(.turn(.left), distance: 20))) != nil, let start = residentMemoryMiB()
        else { return }
        let texts = Catalog.embeddedTexts
        var sources: [SourceCatalog] = []
        // As renderers hold a built-in localization: indexed, each message read when first used.
        var localizations: [MessageSource] = []
        for (index, entry) in texts.enumerated() {
            if index == 0 {
                if let loaded = try? SourceCatalog.load(text: entry.text, file: entry.file) { sources.append(loaded.0) }
            } else if let loaded = try? MessageSource.indexing(text: entry.text, file: entry.file, index: entry.index) {
                localizations.append(loaded)
            }
        }
        guard let data = residentMemoryMiB() else { return }
        var renderers: [Renderer] = [first]
        for tag in catalog.locales where tag != catalog.source.sourceLocale {
            if let renderer = try? Renderer(locale: tag), (try? renderer.render(Instruction(.turn(.left), distance: 20))) != nil {
                renderers.append(renderer)
            }
        }
        defer { withExtendedLifetime((sources, localizations, renderers)) {} }
        guard let after = residentMemoryMiB() else { return }
        IO.out(String(format: "resident memory of the source catalog and all %d shipped localizations as renderers hold them (a built-in file indexed, its messages read when first used): %.1f MiB; one renderer for each of the %d other locales (compiled tables, grammar, ICU formatters and the ICU data they touch): %.1f MiB more (a fresh process, after a first renderer)",
            localizations.count, data - start, renderers.count - 1, after - data))
    }

    /// The line `measureCatalogMemory` prints, from a fresh process of this executable.
    private func catalogMemoryInFreshProcess() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["bench", "--catalog-memory"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? nil : line
    }

    /// How much the resident set grew from before the built-in catalogs were touched to
    /// after every shipped localization was read and compiled into a renderer's table.
    private func catalogResidentMiB(_ catalog: Catalog, before: Double) -> Double? {
        var renderers: [Renderer] = []
        for tag in catalog.locales {
            if let renderer = try? Renderer(locale: tag) { renderers.append(renderer) }
        }
        defer { withExtendedLifetime(renderers) {} }
        return residentMemoryMiB().map { $0 - before }
    }

    /// The process's current resident memory in MiB (Linux: /proc/self/statm).
    private func residentMemoryMiB() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / (1024 * 1024)
    }

    /// The process's peak resident memory in MiB, when the platform reports it.
    private func peakMemoryMiB() -> Double? {
        #if canImport(Glibc)
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #elseif canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Double(usage.ru_maxrss) / (1024 * 1024)  // bytes on Darwin
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
