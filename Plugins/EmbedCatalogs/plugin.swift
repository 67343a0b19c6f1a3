import Foundation
import PackagePlugin

/// Regenerates the embedded catalogs whenever a file in Templates/ or Localizations/ changes.
@main
struct EmbedCatalogs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let templates = package.appendingPathComponent("Templates")
        let localizations = package.appendingPathComponent("Localizations")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedCatalogs.swift")
        var inputs: [URL] = []
        for directory in [templates, localizations] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            inputs += names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
        }
        return [
            .buildCommand(
                displayName: "Embedding Guidepost catalogs",
                executable: try context.tool(named: "GuidepostEmbedder").url,
                arguments: [output.path, templates.path, localizations.path],
                inputFiles: inputs + [templates, localizations],
                outputFiles: [output]
            )
        ]
    }
}
