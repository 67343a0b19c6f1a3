import ArgumentParser

@main
struct GuidepostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidepost",
        abstract: "Render wayfinding instructions as localized, highlighted text.",
        discussion: "Exit status: 0 clean, 1 findings or instructions that could not be rendered, 2 usage or I/O error.",
        subcommands: [
            RenderCommand.self, RouteCommand.self, PreviewCommand.self, LintCommand.self, CoverageCommand.self,
            InitCommand.self, ExportCommand.self, ImportCommand.self, SnapshotCommand.self, BenchCommand.self,
        ]
    )

    /// Runs the tool with one exit-status convention for every command: a usage error
    /// (which swift-argument-parser reports as 64) and an unreadable input exit with 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            IO.err("error: \(error.description)")
            IO.terminate(2)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                IO.err(fullMessage(for: error))
                IO.terminate(2)
            }
            exit(withError: error)
        }
    }
}
