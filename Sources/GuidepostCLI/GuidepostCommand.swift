import ArgumentParser

@main
struct GuidepostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidepost",
        abstract: "Render wayfinding instructions as localized, highlighted text.",
        subcommands: [RenderCommand.self, RouteCommand.self, BenchCommand.self, SnapshotCommand.self, PreviewCommand.self, LintCommand.self, CoverageCommand.self, ExportCommand.self, ImportCommand.self]
    )
}
