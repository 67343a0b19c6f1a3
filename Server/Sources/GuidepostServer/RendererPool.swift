import Guidepost
import Synchronization

/// Warm renderers shared by every request, one display and one voice renderer per (locale,
/// units), at most `limit` pairs: the least recently used pair is let go first. Making a
/// renderer costs milliseconds (its catalog compiled, ICU opened); using a warm one, microseconds.
public final class RendererPool: Sendable {
    public struct Key: Hashable, Sendable {
        public var locale: String
        public var units: RenderOptions.UnitSystem
    }

    /// A display renderer and the voice renderer of the same locale and units.
    public struct Pair: Sendable {
        public let display: Renderer
        public let voice: Renderer
    }

    private struct State {
        var pairs: [Key: (pair: Pair, lastUse: UInt64)] = [:]
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    public let limit: Int

    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The pairs kept now.
    public var count: Int { state.withLock { $0.pairs.count } }

    /// The pair for a locale and units, made on first use. Two requests that miss at once may
    /// both make one; the pool keeps one of them (renderers are stateless apart from caches).
    public func pair(_ key: Key) throws(ICUError) -> Pair {
        if let pair = state.withLock({ state -> Pair? in
            state.clock += 1
            guard let entry = state.pairs[key] else { return nil }
            state.pairs[key]?.lastUse = state.clock
            return entry.pair
        }) {
            return pair
        }
        // Made outside the lock: it takes milliseconds.
        let options = RenderOptions(unitSystem: key.units)
        var voiceOptions = options
        voiceOptions.medium = .speech
        let pair = Pair(display: try Renderer(locale: key.locale, options: options),
            voice: try Renderer(locale: key.locale, options: voiceOptions))
        return state.withLock { state in
            state.clock += 1
            if let existing = state.pairs[key] {
                state.pairs[key]?.lastUse = state.clock
                return existing.pair
            }
            if state.pairs.count >= limit, let oldest = state.pairs.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.pairs[oldest] = nil
            }
            state.pairs[key] = (pair, state.clock)
            return pair
        }
    }
}
