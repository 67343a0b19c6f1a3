import Foundation
import Testing
import Guidepost

@Suite("Route rendering")
struct RouteRenderingTests {
    enum Example: String, Sendable, CustomStringConvertible {
        case berlin, terminal, lyon
        var file: String {
            switch self {
            case .berlin: RouteExamples.berlin
            case .terminal: RouteExamples.terminal
            case .lyon: RouteExamples.lyon
            }
        }
        var options: RouteRenderOptions {
            switch self {
            case .berlin: RouteRenderOptions(departure: RouteExamples.berlinDeparture, timeZone: "Europe/Berlin")
            case .terminal: RouteRenderOptions(departure: RouteExamples.terminalDeparture, timeZone: "Europe/Copenhagen")
            case .lyon: RouteRenderOptions(departure: RouteExamples.lyonDeparture, timeZone: "Europe/Paris")
            }
        }
        var description: String { rawValue }
    }

    /// (locale, example, number of lines, lines the text form must contain) — metric units,
    /// departures 14:05 UTC (Berlin), 09:30 UTC (terminal, Copenhagen), 07:00 UTC (Lyon, Paris).
    static let exampleRows: [(String, Example, Int, [String])] = [
        ("en", .berlin, 22, [
            #"Total: 8.5 km, ⟦15 min⟧, arriving at ⟦3:20\u{202F}PM⟧"#,
            #"2 stops"#,
            #"Leg 1 to ⟦Café am Tiergarten⟧: 4.0 km, ⟦9 min⟧, arriving at ⟦3:13\u{202F}PM⟧"#,
            #"  Enter ⟦Großer Stern⟧ and take the ⟦3rd⟧ exit onto ⟦Straße des 17. Juni⟧"#,
            #"  You have arrived at ⟦Café am Tiergarten⟧, your ⟦1st⟧ stop, on the right"#,
            #"  ⟦Take the exit on the right⟧ towards ⟦Messedamm, ICC⟧ in 600 m"#,
            #"  ⟦Keep left⟧ at the fork towards ⟦Dreieck Funkturm⟧ (⟦A 100⟧) in 410 m"#,
            #"  ⟦Merge to the left⟧ onto ⟦Stadtring⟧ (⟦A 100⟧) in 900 m"#,
            #"  ⟦Take the ramp on the right⟧ onto ⟦Halenseestraße⟧ in 1.3 km"#,
            #"  You have arrived at ⟦Messe Berlin Süd⟧, on the left"#,
        ]),
        ("en", .terminal, 25, [
            #"Total: 270 m, ⟦5 min⟧, arriving at ⟦10:34\u{202F}AM⟧"#,
            #"Leg 1 to ⟦Apotek⟧: 130 m, ⟦2 min⟧, arriving at ⟦10:32\u{202F}AM⟧"#,
            #"  Enter the building"#,
            #"  ⟦Continue straight⟧ for 25 m to ⟦the escalator⟧ for ⟦Level 1⟧"#,
            #"  Take the ⟦escalator⟧ up to ⟦Level 1⟧"#,
            #"  ⟦Turn right⟧ in 10 m at ⟦Apotek⟧"#,
            #"  Take the ⟦elevator⟧ up to ⟦Level 3⟧"#,
            #"  Exit the building"#,
            #"  Take the ⟦stairs⟧ down to ⟦Level 2⟧"#,
            #"  You have arrived at ⟦Gate C12⟧"#,
        ]),
        ("en", .lyon, 10, [
            #"Route 1: 89 km, ⟦1 hr, 3 min⟧, arriving at ⟦9:03\u{202F}AM⟧ · +⟦12 min⟧ traffic · 61 km on toll roads"#,
            #"Route 2: 103 km, ⟦1 hr, 19 min⟧, arriving at ⟦9:19\u{202F}AM⟧ · +⟦5 min⟧ traffic"#,
            #"Route 3: 99 km, ⟦1 hr, 10 min⟧, arriving at ⟦9:09\u{202F}AM⟧ · +⟦4 min⟧ traffic · 83 km on toll roads"#,
            #"Leg 1 to ⟦Grenoble Gare⟧: 89 km, ⟦1 hr, 3 min⟧, arriving at ⟦9:03\u{202F}AM⟧"#,
            #"  ⟦Take the ramp on the right⟧ towards ⟦Chambéry, Grenoble⟧ (⟦A 43⟧) in 1.8 km"#,
            #"  At the roundabout, take the ⟦4th⟧ exit onto ⟦Cours Jean Jaurès⟧"#,
        ]),
        ("de", .berlin, 22, [
            #"Gesamt: 8,5 km, ⟦15 Min.⟧, Ankunft um ⟦15:20⟧"#,
            #"2 Stopps"#,
            #"Abschnitt 1 bis zum ⟦Café am Tiergarten⟧: 4,0 km, ⟦9 Min.⟧, Ankunft um ⟦15:13⟧"#,
            #"  In den Kreisverkehr ⟦Großer Stern⟧ einfahren und die ⟦3.⟧ Ausfahrt auf ⟦Straße des 17. Juni⟧ nehmen"#,
            #"  Sie haben das ⟦Café am Tiergarten⟧ erreicht, Ihren ⟦1.⟧ Zwischenstopp – auf der rechten Seite"#,
            #"  In 600 m ⟦die Ausfahrt rechts nehmen⟧, Richtung ⟦Messedamm, ICC⟧"#,
            #"  In 410 m an der Gabelung ⟦links halten⟧, Richtung ⟦Dreieck Funkturm⟧ (⟦A 100⟧)"#,
            #"  In 900 m ⟦links einfädeln⟧, weiter auf ⟦Stadtring⟧ (⟦A 100⟧)"#,
            #"  In 1,3 km ⟦die Auffahrt rechts nehmen⟧, weiter auf ⟦Halenseestraße⟧"#,
            #"  Sie haben die ⟦Messe Berlin Süd⟧ erreicht – auf der linken Seite"#,
        ]),
        ("de", .terminal, 25, [
            #"Gesamt: 270 m, ⟦5 Min.⟧, Ankunft um ⟦10:34⟧"#,
            #"Abschnitt 1 bis ⟦Apotek⟧: 130 m, ⟦2 Min.⟧, Ankunft um ⟦10:32⟧"#,
            #"  Das Gebäude betreten"#,
            #"  25 m ⟦geradeaus weiter⟧ ⟦zur Rolltreppe⟧ Richtung ⟦Ebene 1⟧"#,
            #"  ⟦Mit der Rolltreppe⟧ nach oben ⟦auf Ebene 1⟧ fahren"#,
            #"  In 10 m bei ⟦Apotek⟧ ⟦rechts abbiegen⟧"#,
            #"  ⟦Mit dem Aufzug⟧ nach oben ⟦auf Ebene 3⟧ fahren"#,
            #"  Das Gebäude verlassen"#,
            #"  ⟦Über die Treppe⟧ nach unten ⟦auf Ebene 2⟧ gehen"#,
            #"  Sie haben das ⟦Gate C12⟧ erreicht"#,
        ]),
        ("de", .lyon, 10, [
            #"Variante 1: 89 km, ⟦1 Std., 3 Min.⟧, Ankunft um ⟦09:03⟧ · +⟦12 Min.⟧ durch Verkehr · 61 km auf Mautstraßen"#,
            #"Variante 2: 103 km, ⟦1 Std., 19 Min.⟧, Ankunft um ⟦09:19⟧ · +⟦5 Min.⟧ durch Verkehr"#,
            #"Variante 3: 99 km, ⟦1 Std., 10 Min.⟧, Ankunft um ⟦09:09⟧ · +⟦4 Min.⟧ durch Verkehr · 83 km auf Mautstraßen"#,
            #"Abschnitt 1 bis ⟦Grenoble Gare⟧: 89 km, ⟦1 Std., 3 Min.⟧, Ankunft um ⟦09:03⟧"#,
            #"  In 1,8 km ⟦die Auffahrt rechts nehmen⟧, Richtung ⟦Chambéry, Grenoble⟧ (⟦A 43⟧)"#,
            #"  Im Kreisverkehr die ⟦4.⟧ Ausfahrt auf ⟦Cours Jean Jaurès⟧ nehmen"#,
        ]),
        ("fr", .berlin, 22, [
            #"Total\u{202F}: 8,5\u{202F}km, ⟦15\u{A0}min⟧, arrivée à ⟦15:20⟧"#,
            #"2 arrêts"#,
            #"Tronçon 1 jusqu’au ⟦Café am Tiergarten⟧\u{202F}: 4,0\u{202F}km, ⟦9\u{A0}min⟧, arrivée à ⟦15:13⟧"#,
            #"  Engagez-vous sur ⟦Großer Stern⟧ et prenez la ⟦3e⟧ sortie pour rejoindre ⟦Straße des 17. Juni⟧"#,
            #"  Vous voici au ⟦Café am Tiergarten⟧, votre ⟦1er⟧ arrêt, sur votre droite"#,
            #"  ⟦Prenez la sortie à droite⟧ dans 600\u{202F}m en direction de ⟦Messedamm, ICC⟧"#,
            #"  ⟦Restez à gauche⟧ à l’embranchement dans 410\u{202F}m en direction de ⟦Dreieck Funkturm⟧ (⟦A 100⟧)"#,
            #"  Dans 900\u{202F}m, rejoignez ⟦Stadtring⟧ (⟦A 100⟧) ⟦en vous insérant à gauche⟧"#,
            #"  ⟦Prenez la bretelle à droite⟧ dans 1,3\u{202F}km pour rejoindre la ⟦Halenseestraße⟧"#,
            #"  Vous voici à ⟦Messe Berlin Süd⟧, sur votre gauche"#,
        ]),
        ("fr", .terminal, 25, [
            #"Total\u{202F}: 270\u{202F}m, ⟦5\u{A0}min⟧, arrivée à ⟦10:34⟧"#,
            #"Tronçon 1 jusqu’à ⟦Apotek⟧\u{202F}: 130\u{202F}m, ⟦2\u{A0}min⟧, arrivée à ⟦10:32⟧"#,
            #"  Entrez dans le bâtiment"#,
            #"  ⟦Continuez tout droit⟧ sur 25\u{202F}m vers ⟦l’escalier mécanique⟧ pour rejoindre ⟦le niveau 1⟧"#,
            #"  Prenez l’⟦escalier mécanique⟧ pour monter jusqu’au ⟦niveau 1⟧"#,
            #"  ⟦Tournez à droite⟧ dans 10\u{202F}m devant ⟦Apotek⟧"#,
            #"  Prenez l’⟦ascenseur⟧ pour monter jusqu’au ⟦niveau 3⟧"#,
            #"  Sortez du bâtiment"#,
            #"  Prenez l’⟦escalier⟧ pour descendre jusqu’au ⟦niveau 2⟧"#,
            #"  Vous voici à ⟦Gate C12⟧"#,
        ]),
        ("fr", .lyon, 10, [
            #"Itinéraire 1\u{202F}: 89\u{202F}km, ⟦1\u{202F}h et 3\u{A0}min⟧, arrivée à ⟦09:03⟧ · +⟦12\u{A0}min⟧ à cause du trafic · 61\u{202F}km sur routes à péage"#,
            #"Itinéraire 2\u{202F}: 103\u{202F}km, ⟦1\u{202F}h et 19\u{A0}min⟧, arrivée à ⟦09:19⟧ · +⟦5\u{A0}min⟧ à cause du trafic"#,
            #"Itinéraire 3\u{202F}: 99\u{202F}km, ⟦1\u{202F}h et 10\u{A0}min⟧, arrivée à ⟦09:09⟧ · +⟦4\u{A0}min⟧ à cause du trafic · 83\u{202F}km sur routes à péage"#,
            #"Tronçon 1 jusqu’à ⟦Grenoble Gare⟧\u{202F}: 89\u{202F}km, ⟦1\u{202F}h et 3\u{A0}min⟧, arrivée à ⟦09:03⟧"#,
            #"  ⟦Prenez la bretelle à droite⟧ dans 1,8\u{202F}km en direction de ⟦Chambéry, Grenoble⟧ (⟦A 43⟧)"#,
            #"  Prenez la ⟦4e⟧ sortie au rond-point pour rejoindre le ⟦Cours Jean Jaurès⟧"#,
        ]),
        ("ru", .berlin, 22, [
            #"Всего: 8,5 км, ⟦15 мин⟧, прибытие в ⟦15:20⟧"#,
            #"2 остановки"#,
            #"Участок 1 — ⟦Café am Tiergarten⟧: 4,0 км, ⟦9 мин⟧, прибытие в ⟦15:13⟧"#,
            #"  Въезжайте на круговой перекрёсток «⟦Großer Stern⟧» и выберите ⟦третий⟧ съезд на ⟦Straße des 17. Juni⟧"#,
            #"  Вы прибыли в ⟦1⟧-й промежуточный пункт: ⟦Café am Tiergarten⟧, справа"#,
            #"  Через 600 м ⟦сверните на съезд справа⟧ в направлении ⟦Messedamm, ICC⟧"#,
            #"  Через 410 м на развилке ⟦держитесь левее⟧ в направлении ⟦Dreieck Funkturm⟧ (⟦A 100⟧)"#,
            #"  Через 900 м ⟦перестройтесь влево⟧, далее по ⟦Stadtring⟧ (⟦A 100⟧)"#,
            #"  Через 1,3 км ⟦сверните на въезд справа⟧, далее на ⟦Halenseestraße⟧"#,
            #"  Вы прибыли в пункт назначения: ⟦Messe Berlin Süd⟧, слева"#,
        ]),
        ("ru", .terminal, 25, [
            #"Всего: 270 м, ⟦5 мин⟧, прибытие в ⟦10:34⟧"#,
            #"Участок 1 — ⟦Apotek⟧: 130 м, ⟦2 мин⟧, прибытие в ⟦10:32⟧"#,
            #"  Войдите в здание"#,
            #"  ⟦Продолжайте движение прямо⟧ 25 м ⟦к эскалатору⟧ для перехода ⟦на этаж 1⟧"#,
            #"  Поднимитесь ⟦на эскалаторе⟧ ⟦на этаж 1⟧"#,
            #"  Через 10 м ⟦поверните направо⟧ у ⟦Apotek⟧"#,
            #"  Поднимитесь ⟦на лифте⟧ ⟦на этаж 3⟧"#,
            #"  Выйдите из здания"#,
            #"  Спуститесь ⟦по лестнице⟧ ⟦на этаж 2⟧"#,
            #"  Вы прибыли в пункт назначения: ⟦Gate C12⟧"#,
        ]),
        ("ru", .lyon, 10, [
            #"Маршрут 1: 89 км, ⟦1 ч 3 мин⟧, прибытие в ⟦09:03⟧ · +⟦12 мин⟧ из-за пробок · 61 км по платным дорогам"#,
            #"Маршрут 2: 103 км, ⟦1 ч 19 мин⟧, прибытие в ⟦09:19⟧ · +⟦5 мин⟧ из-за пробок"#,
            #"Маршрут 3: 99 км, ⟦1 ч 10 мин⟧, прибытие в ⟦09:09⟧ · +⟦4 мин⟧ из-за пробок · 83 км по платным дорогам"#,
            #"Участок 1 — ⟦Grenoble Gare⟧: 89 км, ⟦1 ч 3 мин⟧, прибытие в ⟦09:03⟧"#,
            #"  Через 1,8 км ⟦сверните на въезд справа⟧ в направлении ⟦Chambéry, Grenoble⟧ (⟦A 43⟧)"#,
            #"  На круговом перекрёстке выберите ⟦четвёртый⟧ съезд на ⟦Cours Jean Jaurès⟧"#,
        ]),
        ("ar", .berlin, 22, [
            #"الإجمالي: ٨٫٥ كم، ⟦١٥ دقيقة⟧، الوصول في ⟦٣:٢٠ م⟧"#,
            #"محطتا توقف"#,
            #"المرحلة ١ إلى ⟦\u{2068}Café am Tiergarten\u{2069}⟧: ٤٫٠ كم، ⟦٩ دقائق⟧، الوصول في ⟦٣:١٣ م⟧"#,
            #"  ادخل ⟦\u{2068}Großer Stern\u{2069}⟧ واسلك المخرج ⟦الثالث⟧ إلى ⟦\u{2068}Straße des 17. Juni\u{2069}⟧"#,
            #"  لقد وصلت إلى ⟦\u{2068}Café am Tiergarten\u{2069}⟧، محطة التوقف ⟦الأولى⟧، على اليمين"#,
            #"  ⟦اسلك المخرج على اليمين⟧ باتجاه ⟦\u{2068}Messedamm، ICC\u{2069}⟧ بعد ٦٠٠ متر"#,
            #"  ⟦الزم اليسار⟧ عند التفرع باتجاه ⟦\u{2068}Dreieck Funkturm\u{2069}⟧ (⟦\u{2068}A 100\u{2069}⟧) بعد ٤١٠ أمتار"#,
            #"  ⟦اندمج يسارًا⟧ في ⟦\u{2068}Stadtring\u{2069}⟧ (⟦\u{2068}A 100\u{2069}⟧) بعد ٩٠٠ متر"#,
            #"  ⟦اسلك المنحدر على اليمين⟧ إلى ⟦\u{2068}Halenseestraße\u{2069}⟧ بعد ١٫٣ كم"#,
            #"  لقد وصلت إلى ⟦\u{2068}Messe Berlin Süd\u{2069}⟧، على اليسار"#,
        ]),
        ("ar", .terminal, 25, [
            #"الإجمالي: ٢٧٠ مترًا، ⟦٥ دقائق⟧، الوصول في ⟦١٠:٣٤ ص⟧"#,
            #"المرحلة ١ إلى ⟦\u{2068}Apotek\u{2069}⟧: ١٣٠ مترًا، ⟦دقيقتان⟧، الوصول في ⟦١٠:٣٢ ص⟧"#,
            #"  ادخل المبنى"#,
            #"  ⟦تابع السير إلى الأمام⟧ لمسافة ٢٥ مترًا باتجاه ⟦السلم المتحرك⟧ للانتقال إلى ⟦المستوى \u{2068}1\u{2069}⟧"#,
            #"  استخدم ⟦السلم المتحرك⟧ للصعود إلى ⟦المستوى \u{2068}1\u{2069}⟧"#,
            #"  بعد ١٠ أمتار، ⟦انعطف يمينًا⟧ عند ⟦\u{2068}Apotek\u{2069}⟧"#,
            #"  استخدم ⟦المصعد⟧ للصعود إلى ⟦المستوى \u{2068}3\u{2069}⟧"#,
            #"  اخرج من المبنى"#,
            #"  استخدم ⟦الدرج⟧ للنزول إلى ⟦المستوى \u{2068}2\u{2069}⟧"#,
            #"  لقد وصلت إلى ⟦\u{2068}Gate C12\u{2069}⟧"#,
        ]),
        ("ar", .lyon, 10, [
            #"المسار ١: ٨٩ كم، ⟦ساعة و٣ دقائق⟧، الوصول في ⟦٩:٠٣ ص⟧ · +⟦١٢ دقيقة⟧ بسبب الازدحام · ٦١ كم على طرق برسوم"#,
            #"المسار ٢: ١٠٣ كم، ⟦ساعة و١٩ دقيقة⟧، الوصول في ⟦٩:١٩ ص⟧ · +⟦٥ دقائق⟧ بسبب الازدحام"#,
            #"المسار ٣: ٩٩ كم، ⟦ساعة و١٠ دقائق⟧، الوصول في ⟦٩:٠٩ ص⟧ · +⟦٤ دقائق⟧ بسبب الازدحام · ٨٣ كم على طرق برسوم"#,
            #"المرحلة ١ إلى ⟦\u{2068}Grenoble Gare\u{2069}⟧: ٨٩ كم، ⟦ساعة و٣ دقائق⟧، الوصول في ⟦٩:٠٣ ص⟧"#,
            #"  ⟦اسلك المنحدر على اليمين⟧ باتجاه ⟦\u{2068}Chambéry، Grenoble\u{2069}⟧ (⟦\u{2068}A 43\u{2069}⟧) بعد ١٫٨ كم"#,
            #"  عند الدوّار، اسلك المخرج ⟦الرابع⟧ إلى ⟦\u{2068}Cours Jean Jaurès\u{2069}⟧"#,
        ]),
        ("ja", .berlin, 22, [
            #"合計：8.5 km、⟦15分⟧、⟦15:20⟧着"#,
            #"目的地2か所"#,
            #"区間1（⟦Café am Tiergarten⟧まで）：4.0 km、⟦9分⟧、⟦15:13⟧着"#,
            #"  ⟦Großer Stern⟧に入り、⟦3⟧番目の出口から出て、⟦Straße des 17. Juni⟧へ進んでください"#,
            #"  ⟦1⟧番目の経由地、⟦Café am Tiergarten⟧に到着しました。経由地は右側です"#,
            #"  600 m先で⟦右側の出口から出てください⟧（⟦Messedamm、ICC⟧方面）"#,
            #"  410 m先の分岐で⟦左方向に進み⟧、⟦A 100⟧ ⟦Dreieck Funkturm⟧方面へ向かってください"#,
            #"  900 m先で⟦左に寄り⟧、⟦Stadtring⟧（⟦A 100⟧）に合流してください"#,
            #"  1.3 km先で⟦右側の入口ランプを通り⟧、⟦Halenseestraße⟧に入ってください"#,
            #"  左側の⟦Messe Berlin Süd⟧に到着しました"#,
        ]),
        ("ja", .terminal, 25, [
            #"合計：270 m、⟦5分⟧、⟦10:34⟧着"#,
            #"区間1（⟦Apotek⟧まで）：130 m、⟦2分⟧、⟦10:32⟧着"#,
            #"  建物に入ってください"#,
            #"  ⟦フロア1⟧へ行く⟦エスカレーター⟧まで25 m⟦まっすぐ進んでください⟧"#,
            #"  ⟦エスカレーター⟧で⟦フロア1⟧へ上がってください"#,
            #"  10 m先、⟦Apotek⟧で⟦右に曲がってください⟧"#,
            #"  ⟦エレベーター⟧で⟦フロア3⟧へ上がってください"#,
            #"  建物を出てください"#,
            #"  ⟦階段⟧で⟦フロア2⟧へ下りてください"#,
            #"  ⟦Gate C12⟧に到着しました"#,
        ]),
        ("ja", .lyon, 10, [
            #"ルート1：89 km、⟦1時間3分⟧、⟦9:03⟧着 · 渋滞で+⟦12分⟧ · 有料道路61 km"#,
            #"ルート2：103 km、⟦1時間19分⟧、⟦9:19⟧着 · 渋滞で+⟦5分⟧"#,
            #"ルート3：99 km、⟦1時間10分⟧、⟦9:09⟧着 · 渋滞で+⟦4分⟧ · 有料道路83 km"#,
            #"区間1（⟦Grenoble Gare⟧まで）：89 km、⟦1時間3分⟧、⟦9:03⟧着"#,
            #"  1.8 km先で⟦右側の入口ランプに入ってください⟧（⟦A 43⟧ ⟦Chambéry、Grenoble⟧方面）"#,
            #"  環状交差点で⟦4⟧番目の出口から出て、⟦Cours Jean Jaurès⟧へ進んでください"#,
        ]),
    ]

