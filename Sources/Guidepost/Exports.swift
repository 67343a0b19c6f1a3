// `import Guidepost` is the one import an app needs: the ICU layer's public types (`ICUError`,
// which building a renderer throws, and `PluralCategory`) come with it, as NIO re-exports NIOCore.
@_exported import GuidepostICU
// `SourceLocation`, which errors and diagnostics carry, comes from the JSON layer.
@_exported import GuidepostJSON
