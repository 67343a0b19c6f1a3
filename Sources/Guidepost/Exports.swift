// `import Guidepost` is the one import an app needs: the lower layers' public types come with
// it, as NIO re-exports NIOCore. The ICU layer gives `ICUError` (which building a renderer
// throws) and `PluralCategory`; the catalog layer gives `Catalog`, `Diagnostic`, `Role` and
// the vocabularies an instruction is made of (`TurnDirection`, `Side`, `LandmarkKind`, …).
@_exported import GuidepostCatalog
@_exported import GuidepostICU
