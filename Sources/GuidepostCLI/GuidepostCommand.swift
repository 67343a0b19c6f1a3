import ArgumentParser

@main
struct GuidepostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidepost",
        abstract: "Render wayfinding instructions as localized, highlighted text.",
        subcommands: [RenderCommand.self, BenchCommand.self]
    )
}