    @Test("the bundled examples render in every shipped locale", arguments: exampleRows)
    func examples(row: (String, Example, Int, [String])) throws {
        let (locale, example, lineCount, expected) = row
        let document = try RouteExamples.document(example.file)
        let renderer = try RouteExamples.renderer(locale)
        #expect(renderer.resolution.formattingLocale == locale)
        let rendered = try renderer.render(route: document, options: example.options)
        #expect(rendered.problems.isEmpty)
        let lines = rendered.textForm().split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == lineCount)
        for line in expected {
            #expect(lines.contains(line), "missing line: \(line)")
        }
    }

    @Test("every shipped locale has every route message")
    func catalogsComplete() throws {
        for locale in ["de", "fr", "ru", "ar", "ja"] {
            let renderer = try Renderer(locale: locale)
            let missing = renderer.diagnostics.filter { $0.key?.hasPrefix("route.") == true }
            #expect(missing.isEmpty, "\(locale): \(missing.map(\.description))")
        }
    }

    @Test("the text form of the indoor example, in full")
    func fullTextForm() throws {
        let document = try RouteExamples.document(RouteExamples.terminal)
        let rendered = try RouteExamples.renderer("en").render(route: document, options: RouteRenderOptions(leg: 1))
        #expect(rendered.summary.isEmpty)
        #expect(rendered.textForm() == """
            Leg 2 to ⟦Gate C12⟧: 140 m, ⟦3 min⟧
              Start your route
              ⟦Turn left⟧ in 20 m
              ⟦Continue straight⟧ for 15 m to ⟦the elevator⟧ for ⟦Level 3⟧
              Take the ⟦elevator⟧ up to ⟦Level 3⟧
              Exit the building
              ⟦Continue straight⟧ for 30 m towards ⟦Sky Lounge⟧
              Enter the building
              ⟦Turn right⟧ in 30 m
              ⟦Turn right⟧ in 20 m
              ⟦Continue straight⟧ for 20 m to ⟦the stairs⟧ for ⟦Level 2⟧
              Take the ⟦stairs⟧ down to ⟦Level 2⟧
              ⟦Continue straight⟧ for 25 m towards ⟦Duty Free⟧
              You have arrived at ⟦Gate C12⟧

            """)
        #expect(rendered.textForm(.detailed).hasPrefix(
            "Leg ‹2›{count} to ⟦Gate C12⟧{name}: ‹140 m›{distance}, ⟦3 min⟧{duration}\n"))
    }

    @Test("one step of one leg")
    func oneStep() throws {
        let document = try RouteExamples.document(RouteExamples.terminal)
        let renderer = try RouteExamples.renderer("de")
        let rendered = try renderer.render(route: document, options: RouteRenderOptions(leg: 1, step: 3))
        // Step 4 of leg 2 leaves the building and crosses the terrace.
        #expect(rendered.textForm() == "Das Gebäude verlassen\n30 m Richtung ⟦Sky Lounge⟧ ⟦geradeaus weiter⟧\n")
        #expect(throws: RouteRenderError.noSuchLeg(4, count: 2)) {
            try renderer.render(route: document, options: RouteRenderOptions(leg: 4))
        }
        #expect(throws: RouteRenderError.noSuchStep(30, leg: 0, count: 5)) {
            try renderer.render(route: document, options: RouteRenderOptions(step: 30))
        }
    }

    @Test("summary spans: duration and arrival highlighted, roles in place")
    func summarySpans() throws {
        let document = try RouteExamples.document(RouteExamples.lyon)
        let rendered = try RouteExamples.renderer("en").render(route: document, options: Example.lyon.options)
        #expect(rendered.summary.count == 3)
        let row = rendered.summary[0]
        #expect(row.overview.messageKey == "route.alternative.arrival")
        #expect(row.overview.spans.filter(\.isHighlighted).map(\.role) == [.duration, .clockTime])
        #expect(row.trafficDelay?.text == "+12 min traffic")
        #expect(row.toll?.span(.distance).map { row.toll![$0] } == "61 km")
        #expect(rendered.summary[1].toll == nil)
        #expect(rendered.summary.map(\.routeIndex) == [0, 1, 2])
        // At most the configured number of routes side by side.
        let two = try RouteExamples.renderer("en").render(route: document, options: RouteRenderOptions(maximumRoutes: 2))
        #expect(two.summary.map { $0.overview.text } == ["Route 1: 89 km, 1 hr, 3 min", "Route 2: 103 km, 1 hr, 19 min"])
    }

    @Test("a single route: total line, a delay under a minute is not shown")
    func singleRoute() throws {
        let text = """
            {"routes": [{"distance": 5400, "duration": 610, "duration_typical": 580,
              "legs": [{"steps": [
                {"maneuver": {"type": "depart"}, "distance": 5400, "duration": 610, "name": "Ring"},
                {"maneuver": {"type": "arrive"}, "distance": 0, "duration": 0, "name": "Ring"}]}]}]}
            """
        let rendered = try RouteExamples.renderer("fr").render(route: try RouteReader.read(text))
        #expect(rendered.summary.count == 1)
        #expect(rendered.summary[0].trafficDelay == nil)
        #expect(rendered.summary[0].overview.textForm() == #"Total\u{202F}: 5,4\u{202F}km, ⟦10\u{A0}min⟧"#)
        #expect(rendered.stops == nil)
        #expect(rendered.legs[0].header?.textForm() == #"Tronçon 1\u{202F}: 5,4\u{202F}km, ⟦10\u{A0}min⟧"#)
    }

    /// (locale, stops, expected) — the plural of the stops line.
    static let stopRows: [(String, Int, String)] = [
        ("en", 2, "2 stops"), ("de", 2, "2 Stopps"), ("fr", 2, "2 arrêts"), ("ru", 2, "2 остановки"),
        ("ru", 5, "5 остановок"), ("ru", 21, "21 остановка"), ("ar", 2, "محطتا توقف"), ("ar", 3, "٣ محطات توقف"),
        ("ar", 11, "١١ محطة توقف"), ("ja", 4, "目的地4か所"),
    ]

    @Test("multi-stop routes count their stops with the locale's plural rules", arguments: stopRows)
    func stops(row: (String, Int, String)) throws {
        let leg = RouteLeg(instructions: [RouteInstruction(Instruction(.depart), stepIndex: 0)], distance: 1000, duration: 60)
        let route = Route(legs: Array(repeating: leg, count: row.1), distance: Double(row.1) * 1000,
            duration: Double(row.1) * 60)
        let rendered = try RouteExamples.renderer(row.0).render(
            route: RouteDocument(format: .osrm, routes: [route]))
        #expect(rendered.stops?.text == row.2)
        #expect(rendered.legs.count == row.1)
    }

    @Test("Guidepost's own JSON renders as one leg without summary; a bad instruction is a problem, the rest renders")
    func guidepostInput() throws {
        let text = """
            [{"kind": "depart"}, {"kind": "roundabout", "exit": 0}, {"kind": "turn", "direction": "left", "distance": 20},
             {"kind": "arrive"}]
            """
        let document = try RouteReader.read(text)
        #expect(document.format == .guidepost)
        let rendered = try RouteExamples.renderer("en").render(route: document)
        #expect(rendered.textForm() == "Start your route\n⟦Turn left⟧ in 20 m\nYou have arrived\n")
        #expect(rendered.problems.map(\.description) == [
            "route 1, leg 1, step 2: invalid roundabout exit 0: exits count from 1",
        ])
    }

    @Test("guidepost route prints the example and its warnings; --format json gives spans")
    func commandLine() throws {
        let text = try GuidepostBinary.run([
            "route", "--locale", "de", "--units", "metric", "--depart", "2026-11-22T14:05:00Z",
            "--time-zone", "Europe/Berlin", "Examples/" + RouteExamples.berlin,
        ])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("Gesamt: 8,5 km, ⟦15 Min.⟧, Ankunft um ⟦15:20⟧\n2 Stopps\n"))
        let json = try GuidepostBinary.run([
            "route", "--locale", "en", "--format", "json", "--leg", "2", "--step", "2", "Examples/" + RouteExamples.lyon,
        ])
        #expect(json.status == 2)
        #expect(json.stderr.contains("there is no leg 2: the route has 1 leg"))
        let step = try GuidepostBinary.run([
            "route", "--locale", "en", "--units", "metric", "--format", "json", "--step", "5",
            "Examples/" + RouteExamples.lyon,
        ])
        #expect(step.status == 0)
        #expect(step.stdout.contains(#""instructions": [{"step": 5, "generic": false, "text": "At the roundabout, take the 4th exit onto Cours Jean Jaurès""#))
        let render = try GuidepostBinary.run([
            "render", "--locale", "en", "--units", "metric", "--input", "indoor", "--leg", "2", "--step", "3",
            "Examples/" + RouteExamples.terminal,
        ])
        #expect(render.stdout == "Take the ⟦elevator⟧ up to ⟦Level 3⟧\n")
    }

    @Test("guidepost route reports bad input with its JSON path and skipped steps with leg and step")
    func commandLineBadInput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("guidepost-route-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("broken.json")
        try #"{"routes": [{"legs": [{"steps": [{"maneuver": {"type": "depart"}, "distance": 1,}]}]}]}"#
            .write(to: broken, atomically: true, encoding: .utf8)
        let result = try GuidepostBinary.run(["route", "--locale", "en", broken.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("broken.json:1:81: error: $.routes[0].legs[0].steps[0]: expected a key in double quotes"))

        let skipped = directory.appendingPathComponent("skipped.json")
        try #"{"routes": [{"legs": [{"steps": [{"maneuver": {"type": "depart"}, "distance": 10, "duration": 5}, {"maneuver": {"type": "turn", "modifier": "left"}, "distance": -1, "duration": 5}, {"maneuver": {"type": "arrive"}, "distance": 0, "duration": 0}]}]}]}"#
            .write(to: skipped, atomically: true, encoding: .utf8)
        let partial = try GuidepostBinary.run(["route", "--locale", "en", "--units", "metric", skipped.path])
        #expect(partial.status == 0)
        #expect(partial.stderr.contains(
            "warning: leg 1, step 2 ($.routes[0].legs[0].steps[1].distance): \"distance\" must not be negative, found -1.0; step skipped"))
        #expect(partial.stdout == "Total: 10 m, ⟦less than a minute⟧\nLeg 1: 10 m, ⟦less than a minute⟧\n  Start your route\n  You have arrived\n")
    }
}
