import Foundation
import Guidepost
import Testing

/// Fallback follows CLDR's parent locales, as ICU's data gives them: a Mexican Spanish request
/// reads Latin American Spanish before Spain's, Angolan Portuguese reads Portugal's, Australian
/// English reads the Commonwealth's, Hong Kong Chinese reads Traditional (never Simplified),
/// and a language without a file of its own is served by the locale CLDR makes its child.
@Suite("Parent locales")
struct ParentLocaleTests {
    /// A catalog with a one-message file for each locale: each says which file it is.
    static func catalog(_ locales: [String]) throws -> Catalog {
        var localizations: [String: Localization] = [:]
        for locale in locales {
            let text = #"{"locale": "\#(locale)", "messages": {"arrive": "arrive (\#(locale))"}}"#
            localizations[locale] = try Localization.load(text: text, file: "\(locale).json")
        }
        return Catalog(source: Catalog.embedded.source, localizations: localizations)
    }

    static let shipped = ["es", "es-419", "pt-BR", "pt-PT", "en-001", "en-GB", "zh-Hans", "zh-Hant", "nb", "de", "sr-Latn"]

    @Test("each request falls back along CLDR's parents", arguments: [
        ("es-MX", ["es-419", "es", "en"]),
        ("es-US", ["es-419", "es", "en"]),
        ("es-419", ["es-419", "es", "en"]),
        ("es-ES", ["es", "en"]),
        ("es_AR", ["es-419", "es", "en"]),
        ("pt-AO", ["pt-PT", "en"]),
        ("pt-MZ", ["pt-PT", "en"]),
        ("pt-PT", ["pt-PT", "en"]),
        ("pt", ["pt-BR", "en"]),
        ("en-AU", ["en-001", "en"]),
        ("en-IN", ["en-001", "en"]),
        ("en-GB", ["en-GB", "en-001", "en"]),
        ("en-US", ["en"]),
        ("zh-HK", ["zh-Hant", "en"]),
        ("zh-TW", ["zh-Hant", "en"]),
        ("zh_Hant_TW", ["zh-Hant", "en"]),
        ("zh-CN", ["zh-Hans", "en"]),
        ("zh-SG", ["zh-Hans", "en"]),
        ("zh", ["zh-Hans", "en"]),
        ("no", ["nb", "en"]),
        ("nb-NO", ["nb", "en"]),
        ("de-AT-u-nu-latn", ["de", "en"]),
        ("sr-Latn-ME", ["sr-Latn", "en"]),
        ("sr-ME", ["sr-Latn", "en"]),
        ("fi", ["en"]),
    ])
    func chain(requested: String, expected: [String]) throws {
        let catalog = try Self.catalog(Self.shipped)
        let renderer = try Renderer(locale: requested, catalog: catalog)
        #expect(renderer.resolution.chain == expected, "\(requested)")
        // And the text comes from the first file of the chain.
        let text = try renderer.render(Instruction(.arrive())).text
        let first = try #require(expected.first)
        // (Compared without case: a script without case, such as Chinese, keeps the file's "arrive".)
        #expect(text.lowercased() == (first == "en" ? "you have arrived" : "arrive (\(first.lowercased()))"), "\(requested)")
    }

    /// Looking up a parent must not change how ICU formats that locale later (ICU caches a
    /// bundle opened without its parents, and nb then formatted "8.5 km").
    @Test("numbers keep the requested locale's symbols after its parents are looked up", arguments: [
        ("nb", "8,5 km"), ("nb-NO", "8,5 km"), ("no", "8,5 km"), ("pt-AO", "8,5 km"), ("es-MX", "8.5 km"),
        ("es-ES", "8,5 km"), ("en-AU", "8.5 km"),
    ])
    func numbersAfterParents(requested: String, expected: String) throws {
        let catalog = try Self.catalog(Self.shipped)
        let renderer = try Renderer(locale: requested, options: RenderOptions(unitSystem: .metric), catalog: catalog)
        #expect(try renderer.formatDistance(8_500).text == expected)
    }

    @Test("units still follow the requested region, not the file that serves it")
    func unitsFollowTheRequest() throws {
        let catalog = try Self.catalog(Self.shipped)
        #expect(try Renderer(locale: "es-US", catalog: catalog).unitSystem == .imperial)
        #expect(try Renderer(locale: "es-MX", catalog: catalog).unitSystem == .metric)
        #expect(try Renderer(locale: "en-GB", catalog: catalog).unitSystem == .imperialUK)
    }
}
