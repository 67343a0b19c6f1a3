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
            let unreached = sample.isUnreached ? "  (no instruction reaches these values: shown from the values)" : ""
            if !sample.values.isEmpty || sample.isUnreached { IO.out("  " + sample.values + unreached) }
            IO.out("    " + Translator.pad(source, 6) + Self.line(sample.source, colour: colour))
            // Text that fell back to another language is marked as such in the locale's column.
            let fallback = sample.isTranslated ? "" : "(fallback, not \(locale)) "
            IO.out("    " + Translator.pad(locale, 6) + fallback + Self.line(sample.translation, colour: colour))
        }
        if let html {
            let linter = CatalogLinter()
            let findings = linter.lint(catalog, locales: [locale]).filter { $0.severity >= .warning }
            let coverage = CoverageReport(catalog: catalog, linter: linter).entries.first { $0.locale == locale }
            let page = PreviewPage.html(samples, locale: locale, sourceLocale: source, rightToLeft: preview.isRightToLeft,
                source: catalog.source, findings: findings, coverage: coverage)
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

/// The self-contained HTML page of `preview --html`: per message its comment and
/// placeholders, its samples beside the source, its lint findings; a coverage line, a filter
/// (all, untranslated, with findings) and a print stylesheet.
enum PreviewPage {
    static func html(_ samples: [CatalogPreview.Sample], locale: String, sourceLocale: String, rightToLeft: Bool,
        source: SourceCatalog? = nil, findings: [Diagnostic] = [], coverage: CoverageReport.Entry? = nil) -> String
    {
        let direction = rightToLeft ? "rtl" : "ltr"
        var byKey: [String: [Diagnostic]] = [:]
        for finding in findings { byKey[finding.key ?? "", default: []].append(finding) }
        var out = """
            <!DOCTYPE html>
            <html lang="\(escape(locale))" dir="\(direction)">
            <head>
            <meta charset="utf-8">
            <title>Guidepost preview: \(escape(locale))</title>
            <style>
            body { font: 15px/1.5 system-ui, sans-serif; margin: 2em; color: #222; }
            table { border-collapse: collapse; width: 100%; }
            th, td { border-bottom: 1px solid #ddd; padding: .4em .6em; text-align: start; vertical-align: top; }
            tbody.message > tr:first-child > td { border-top: 2px solid #bbb; }
            code { font-size: 85%; color: #555; }
            mark { background: #ffe58a; border-radius: 3px; padding: 0 2px; }
            .values, .about { color: #666; font-size: 85%; }
            .about dl { margin: .2em 0 0; } .about dt { display: inline; font-weight: 600; } .about dd { display: inline; margin: 0 1em 0 .3em; }
            .untranslated { color: #b00; }
            .unreached { color: #777; font-style: italic; }
            .fallback { color: #777; } .fallback-label { font-style: italic; }
            .finding { color: #8a4b00; font-size: 85%; } .finding.error { color: #b00; }
            .summary { margin: .5em 0 1em; } .filters label { margin-inline-end: 1em; }
            input[name=show] { position: absolute; opacity: 0; }
            #show-untranslated:checked ~ table tbody.message:not(.untranslated-message),
            #show-findings:checked ~ table tbody.message:not(.has-findings) { display: none; }
            #show-all:checked ~ .filters label[for=show-all], #show-untranslated:checked ~ .filters label[for=show-untranslated],
            #show-findings:checked ~ .filters label[for=show-findings] { font-weight: 700; text-decoration: underline; }
            @media print { .filters { display: none; } tbody.message { break-inside: avoid; } body { margin: 0; } }
            </style>
            </head>
            <body>
            <h1>Guidepost preview: \(escape(locale))</h1>

            """
        if let coverage {
            let percent = Int((coverage.share * 100).rounded(.down))
            out += "<p class=\"summary\" dir=\"ltr\" lang=\"en\">\(percent)% translated (\(coverage.translated) of \(coverage.total) messages), "
            out += "\(coverage.errors) lint errors, \(coverage.warnings) warnings.</p>\n"
        }
        out += """
            <input type="radio" name="show" id="show-all" checked>
            <input type="radio" name="show" id="show-untranslated">
            <input type="radio" name="show" id="show-findings">
            <p class="filters">Show: <label for="show-all">all</label> <label for="show-untranslated">untranslated</label>
            <label for="show-findings">with findings</label></p>
            <table>
            <thead><tr><th>Message</th><th>Values</th><th>Source (\(escape(sourceLocale)))</th><th>\(escape(locale))</th></tr></thead>

            """
        var index = 0
        while index < samples.count {
            let key = samples[index].key
            var end = index
            while end < samples.count, samples[end].key == key { end += 1 }
            let group = samples[index..<end]
            let translated = group.first?.isTranslated ?? false
            let messageFindings = (byKey[key] ?? []).filter { $0.check != "missing-key" }
            var classes = ["message"]
            if !translated { classes.append("untranslated-message") }
            if !messageFindings.isEmpty { classes.append("has-findings") }
            out += "<tbody class=\"\(classes.joined(separator: " "))\">\n"
            for (offset, sample) in group.enumerated() {
                out += "<tr>"
                if offset == 0 {
                    let flag = translated ? "" : " <span class=\"untranslated\">(not translated)</span>"
                    out += "<td rowspan=\"\(group.count)\"><code>\(escape(key))</code>\(flag)"
                    if let definition = source?.message(key) {
                        out += "<div class=\"about\" dir=\"ltr\" lang=\"\(escape(sourceLocale))\">\(escape(definition.comment))<dl>"
                        for placeholder in definition.placeholders {
                            out += "<dt>$\(placeholder.number)</dt><dd>\(escape(placeholder.role.rawValue)): "
                                + "\(escape(placeholder.meaning))</dd>"
                        }
                        out += "</dl></div>"
                    }
                    for finding in messageFindings {
                        out += "<div class=\"finding \(finding.severity.rawValue)\" dir=\"ltr\">\(escape(finding.severity.rawValue)): "
                            + "\(escape(finding.message)) [\(escape(finding.check))]</div>"
                    }
                    out += "</td>"
                }
                let unreached = sample.isUnreached
                    ? " <span class=\"unreached\">(no instruction reaches these values: shown from the values)</span>" : ""
                out += "<td class=\"values\" dir=\"ltr\">\(escape(sample.values))\(unreached)</td>"
                out += "<td dir=\"ltr\" lang=\"\(escape(sourceLocale))\">\(marked(sample.source))</td>"
                out += sample.isTranslated
                    ? "<td dir=\"\(direction)\" lang=\"\(escape(locale))\">\(marked(sample.translation))</td></tr>\n"
                    : "<td class=\"fallback\" dir=\"ltr\"><span class=\"fallback-label\">fallback, not \(escape(locale)):</span> "
                        + "\(marked(sample.translation))</td></tr>\n"
            }
            out += "</tbody>\n"
            index = end
        }
        out += """
            </table>
            </body>
            </html>

            """
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
