import ArgumentParser
import Foundation
import Guidepost
import GuidepostTranslation

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show every message of a locale rendered with sample values, beside the source.",
        discussion: """
            Plural messages are shown once per CLDR plural category of the locale, with a \
            number ICU's rules put in it (1, 2, 5 for Russian); select messages once per value. \
            On a terminal highlights are coloured; otherwise they are marked ⟦…⟧. Invisible \
            characters are written as \\u{…}. Pseudo-locales en-XA and ar-XB work too.
            """
    )

    @Option(name: .long, help: "BCP-47 locale tag, e.g. ru, ar, en-XA.")
    var locale: String

    @OptionGroup var localizations: LocalizationsOption

    @Option(name: .long, help: "Also write a self-contained HTML page to this file.")
    var html: String?

    @Flag(name: .long, inversion: .prefixedNo, help: "Colour highlights (default: when writing to a terminal).")
    var color: Bool?

    func run() throws {
        let catalog = try localizations.overlaidCatalog()
        let preview = try Translator.checked { () throws(ICUError) in try CatalogPreview(locale: locale, catalog: catalog) }
        for diagnostic in preview.diagnostics { IO.err(diagnostic.description) }
        let samples = preview.samples()
        let colour = color ?? (isatty(STDOUT_FILENO) != 0)
        let source = catalog.source.sourceLocale
        var lastKey = ""
        for sample in samples {
            if sample.key != lastKey {
                IO.out(sample.key + (sample.isTranslated ? "" : "  (not translated)"))
                lastKey = sample.key
            }
            if !sample.values.isEmpty { IO.out("  " + sample.values) }
            IO.out("    " + Translator.pad(source, 6) + Self.line(sample.source, colour: colour))
            IO.out("    " + Translator.pad(locale, 6) + Self.line(sample.translation, colour: colour))
        }
        if let html {
            let page = PreviewPage.html(samples, locale: locale, sourceLocale: source, rightToLeft: preview.isRightToLeft)
            try Translator.write(page, to: html)
        }
    }

    static func line(_ rendered: RenderedInstruction, colour: Bool) -> String {
        guard colour else { return rendered.textForm() }
        var out = ""
        for span in rendered.spans {
            let text = TextForm.escape(rendered.text[span.range])
            out += span.isHighlighted ? "\u{1B}[1;33m" + text + "\u{1B}[0m" : text
        }
        return out
    }
}

/// The self-contained HTML page of `preview --html`.
enum PreviewPage {
    static func html(_ samples: [CatalogPreview.Sample], locale: String, sourceLocale: String, rightToLeft: Bool)
        -> String
    {
        var out = """
            <!DOCTYPE html>
            <html lang="\(escape(locale))" dir="\(rightToLeft ? "rtl" : "ltr")">
            <head>
            <meta charset="utf-8">
            <title>Guidepost preview: \(escape(locale))</title>
            <style>
            body { font: 15px/1.5 system-ui, sans-serif; margin: 2em; }
            table { border-collapse: collapse; width: 100%; }
            th, td { border-bottom: 1px solid #ddd; padding: .4em .6em; text-align: start; vertical-align: top; }
            code { font-size: 85%; color: #555; }
            mark { background: #ffe58a; border-radius: 3px; padding: 0 2px; }
            .values { color: #777; font-size: 85%; }
            .untranslated { color: #b00; }
            </style>
            </head>
            <body>
            <h1>Guidepost preview: \(escape(locale))</h1>
            <table>
            <thead><tr><th>Message</th><th>Values</th><th>Source (\(escape(sourceLocale)))</th><th>\(escape(locale))</th></tr></thead>
            <tbody>

            """
        for sample in samples {
            let flag = sample.isTranslated ? "" : " <span class=\"untranslated\">(not translated)</span>"
            out += "<tr><td><code>\(escape(sample.key))</code>\(flag)</td>"
            out += "<td class=\"values\" dir=\"ltr\">\(escape(sample.values))</td>"
            out += "<td dir=\"ltr\" lang=\"\(escape(sourceLocale))\">\(marked(sample.source))</td>"
            out += "<td dir=\"\(rightToLeft ? "rtl" : "ltr")\" lang=\"\(escape(locale))\">\(marked(sample.translation))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</body>\n</html>\n"
        return out
    }

    static func marked(_ rendered: RenderedInstruction) -> String {
        rendered.spans.map { span in
            let text = escape(String(rendered.text[span.range]))
            return span.isHighlighted ? "<mark>" + text + "</mark>" : text
        }.joined()
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
