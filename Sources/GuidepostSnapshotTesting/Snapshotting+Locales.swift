import Guidepost
import SnapshotTesting

extension Snapshotting where Value == [Instruction], Format == String {
    /// Instructions rendered in several locales into one snapshot: a `[locale]` heading
    /// per locale, then one text-form line per instruction.
    ///
    /// Failures are part of the snapshot rather than thrown: a locale ICU cannot open
    /// shows `error: …` under its heading, and an instruction that cannot be rendered
    /// shows `error: …` on its line, so a test sees every locale at once.
    ///
    /// ```swift
    /// assertSnapshot(of: route, as: .rendered(inLocales: ["en", "de", "ar"]))
    /// ```
    ///
    /// - Parameters:
    ///   - locales: BCP-47 tags, rendered in this order.
    ///   - options: The render options of every locale; `automatic` units follow each locale.
    ///   - catalog: The messages; the built-in catalogs by default.
    ///   - textForm: How each line is written; every placeholder with its role by default.
    public static func rendered(
        inLocales locales: [String], options: RenderOptions = .default, catalog: Catalog = .embedded,
        textForm: TextFormOptions = .detailed
    ) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { instructions in
            LocalizedText.blocks(locales: locales) { locale throws(RenderError) in
                let renderer: Renderer
                do throws(ICUError) {
                    renderer = try Renderer(locale: locale, options: options, catalog: catalog)
                } catch {
                    throw .icu(error)
                }
                return instructions.map { instruction in
                    do throws(RenderError) {
                        return try renderer.render(instruction).textForm(textForm)
                    } catch {
                        return "error: " + TextForm.escape(error.description)
                    }
                }
            }
        }
    }
}

/// Joins per-locale renderings into one snapshot text.
enum LocalizedText {
    /// `[locale]` then the lines of each locale, locales separated by a blank line.
    static func blocks(locales: [String], lines: (String) throws(RenderError) -> [String]) -> String {
        var out = ""
        for (index, locale) in locales.enumerated() {
            if index > 0 { out += "\n" }
            out += "[\(TextForm.escape(locale))]\n"
            do throws(RenderError) {
                for line in try lines(locale) { out += line + "\n" }
            } catch {
                out += "error: " + TextForm.escape(error.description) + "\n"
            }
        }
        return out
    }
}
