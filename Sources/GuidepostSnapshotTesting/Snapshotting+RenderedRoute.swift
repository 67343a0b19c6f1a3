import Guidepost
import SnapshotTesting

extension Snapshotting where Value == RenderedRoute, Format == String {
    /// A rendered route as Guidepost's text form (`RenderedRoute.textForm(_:)`): summary
    /// rows, the stops line, then each leg's header and its indented instructions, with
    /// every placeholder marked and its role shown. Items the renderer left out follow as
    /// `problem: …` lines, so a snapshot also catches an instruction that stops rendering.
    ///
    /// ```swift
    /// let route = try Renderer(locale: "de").render(route: try RouteReader.read(json))
    /// assertSnapshot(of: route, as: .textForm)
    /// ```
    public static var textForm: Snapshotting { textForm(.detailed) }

    /// A rendered route as Guidepost's text form with the given options, then its problems.
    public static func textForm(_ options: TextFormOptions) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { route in RouteText.lines(route, options: options).joined() }
    }
}

extension Snapshotting where Value == RouteDocument, Format == String {
    /// A route rendered in several locales into one snapshot: a `[locale]` heading per
    /// locale, then the route's text form and its problems.
    ///
    /// A locale ICU cannot open, or a route that cannot be rendered as asked (no route,
    /// no such leg), shows `error: …` under its heading instead of failing the test.
    ///
    /// ```swift
    /// let document = try RouteReader.read(json)
    /// assertSnapshot(of: document, as: .rendered(inLocales: ["en", "de", "ar", "ja"]))
    /// ```
    ///
    /// - Parameters:
    ///   - locales: BCP-47 tags, rendered in this order.
    ///   - options: The render options of every locale; `automatic` units follow each locale.
    ///   - routeOptions: Departure time, time zone, leg or step selection.
    ///   - catalog: The messages; the built-in catalogs by default.
    ///   - textForm: How each line is written; every placeholder with its role by default.
    public static func rendered(
        inLocales locales: [String], options: RenderOptions = .default, routeOptions: RouteRenderOptions = .default,
        catalog: Catalog = .embedded, textForm: TextFormOptions = .detailed
    ) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { document in
            var out = ""
            for (index, locale) in locales.enumerated() {
                if index > 0 { out += "\n" }
                out += "[\(TextForm.escape(locale))]\n"
                do throws(ICUError) {
                    let renderer = try Renderer(locale: locale, options: options, catalog: catalog)
                    do throws(RouteRenderError) {
                        let route = try renderer.render(route: document, options: routeOptions)
                        out += RouteText.lines(route, options: textForm).joined()
                    } catch {
                        out += "error: " + TextForm.escape(error.description) + "\n"
                    }
                } catch {
                    out += "error: " + TextForm.escape(error.description) + "\n"
                }
            }
            return out
        }
    }
}

/// The text of a rendered route in a snapshot.
enum RouteText {
    /// The route's text form, then one `problem: …` line per item left out; each line
    /// ends with a newline.
    static func lines(_ route: RenderedRoute, options: TextFormOptions) -> [String] {
        var lines = [route.textForm(options)]
        for problem in route.problems {
            lines.append("problem: " + TextForm.escape(problem.description) + "\n")
        }
        return lines
    }
}
