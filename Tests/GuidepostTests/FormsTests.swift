import Foundation
import Testing
@testable import Guidepost

/// Views of placeholder values in translations: forms of names and phrases, distance
/// parts, selects on views, contractions, floor phrases.
@Suite("Forms and views")
struct FormsTests {
    /// A catalog whose `ru` overrides use the view syntax.
    static func catalog(_ messages: String, grammar: String = "") throws -> Catalog {
        var catalog = Catalog.embedded
        let text = #"{"locale": "ru", "messages": {"# + messages + "}" + (grammar.isEmpty ? "" : #", "grammar": "# + grammar) + "}"
        catalog.add(text: text, file: "ru-test.json", asOverride: true)
        #expect(catalog.diagnostics.filter { $0.file == "ru-test.json" }.isEmpty, "\(catalog.diagnostics)")
        return catalog
    }

    static let grammar = #"""
        {"forms": {"genitive": [["^[\\p{Latin}\\p{N} '&.-]+$", "$0"], ["ая улица$", "ой улицы"], ["ка$", "ки"]]}}
        """#

    @Test("a name in a form: the app's, the locale's rules, else the variant for names without it", arguments: [
        (Landmark(name: "Аптека", position: .after), "после Аптеки"),
        (Landmark(name: "Starbucks", position: .after), "после Starbucks"),
        (Landmark(name: "Дом книги", position: .after), "после объекта «Дом книги»"),
        (Landmark(name: "Дом книги", position: .after, forms: NameForms(language: "ru", ["genitive": "Дома книги"])),
         "после Дома книги"),
        (Landmark(name: "Дом книги", position: .after, forms: NameForms(language: "de", ["genitive": "Hauses"])),
         "после объекта «Дом книги»"),
    ])
    func nameForms(landmark: Landmark, expected: String) throws {
        let catalog = try Self.catalog(
            #""turn.landmark": {"select": "$3:genitive", "known": "$0 через $1 $2 $3:genitive", "other": "$0 через $1 $2 объекта «$3»"}"#,
            grammar: Self.grammar)
        let line = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric), catalog: catalog)
            .render(Instruction(.turn(.left), distance: 20, landmarks: [landmark]))
        let text = line.text.replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "")
        #expect(text.hasSuffix(expected), "\(line.text)")
        #expect(line.span(.landmark).map { String(line[$0]) }?.contains(expected.components(separatedBy: "после ").last?
            .replacingOccurrences(of: "объекта «", with: "").replacingOccurrences(of: "»", with: "") ?? "") == true)
    }

    @Test("a distance's number and unit, and select on its unit")
    func distanceViews() throws {
        let catalog = try Self.catalog(
            #""turn": {"select": "$1:unit", "meter": "$0 через $1:number м", "other": "$0 через $1:number $1:unit"}"#)
        let renderer = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        let near = try renderer.render(Instruction(.turn(.left), distance: 20))
        #expect(near.text == "Поверните налево через 20 м")
        #expect(near.spans.map(\.role) == [.maneuver, .text, .distanceNumber, .text])
        let far = try renderer.render(Instruction(.turn(.left), distance: 2_500))
        #expect(far.text == "Поверните налево через 2,5 км")
        #expect(far.spans.map(\.role) == [.maneuver, .text, .distanceNumber, .text, .distanceUnit])
    }

    @Test("a fragment's form variant, chosen by the form its message asks for")
    func fragmentForms() throws {
        let catalog = try Self.catalog(
            #""maneuver.straight": {"select": "form", "infinitive": "двигаться прямо", "other": "Продолжайте движение прямо"}, "#
                + #""straight": "Нужно $0:infinitive $1", "straight.name": "$0 $1 по $2""#)
        let renderer = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        #expect(try renderer.render(Instruction(.straight, distance: 20)).text == "Нужно двигаться прямо 20 м")
        #expect(try renderer.render(Instruction(.straight, distance: 20, name: "Мира")).text.hasPrefix("Продолжайте движение прямо 20 м"))
    }

    @Test("select on a landmark's kind")
    func landmarkKinds() throws {
        let catalog = try Self.catalog(
            #""turn.landmark": {"select": "$3:kind", "cafe": "$0 через $1 $2 кафе «$3»", "other": "$0 через $1 $2 $3"}"#)
        let renderer = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric, bidiIsolation: .never), catalog: catalog)
        let cafe = Landmark(name: "Starbucks", kind: .cafe)
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20, landmarks: [cafe])).text
            == "Поверните налево через 20 м у кафе «Starbucks»")
        #expect(try renderer.render(Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Starbucks")])).text
            == "Поверните налево через 20 м у Starbucks")
    }

    @Test("the shipped Russian rules: adjectives used as names, -ий проспект", arguments: [
        (Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Пельменная", position: .after)]),
         "Через 20 м поверните налево после Пельменной"),
        (Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Пельменная", position: .before)]),
         "Через 20 м поверните налево перед Пельменной"),
        (Instruction(.turn(.right), distance: 200, name: "Тверская"), "Через 200 м поверните направо на Тверскую"),
        (Instruction(.turn(.left), distance: 20, landmarks: [Landmark(name: "Ленинский проспект", position: .past)]),
         "Через 20 м поверните налево за Ленинским проспектом"),
        (Instruction(.roundabout(exit: 2), name: "Тверская улица"), "На круговом перекрёстке выберите второй съезд на Тверскую улицу"),
    ])
    func russianRules(instruction: Instruction, expected: String) throws {
        let renderer = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric, bidiIsolation: .never))
        #expect(try renderer.render(instruction).text == expected)
    }

    @Test("a translation that names the road twice gets the route number beside each, within bounds")
    func routeNumberBesideEachName() throws {
        // Found by the localization fuzzer: each name expanded into `road.nameWithRef`'s pieces
        // wrote past a buffer sized for one expansion.
        let catalog = try Self.catalog(#""straight.name": "$2, $2, $2, $2 и $2: $0 $1""#)
        let renderer = try Renderer(locale: "ru", options: RenderOptions(unitSystem: .metric, bidiIsolation: .never),
            catalog: catalog)
        var road = RoadFacts()
        road.refs = ["M 10"]
        let line = try renderer.render(Instruction(.straight, distance: 200, name: "Тверская", road: road))
        #expect(line.text.components(separatedBy: "Тверская (M 10)").count == 6, "\(line.text)")
        #expect(line.spans.filter { $0.role == .ref }.count == 5)
        #expect(line.spans.allSatisfy { line.text[$0.range].utf16.count == $0.utf16Length })
    }

    @Test("French elision before a name that starts with a vowel, the name whole", arguments: [
        ("Offenbach", "Sortez du rond-point en direction d’Offenbach"), ("Orléans", "Sortez du rond-point en direction d’Orléans"),
        ("Hambourg", "Sortez du rond-point en direction de Hambourg"), ("Nice", "Sortez du rond-point en direction de Nice"),
    ])
    func elisions(place: String, expected: String) throws {
        let renderer = try Renderer(locale: "fr", options: RenderOptions(bidiIsolation: .never))
        var road = RoadFacts()
        road.destinations = [place]
        let line = try renderer.render(Instruction(.exitRoundabout, road: road))
        #expect(line.text == expected)
        #expect(line.span(.destination).map { String(line[$0]) } == place)
    }

    @Test("French contractions where template text meets an article", arguments: [
        ("Le Bon Marché", "Vous voici au Bon Marché"), ("Les Halles", "Vous voici aux Halles"),
        ("La Défense", "Vous voici à La Défense"), ("Lebanon Express", "Vous voici à Lebanon Express"), ("Lebanon Café", "Vous voici au Lebanon Café"),
    ])
    func contractions(name: String, expected: String) throws {
        let renderer = try Renderer(locale: "fr", options: RenderOptions(bidiIsolation: .never))
        #expect(try renderer.render(Instruction(.arrive(side: nil), name: name)).text == expected)
    }

    @Test("bare floor names read as each locale's floor phrase", arguments: [
        ("en", "3", "Take the elevator up to Level 3"), ("en", "B2", "Take the elevator up to Basement 2"),
        ("en", "G", "Take the elevator up to the ground floor"), ("en", "Mezzanine", "Take the elevator up to the mezzanine"), ("en", "Food Court Level", "Take the elevator up to Food Court Level"),
        ("de", "3", "Mit dem Aufzug nach oben auf Ebene 3 fahren"), ("de", "G", "Mit dem Aufzug nach oben ins Erdgeschoss fahren"), ("fr", "3", "Prenez l’ascenseur pour monter jusqu’au niveau 3"),
        ("fr", "G", "Prenez l’ascenseur pour monter jusqu’au rez-de-chaussée"),
        ("ru", "3", "Поднимитесь на лифте на 3-й этаж"), ("ja", "-1", "エレベーターで地下1階へ上がってください"),
        ("ar", "3", "استخدم المصعد للصعود إلى الطابق ٣"),
    ])
    func floorPhrases(locale: String, floor: String, expected: String) throws {
        let change = FloorChange(type: .elevator, direction: .up, floorName: floor)
        let line = try Renderer(locale: locale, options: RenderOptions(bidiIsolation: .never)).render(Instruction(.floorChange(change)))
        #expect(line.text == expected)
        #expect(line.span(.floor)?.isHighlighted == true)
    }

    @Test("a floor number selects by its ordinal category too", arguments: [
        ("1", "1st floor"), ("2", "2nd floor"), ("3", "3rd floor"), ("11", "11th floor"), ("22", "22nd floor"),
    ])
    func ordinalFloors(floor: String, expected: String) throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"{"locale": "en", "messages": {"floor.numbered": {"ordinal": "$0", "one": "$0st floor", "two": "$0nd floor", "few": "$0rd floor", "other": "$0th floor"}}}"#,
            file: "en.json", asOverride: true)
        let change = FloorChange(type: .elevator, direction: .up, floorName: floor)
        let line = try Renderer(locale: "en", catalog: catalog).render(Instruction(.floorChange(change)))
        #expect(line.text == "Take the elevator up to \(expected)")
    }

    @Test("an app can say what a floor name is")
    func statedFloorLabel() throws {
        let change = FloorChange(type: .stairs, direction: .down, floorName: "Plaza",
            label: FloorLabel(kind: .named, name: "Plaza"))
        #expect(try Renderer(locale: "en").render(Instruction(.floorChange(change))).text == "Take the stairs down to Plaza")
        let coded = FloorChange(type: .stairs, direction: .down, floorName: "LG", label: FloorLabel(kind: .basement, number: 1, name: "LG"))
        #expect(try Renderer(locale: "en").render(Instruction(.floorChange(coded))).text == "Take the stairs down to Basement 1")
    }

    @Test("a floor phrase in a form the message asks for")
    func floorForms() throws {
        let catalog = try Self.catalog(
            #""floor.numbered": {"select": "form", "genitive": "$0-го этажа", "other": "$0-й этаж"}, "#
                + #""floorChange.unknown": "Перейдите до $0:genitive""#)
        let change = FloorChange(type: .unknown, direction: .up, floorName: "3")
        #expect(try Renderer(locale: "ru", catalog: catalog).render(Instruction(.floorChange(change))).text
            == "Перейдите до 3-го этажа")
    }

    @Test("views a role does not have are errors, unguarded forms warnings, with their position", arguments: [
        (#""turn": "$0 через $1:kind""#, "invalid-view"),
        (#""route.stops": "$0:number""#, "invalid-view"),
        (#""turn.landmark": {"select": "$1:kind", "other": "$0 $1 $2 $3"}"#, "invalid-view"),
        (#""turn.landmark": "$0 $1 $2 $3:kind""#, "invalid-view"),
        (#""maneuver.straight": {"select": "form", "infinitive": "двигаться"}"#, "select-missing-value"),
        (#""turn.landmark": "$0 через $1 $2 $3:genitive""#, "form-without-fallback"),
        (#""turn.landmark": {"select": "$3:genitive", "known": "$0 $1", "other": "$0 через $1 $2 $3:genitive"}"#, "form-without-fallback"),
    ])
    func invalidViews(messages: String, check: String) throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"{"locale": "ru", "messages": {"# + messages + "}}", file: "bad.json", asOverride: true)
        let renderer = try Renderer(locale: "ru", catalog: catalog)
        #expect(renderer.diagnostics.contains { $0.check == check && $0.file == "bad.json" && $0.location != nil },
            "\(renderer.diagnostics.filter { $0.file == "bad.json" })")
    }

    @Test("a spelled-out value keeps its placeholder's role and highlight", arguments: [
        ("ru", 1, "первый"), ("ar", 2, "الثاني"), ("fr", 1, "première"), ("en", 1, "1st"),
    ])
    func spelledValues(locale: String, exit: Int, word: String) throws {
        let line = try Renderer(locale: locale).render(Instruction(.roundabout(exit: exit)))
        let ordinal = try #require(line.span(.ordinal))
        #expect(String(line[ordinal]) == word)
        #expect(ordinal.isHighlighted)
    }

    @Test("a variant that drops a highlighted value it selects on is a lint warning")
    func highlightLost() throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"{"locale": "ru", "messages": {"roundabout": {"ordinal": "$0", "=1": "Первый съезд", "other": "Съезд $0"}}}"#,
            file: "hl.json", asOverride: true)
        let renderer = try Renderer(locale: "ru", catalog: catalog)
        #expect(renderer.diagnostics.contains { $0.check == "highlight-lost" && $0.file == "hl.json" })
    }

    @Test("a translator's own unit words keep the distance's number and unit spans")
    func translatorUnitWords() throws {
        var catalog = Catalog.embedded
        catalog.add(text: #"""
            {"locale": "ar", "messages": {"turn": {"select": "$1:unit", "meter": {"plural": "$1", "two": "$0 بعد $1{مترين}",
              "few": "$0 بعد $1:number $1:unit{أمتار}", "other": "$0 بعد $1"}, "other": "$0 بعد $1"}}}
            """#, file: "ar-units.json", asOverride: true)
        let renderer = try Renderer(locale: "ar", options: RenderOptions(unitSystem: .metric), catalog: catalog)
        let two = try renderer.render(Instruction(.turn(.left), distance: 2))
        #expect(two.text.hasSuffix("بعد مترين"))
        #expect(two.spans.last?.role == .distance)
        let five = try renderer.render(Instruction(.turn(.left), distance: 5))
        #expect(five.text.hasSuffix("بعد ٥ أمتار"))
        #expect(five.spans.suffix(3).map(\.role) == [.distanceNumber, .text, .distanceUnit])
    }
}

/// Contractions and elisions reach across a phrase the catalog inserts before a name: the
/// position phrase ends in a preposition that the name's article contracts with.
@Suite("Contractions after an inserted phrase")
struct PhraseContractionTests {
    static func renderer() throws -> Renderer {
        let text = #"""
            {"locale": "fr", "messages": {
              "turn.landmark": "$0 dans $1 $2 $3",
              "position.at": "près de",
              "position.after": "après",
              "maneuver.turn.left": "tournez à gauche"
            }, "grammar": {
              "contractions": [["de ", "Le ", "du "], ["de ", "Les ", "des "]],
              "elisions": [["de ", "d’", "AEIOUaeiou"]]
            }}
            """#
        let french = try Localization.load(text: text, file: "fr.json")
        return try Renderer(locale: "fr", options: RenderOptions(unitSystem: .metric),
            catalog: Catalog(source: Catalog.embedded.source, localizations: ["fr": french]))
    }

    @Test("the phrase changes, the name loses its article, and each keeps its span", arguments: [
        ("Le Bon Marché", LandmarkPosition.at, "Tournez à gauche dans 20\u{202F}m près du Bon Marché", "près du", "Bon Marché"),
        ("Les Halles", .at, "Tournez à gauche dans 20\u{202F}m près des Halles", "près des", "Halles"),
        ("Orly", .at, "Tournez à gauche dans 20\u{202F}m près d’Orly", "près d’", "Orly"),
        ("Starbucks", .at, "Tournez à gauche dans 20\u{202F}m près de Starbucks", "près de", "Starbucks"),
        ("Le Bon Marché", .after, "Tournez à gauche dans 20\u{202F}m après Le Bon Marché", "après", "Le Bon Marché"),
    ])
    func contracts(name: String, position: LandmarkPosition, expected: String, phrase: String, landmark: String) throws {
        let line = try Self.renderer().render(Instruction(.turn(.left), distance: 20,
            landmarks: [Landmark(name: name, position: position)]))
        #expect(line.text == expected)
        #expect(line.spans.first { $0.role == .position }.map { String(line.text[$0.range]) } == phrase)
        #expect(line.spans.first { $0.role == .landmark }.map { String(line.text[$0.range]) } == landmark)
    }
}
