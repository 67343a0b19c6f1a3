import ArgumentParser
import Foundation
import Guidepost
import GuidepostJSON

/// `guidepost bench --decorate folder`: what a server decorating a router's responses costs,
/// per response, with warm renderers (display and voice per locale), beside what the router
/// spends on its own narrative for the same routes when the folder says
/// (`valhalla-timings.json`: `{"file.json": {"with": ms, "without": ms}}`, routing with and
/// without instructions).
struct DecorationBench {
    let folder: String
    let locales: [String]
    let passes: Int

    func run() throws {
        let directory = URL(fileURLWithPath: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".json") && $0 != "valhalla-timings.json" }.sorted()
        guard !names.isEmpty else { throw ValidationError("no *.json responses in \(folder)") }
        let responses = try names.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
        let totalBytes = responses.reduce(0) { $0 + $1.utf8.count }
        var narrative: [String: (with: Double, without: Double)] = [:]
        if let data = try? Data(contentsOf: directory.appendingPathComponent("valhalla-timings.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Double]]
        {
            for (name, timing) in object {
                if let with = timing["with"], let without = timing["without"] { narrative[name] = (with, without) }
            }
        }
        let passes = max(1, self.passes)
        IO.out("decorate: \(names.count) responses (\(totalBytes / 1024) KiB in all), \(passes) passes, warm renderers, one thread")
        let clock = ContinuousClock()
        for tag in locales {
            let display = try Renderer(locale: tag)
            let voice = try Renderer(locale: tag, options: RenderOptions(medium: .speech))
            // Warm: every response once.
            for (name, text) in zip(names, responses) { _ = try MapboxAnnotator.annotate(text, display: display, voice: voice, file: name) }
            var perResponse: [Double] = []
            perResponse.reserveCapacity(names.count * passes)
            for _ in 0..<passes {
                for (name, text) in zip(names, responses) {
                    let start = clock.now
                    _ = try MapboxAnnotator.annotate(text, display: display, voice: voice, file: name)
                    perResponse.append(milliseconds(clock.now - start))
                }
            }
            perResponse.sort()
            let mean = perResponse.reduce(0, +) / Double(perResponse.count)
            IO.out(String(format: "%@  mean %.3f ms  median %.3f ms  p99 %.3f ms per response",
                tag.padding(toLength: 7, withPad: " ", startingAt: 0), mean, perResponse[perResponse.count / 2],
                perResponse[min(perResponse.count - 1, perResponse.count * 99 / 100)]))
            // Where the time goes: the parse (what the annotator skims included) and the
            // route reader, timed alone; the rest is rendering and writing.
            var parsing = Duration.zero, reading = Duration.zero
            for _ in 0..<passes {
                for (name, text) in zip(names, responses) {
                    let start = clock.now
                    let root = try JSONParser.parse(text, skim: MapboxAnnotator.skim)
                    let parsed = clock.now
                    _ = try RouteReader.read(root, format: .osrm, file: name)
                    reading += clock.now - parsed
                    parsing += parsed - start
                }
            }
            let runs = Double(passes * names.count)
            IO.out(String(format: "         of which parsing %.3f ms, reading the route %.3f ms, rendering and writing %.3f ms",
                milliseconds(parsing) / runs, milliseconds(reading) / runs,
                mean - (milliseconds(parsing) + milliseconds(reading)) / runs))
            // As a server uses them: the same warm renderers on every core at once.
            let threads = ProcessInfo.processInfo.activeProcessorCount
            if threads > 1 {
                let started = clock.now
                DispatchQueue.concurrentPerform(iterations: threads) { thread in
                    for pass in 0..<passes where pass % threads == thread {
                        for (name, text) in zip(names, responses) {
                            _ = try? MapboxAnnotator.annotate(text, display: display, voice: voice, file: name)
                        }
                    }
                }
                let elapsed = milliseconds(clock.now - started) / 1000
                IO.out(String(format: "         %d threads sharing the renderers: %.0f responses a second (one thread: %.0f)",
                    threads, Double(passes * names.count) / elapsed, 1000 / mean))
            }
        }
        let timed = names.compactMap { narrative[$0] }
        if !timed.isEmpty {
            let with = timed.map(\.with).reduce(0, +) / Double(timed.count)
            let without = timed.map(\.without).reduce(0, +) / Double(timed.count)
            IO.out(String(format: "valhalla (same routes, %d of them): %.3f ms with narrative, banners and voice, %.3f ms without: narrative %.3f ms per response",
                timed.count, with, without, with - without))
        }
    }

    private func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
