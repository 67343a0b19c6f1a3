import Guidepost
import SnapshotTesting

extension Snapshotting where Value == RenderedInstruction, Format == String {
    /// A rendered instruction as one line of Guidepost's text form, with every
    /// placeholder marked and its role shown (`TextFormOptions.detailed`).
    ///
    /// ```swift
    /// let line = try Renderer(locale: "de").render(Instruction(.turn(.left), distance: 20))
    /// assertSnapshot(of: line, as: .textForm)
    /// ```
    public static var textForm: Snapshotting { textForm(.detailed) }

    /// A rendered instruction as one line of Guidepost's text form, with the given options.
    public static func textForm(_ options: TextFormOptions) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { instruction in instruction.textForm(options) + "\n" }
    }
}

extension Snapshotting where Value == [RenderedInstruction], Format == String {
    /// Rendered instructions as Guidepost's text form, one line each, with every
    /// placeholder marked and its role shown (`TextFormOptions.detailed`).
    ///
    /// ```swift
    /// let renderer = try Renderer(locale: "fr")
    /// assertSnapshot(of: try route.map(renderer.render), as: .textForm)
    /// ```
    public static var textForm: Snapshotting { textForm(.detailed) }

    /// Rendered instructions as Guidepost's text form, one line each, with the given options.
    public static func textForm(_ options: TextFormOptions) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { instructions in
            instructions.isEmpty ? "" : instructions.textForm(options) + "\n"
        }
    }
}
