import Foundation
import Testing
@testable import Guidepost

/// Real names of our own choosing through the shipped localizations: articles from the noun
/// lexicons (de, fr, es, it, nl, pt, ca), Slavic declension (ru, pl, cs), Turkish suffixes by
/// pronunciation — and brands left as they are. The name's span holds the name (in its form),
/// never the article before it.
@Suite("Real names in the shipped localizations")
struct LocaleNamesTests {
    enum Sentence: Sendable { case at, before, after, onto, arrive, straightPast, enter }

    @Test("a name after a landmark position and on arrival, per locale", arguments: [
        // Fifth review round: nouns of landscape and transport, labels, possessive compounds.
        ("fr", "Forêt de Brocéliande", .after, "Tournez à gauche dans 50\u{202F}m après la Forêt de Brocéliande", "Forêt de Brocéliande"),
        ("fr", "Gorges du Tarn", .arrive, "Vous voici aux Gorges du Tarn", "Gorges du Tarn"),
        ("ca", "Pantà de Siurana", .after, "Gira a l’esquerra d’aquí a 50 m després del Pantà de Siurana", "Pantà de Siurana"),
        ("es", "Río Ebro", .arrive, "Has llegado al Río Ebro", "Río Ebro"),
        ("es-419", "Cl. 53", .arrive, "Llegaste a la Cl. 53", "Cl. 53"),
        ("it", "Lago Maggiore", .after, "Svolta a sinistra tra 50 m dopo il Lago Maggiore", "Lago Maggiore"),
        ("nl", "Gate C", .arrive, "U bent aangekomen bij Gate C", "Gate C"),
        ("nl", "Paterswoldsemeer", .arrive, "U bent aangekomen bij het Paterswoldsemeer", "Paterswoldsemeer"),
        ("tr", "Galata Köprüsü", .after, "50 m ileride, Galata Köprüsü’nden hemen sonra sola dönün", "Galata Köprüsü’nden"),
        ("tr", "Kız Kulesi", .arrive, "Kız Kulesi’ne ulaştınız", "Kız Kulesi’ne"),
        ("de", "Stadtbibliothek", .after, "In 50 m nach der Stadtbibliothek links abbiegen", "Stadtbibliothek"),
        ("de", "Stadtbibliothek", .arrive, "Sie haben die Stadtbibliothek erreicht", "Stadtbibliothek"),
        ("de", "Ostbahnhof", .after, "In 50 m nach dem Ostbahnhof links abbiegen", "Ostbahnhof"),
        ("de", "Ostbahnhof", .arrive, "Sie haben den Ostbahnhof erreicht", "Ostbahnhof"),
        ("de", "Tröndlinring", .arrive, "Sie haben den Tröndlinring erreicht", "Tröndlinring"),
        ("de", "Auerbachs Keller", .arrive, "Sie haben Auerbachs Keller erreicht", "Auerbachs Keller"),
        ("de", "Die Sparkasse Bremen", .at, "In 50 m an der Sparkasse Bremen links abbiegen", "Sparkasse Bremen"),
        ("de", "B 170", .arrive, "Sie haben die B 170 erreicht", "B 170"),
        ("de", "Rosi’s Bar", .after, "In 50 m hinter Rosi’s Bar links abbiegen", "Rosi’s Bar"),
        ("de", "Alte Nationalgalerie", .after, "In 50 m nach der Alten Nationalgalerie links abbiegen", "Alten Nationalgalerie"),
        ("de", "Alte Nationalgalerie", .arrive, "Sie haben die Alte Nationalgalerie erreicht", "Alte Nationalgalerie"),
        ("de", "Rewe", .after, "In 50 m hinter Rewe links abbiegen", "Rewe"),
        ("de", "Rewe", .arrive, "Sie haben Rewe erreicht", "Rewe"),
        ("fr", "Gare Saint-Lazare", .after, "Tournez à gauche dans 50\u{202F}m après la Gare Saint-Lazare", "Gare Saint-Lazare"),
        ("fr", "Gare Saint-Lazare", .arrive, "Vous voici à la Gare Saint-Lazare", "Gare Saint-Lazare"),
        ("fr", "Hôpital Saint-Louis", .after, "Tournez à gauche dans 50\u{202F}m après l’Hôpital Saint-Louis", "Hôpital Saint-Louis"),
        ("fr", "Hôpital Saint-Louis", .arrive, "Vous voici à l’Hôpital Saint-Louis", "Hôpital Saint-Louis"),
        ("fr", "Monoprix", .after, "Tournez à gauche dans 50\u{202F}m après Monoprix", "Monoprix"),
        ("fr", "Monoprix", .arrive, "Vous voici à Monoprix", "Monoprix"),
        ("fr", "Halles de Lyon", .after, "Tournez à gauche dans 50\u{202F}m après les Halles de Lyon", "Halles de Lyon"),
        ("fr", "Halles de Lyon", .arrive, "Vous voici aux Halles de Lyon", "Halles de Lyon"),
        ("es", "Estación de Chamartín", .after, "En 50 m, gira a la izquierda después de la Estación de Chamartín", "Estación de Chamartín"),
        ("es", "Estación de Chamartín", .arrive, "Has llegado a la Estación de Chamartín", "Estación de Chamartín"),
        ("es", "Museo Reina Sofía", .after, "En 50 m, gira a la izquierda después del Museo Reina Sofía", "Museo Reina Sofía"),
        ("es", "Museo Reina Sofía", .arrive, "Has llegado al Museo Reina Sofía", "Museo Reina Sofía"),
        ("es", "Mercadona", .after, "En 50 m, gira a la izquierda después de Mercadona", "Mercadona"),
        ("es", "Mercadona", .arrive, "Has llegado a Mercadona", "Mercadona"),
        ("it", "Stadio San Siro", .after, "Svolta a sinistra tra 50 m dopo lo Stadio San Siro", "Stadio San Siro"),
        ("it", "Borgo Medievale", .arrive, "Hai raggiunto il Borgo Medievale", "Borgo Medievale"),
        ("it", "Antico Vinaio", .arrive, "Hai raggiunto l’Antico Vinaio", "Antico Vinaio"),
        ("it", "Vecchia Roma", .after, "Svolta a sinistra tra 50 m dopo la Vecchia Roma", "Vecchia Roma"),
        ("it", "Borgo San Paolo", .after, "Svolta a sinistra tra 50 m dopo Borgo San Paolo", "Borgo San Paolo"),
        ("ru", "площадь Тукая", .after, "Через 50 м поверните налево после площади Тукая", "площади Тукая"),
        ("it", "Stadio San Siro", .arrive, "Hai raggiunto lo Stadio San Siro", "Stadio San Siro"),
        ("it", "Ospedale Maggiore", .after, "Svolta a sinistra tra 50 m dopo l’Ospedale Maggiore", "Ospedale Maggiore"),
        ("it", "Ospedale Maggiore", .arrive, "Hai raggiunto l’Ospedale Maggiore", "Ospedale Maggiore"),
        ("it", "Esselunga", .after, "Svolta a sinistra tra 50 m dopo l’Esselunga", "Esselunga"),
        ("it", "Esselunga", .arrive, "Hai raggiunto l’Esselunga", "Esselunga"),
        ("nl", "Stedelijk Museum", .after, "Sla over 50 m linksaf na het Stedelijk Museum", "Stedelijk Museum"),
        ("nl", "Stedelijk Museum", .arrive, "U bent aangekomen bij het Stedelijk Museum", "Stedelijk Museum"),
        ("nl", "Westerkerk", .after, "Sla over 50 m linksaf na de Westerkerk", "Westerkerk"),
        ("nl", "Westerkerk", .arrive, "U bent aangekomen bij de Westerkerk", "Westerkerk"),
        ("nl", "Albert Heijn", .after, "Sla over 50 m linksaf na de Albert Heijn", "Albert Heijn"),
        ("nl", "Albert Heijn", .arrive, "U bent aangekomen bij de Albert Heijn", "Albert Heijn"),
        ("pt", "Estação da Luz", .after, "Em 50 m, vire à esquerda depois da Estação da Luz", "Estação da Luz"),
        ("pt", "Estação da Luz", .arrive, "Você chegou à Estação da Luz", "Estação da Luz"),
        ("pt", "Mercado Municipal", .after, "Em 50 m, vire à esquerda depois do Mercado Municipal", "Mercado Municipal"),
        ("pt", "Mercado Municipal", .arrive, "Você chegou ao Mercado Municipal", "Mercado Municipal"),
        ("pt", "W3", .onto, "Em 50 m, vire à direita na W3", "W3"),
        ("ca", "Estació del Nord", .after, "Gira a l’esquerra d’aquí a 50 m després de l’Estació del Nord", "Estació del Nord"),
        ("ca", "Estació del Nord", .arrive, "Has arribat a l’Estació del Nord", "Estació del Nord"),
        ("ca", "Museu Nacional", .after, "Gira a l’esquerra d’aquí a 50 m després del Museu Nacional", "Museu Nacional"),
        ("ca", "Museu Nacional", .arrive, "Has arribat al Museu Nacional", "Museu Nacional"),
        ("ru", "Теремок", .after, "Через 50 м поверните налево после Теремка", "Теремка"),
        ("ru", "Теремок", .arrive, "Вы прибыли в пункт назначения: Теремок", "Теремок"),
        ("ru", "Казанский собор", .after, "Через 50 м поверните налево после Казанского собора", "Казанского собора"),
        ("ru", "Казанский собор", .arrive, "Вы прибыли в пункт назначения: Казанский собор", "Казанский собор"),
        ("ru", "Starbucks", .after, "Через 50 м поверните налево после Starbucks", "Starbucks"),
        ("ru", "Starbucks", .arrive, "Вы прибыли в пункт назначения: Starbucks", "Starbucks"),
        ("pl", "Dworzec Wschodni", .after, "Za 50 m skręć w lewo za Dworcem Wschodnim", "Dworcem Wschodnim"),
        ("pl", "Dworzec Wschodni", .arrive, "Jesteś u celu: Dworzec Wschodni", "Dworzec Wschodni"),
        ("pl", "Empik", .after, "Za 50 m skręć w lewo za Empikiem", "Empikiem"),
        ("pl", "Tim Hortons", .after, "Za 50 m skręć w lewo za obiektem Tim Hortons", "Tim Hortons"),
        ("pl", "Kupiec Poznański", .after, "Za 50 m skręć w lewo za Kupcem Poznańskim", "Kupcem Poznańskim"),
        ("pl", "Królowej Jadwigi", .at, "Za 50 m skręć w lewo przy obiekcie Królowej Jadwigi", "Królowej Jadwigi"),
        ("pl", "Empik", .arrive, "Jesteś u celu: Empik", "Empik"),
        // Polish: a street named by a group in the genitive plural is not declined as a town;
        // an adjective in -onny agrees with its noun.
        ("pl", "Peowiaków", .at, "Za 50 m skręć w lewo przy obiekcie Peowiaków", "Peowiaków"),
        ("pl", "Trybunał Koronny", .at, "Za 50 m skręć w lewo przy Trybunale Koronnym", "Trybunale Koronnym"),
        ("pl", "Bema", .at, "Za 50 m skręć w lewo przy obiekcie Bema", "Bema"),
        ("pl", "Żabka", .at, "Za 50 m skręć w lewo przy Żabce", "Żabce"),
        ("cs", "Obecní dům", .after, "Za 50 m odbočte doleva za Obecním domem", "Obecním domem"),
        ("cs", "Obecní dům", .arrive, "Jste v cíli: Obecní dům", "Obecní dům"),
        ("cs", "Albert", .after, "Za 50 m odbočte doleva za Albertem", "Albertem"),
        ("cs", "Albert", .arrive, "Jste v cíli: Albert", "Albert"),
        ("tr", "Café Noir", .after, "50 m ileride, Café Noir’dan hemen sonra sola dönün", "Café Noir’dan"),
        ("tr", "Café Noir", .arrive, "Café Noir’a ulaştınız", "Café Noir’a"),
        ("tr", "Beyoğlu", .after, "50 m ileride, Beyoğlu’ndan hemen sonra sola dönün", "Beyoğlu’ndan"),
        ("tr", "Beyoğlu", .arrive, "Beyoğlu’na ulaştınız", "Beyoğlu’na"),
        ("tr", "Starbucks", .after, "50 m ileride, Starbucks’tan hemen sonra sola dönün", "Starbucks’tan"),
        ("tr", "Starbucks", .arrive, "Starbucks’a ulaştınız", "Starbucks’a"),
        // Estonian: a name whose first word is its kind's noun ("Kino …", "Teater …") is introduced by a
        // neutral noun instead of a case ending on its last word.
        ("et", "Kino Sõprus", .after, "50 m pärast pööra vasakule objekti Kino Sõprus järel", "Kino Sõprus"),
        ("et", "Balti jaam", .after, "50 m pärast pööra vasakule Balti jaama järel", "Balti jaama"),
        ("et", "Tartu mnt", .before, "50 m pärast pööra vasakule enne Tartu maanteed", "Tartu maanteed"),
        // Greek: districts named in the neuter plural take "τα".
        ("el", "Πευκάκια", .after, "Σε 50 μ., στρίψτε αριστερά μετά τα Πευκάκια", "Πευκάκια"),
        ("el", "Βριλήσσια", .arrive, "Φτάσατε στα Βριλήσσια", "Βριλήσσια"),
        ("el", "Ρούσβελτ", .onto, "Σε 50 μ., στρίψτε δεξιά στην οδό Ρούσβελτ", "Ρούσβελτ"),
        ("el", "Κούμα", .arrive, "Φτάσατε στην Κούμα", "Κούμα"),
        ("el", "Αλατζά Ιμαρέτ", .arrive, "Φτάσατε στο Αλατζά Ιμαρέτ", "Αλατζά Ιμαρέτ"),
        ("el", "Λουτρά Αιδηψού", .arrive, "Φτάσατε στα Λουτρά Αιδηψού", "Λουτρά Αιδηψού"),
        ("el", "Δικαστήρια Ρεθύμνου", .arrive, "Φτάσατε στα Δικαστήρια Ρεθύμνου", "Δικαστήρια Ρεθύμνου"),
        // Hungarian: a French name with a silent ending takes its suffix after a hyphen, in back harmony.
        ("hu", "Brioche Dorée", .arrive, "Megérkezett a Brioche Dorée-hoz", "Brioche Dorée-hoz"),
        // Chinese: "在X處" unless the name already ends in 處/处 (a ticket office, an administration office).
        ("zh-Hant", "售票處", .at, "前方50公尺，在售票處左轉", "售票處"),
        ("zh-Hant", "台北101", .at, "前方50公尺，在台北101處左轉", "台北101"),
        ("zh-Hans", "游客服务处", .at, "前方50米，在游客服务处左转", "游客服务处"),
        // Korean: a letter and one digit are read in English (T1 "티원" → 으로).
        ("ko", "인천공항 T2", .onto, "50m 앞에서 우회전하여 인천공항 T2로 진행하세요", "인천공항 T2로"),
        ("ko", "김포공항 A1", .onto, "50m 앞에서 우회전하여 김포공항 A1으로 진행하세요", "김포공항 A1으로"),
        // Ukrainian: an abbreviated street whose adjective would need declining is named by a neutral noun.
        ("uk", "вул. Лугова", .onto, "Через 50 м поверніть праворуч на дорогу «вул. Лугова»", "вул. Лугова"),
        // English (its own file, Localizations/en.json): "the" before a name built on an
        // institution's noun in the shapes that take it, nothing before a brand or a possessive.
        ("en", "Science Museum", .after, "Turn left in 50 m after the Science Museum", "Science Museum"),
        ("en", "Museum of the Moving Image", .arrive, "You have arrived at the Museum of the Moving Image", "Museum of the Moving Image"),
        ("en", "National Portrait Gallery", .straightPast, "Continue straight for 50 m past the National Portrait Gallery", "National Portrait Gallery"),
        ("en", "St Mary's Hospital", .arrive, "You have arrived at St Mary's Hospital", "St Mary's Hospital"),
        ("en", "Carnegie Hall", .after, "Turn left in 50 m after Carnegie Hall", "Carnegie Hall"),
        ("en-GB", "Bodleian Library", .after, "Turn left in 50 m after the Bodleian Library", "Bodleian Library"),
        ("en", "16th Street Mall", .arrive, "You have arrived at the 16th Street Mall", "16th Street Mall"),
        ("en", "Duquesne Incline", .after, "Turn left in 50 m after the Duquesne Incline", "Duquesne Incline"),
        ("en", "Pittsburgh Zoo & Aquarium", .arrive, "You have arrived at the Pittsburgh Zoo & Aquarium", "Pittsburgh Zoo & Aquarium"),
        ("en", "Union Station/Denver", .arrive, "You have arrived at Union Station/Denver", "Union Station/Denver"),
        ("en-GB", "SS Great Britain", .after, "Turn left in 50 m after the SS Great Britain", "SS Great Britain"),
        ("en-GB", "Red Lion", .arrive, "You have arrived at the Red Lion", "Red Lion"),
        ("en-GB", "Premier Inn", .arrive, "You have arrived at Premier Inn", "Premier Inn"),
        ("en-GB", "King's Head", .after, "Turn left in 50 m after the King's Head", "King's Head"),
        ("en-GB", "Centre for Life", .after, "Turn left in 50 m after the Centre for Life", "Centre for Life"),
        ("en-GB", "Stamford Bridge", .arrive, "You have arrived at Stamford Bridge", "Stamford Bridge"),
        ("en-GB", "A12", .arrive, "You have arrived at A12", "A12"),
        ("en", "Baltimore Basilica", .arrive, "You have arrived at the Baltimore Basilica", "Baltimore Basilica"),
        ("en-GB", "Council House", .arrive, "You have arrived at the Council House", "Council House"),
        ("en-GB", "Bishop Bridge", .arrive, "You have arrived at Bishop Bridge", "Bishop Bridge"),
        ("en-GB", "Millennium Bridge", .arrive, "You have arrived at the Millennium Bridge", "Millennium Bridge"),
        ("uk", "Одеса-Головна", .after, "Через 50 м поверніть ліворуч після Одеси-Головної", "Одеси-Головної"),
        // Ukrainian: neuter nouns in -стя (a district "beyond the bridge") are not read as feminine.
        ("uk", "Передмістя", .after, "Через 50 м поверніть ліворуч після Передмістя", "Передмістя"),
        ("uk", "Настя", .after, "Через 50 м поверніть ліворуч після Насті", "Насті"),
        // Estonian: a name in another script takes no case ending; a neutral noun carries it.
        ("et", "Дом Быта", .after, "50 m pärast pööra vasakule objekti Дом Быта järel", "Дом Быта"),
        // Continuing straight past a landmark: the preposition of passing and the case it governs.
        ("de", "Stadtbibliothek", .straightPast, "50 m an der Stadtbibliothek vorbei geradeaus weiter", "Stadtbibliothek"),
        ("de", "Rewe", .straightPast, "50 m an Rewe vorbei geradeaus weiter", "Rewe"),
        // German: a city-first name with a plural head takes the article; a station name stays bare.
        ("de", "Regensburg Arcaden", .arrive, "Sie haben die Regensburg Arcaden erreicht", "Regensburg Arcaden"),
        ("de", "Hamburg Landungsbrücken", .arrive, "Sie haben Hamburg Landungsbrücken erreicht", "Hamburg Landungsbrücken"),
        ("de", "Porta Praetoria", .arrive, "Sie haben die Porta Praetoria erreicht", "Porta Praetoria"),
        ("de", "Röntgenring", .arrive, "Sie haben den Röntgenring erreicht", "Röntgenring"),
        ("fr", "Gare Saint-Lazare", .straightPast, "Continuez tout droit sur 50\u{202F}m en passant devant la Gare Saint-Lazare", "Gare Saint-Lazare"),
        ("es", "Museo Reina Sofía", .straightPast, "Sigue recto durante 50 m pasando por delante del Museo Reina Sofía", "Museo Reina Sofía"),
        ("it", "Stadio San Siro", .straightPast, "Prosegui dritto per 50 m passando davanti allo Stadio San Siro", "Stadio San Siro"),
        ("pt", "Estação da Luz", .straightPast, "Siga em frente por 50 m passando pela Estação da Luz", "Estação da Luz"),
        ("ru", "Большой театр", .straightPast, "Продолжайте движение прямо 50 м мимо Большого театра", "Большого театра"),
        ("cs", "Národní muzeum", .straightPast, "Pokračujte rovně 50 m kolem Národního muzea", "Národního muzea"),
        ("fi", "Rautatieasema", .straightPast, "Jatka suoraan 50 m Rautatieaseman ohi", "Rautatieaseman"),
        ("fi", "Café Art", .before, "Käänny vasemmalle 50 m:n päästä ennen Café Artia", "Café Artia"),
        ("et", "Teater Ugala", .straightPast, "Jätka otse 50 m objekti Teater Ugala eest mööda", "Teater Ugala"),
        ("uk", "Золоті ворота", .straightPast, "Рухайтеся прямо 50 м повз орієнтир «Золоті ворота»", "Золоті ворота"),
        // Round 19: English "the" on entering and other arrival sentences, foundations, named trails;
        // Estonian letter codes and vlk/pl; lexicon nouns (it, es, ca, pt, pt-PT, de, cs); a German
        // hyphenated name with a small word inside is one compound.
        ("en", "Field Museum", .enter, "Enter the Field Museum", "Field Museum"),
        ("en", "Carnegie Foundation", .arrive, "You have arrived at the Carnegie Foundation", "Carnegie Foundation"),
        ("en", "Lehigh River Trail", .arrive, "You have arrived at the Lehigh River Trail", "Lehigh River Trail"),
        ("en", "Macy's", .enter, "Enter Macy's", "Macy's"),
        ("et", "ERR", .after, "50 m pärast pööra vasakule ERR-i järel", "ERR-i"),
        ("et", "Turu pl", .after, "50 m pärast pööra vasakule Turu platsi järel", "Turu platsi"),
        ("it", "Archi di Porta Nuova", .arrive, "Hai raggiunto gli Archi di Porta Nuova", "Archi di Porta Nuova"),
        ("es", "Acera del Darro", .arrive, "Has llegado a la Acera del Darro", "Acera del Darro"),
        ("ca", "Arxiprestal de Santa Maria", .arrive, "Has arribat a l’Arxiprestal de Santa Maria", "Arxiprestal de Santa Maria"),
        ("pt", "Mercadinhos São Luiz", .arrive, "Você chegou aos Mercadinhos São Luiz", "Mercadinhos São Luiz"),
        ("pt-PT", "Glicínias Plaza", .arrive, "Chegou ao Glicínias Plaza", "Glicínias Plaza"),
        ("de", "Graf-von-Galen-Ring", .arrive, "Sie haben den Graf-von-Galen-Ring erreicht", "Graf-von-Galen-Ring"),
        ("de", "Maschsee", .after, "In 50 m nach dem Maschsee links abbiegen", "Maschsee"),
        ("de", "Ostsee", .arrive, "Sie haben die Ostsee erreicht", "Ostsee"),
        ("cs", "Solnice", .before, "Za 50 m odbočte doleva před Solnicí", "Solnicí"),
        ("nl", "Verlengde Hereweg", .arrive, "U bent aangekomen bij de Verlengde Hereweg", "Verlengde Hereweg"),
        ("nl", "Dreef", .at, "Sla over 50 m linksaf bij de Dreef", "Dreef"),
        ("nl", "Jan van der Laan", .arrive, "U bent aangekomen bij Jan van der Laan", "Jan van der Laan"),
        ("nl", "Philharmonie", .enter, "Ga de Philharmonie binnen", "Philharmonie"),
        ("nl", "Utrecht, Centraal Station", .at, "Sla over 50 m linksaf bij Utrecht, Centraal Station", "Utrecht, Centraal Station"),
        ("pl", "Most Długi", .at, "Za 50 m skręć w lewo przy Moście Długim", "Moście Długim"),
        ("pl", "Kanał Głęboki", .straightPast, "Kieruj się prosto przez 50 m obok Kanału Głębokiego", "Kanału Głębokiego"),
        ("pl", "Hotel Helsinki", .at, "Za 50 m skręć w lewo przy Hotelu Helsinki", "Hotelu Helsinki"),
        ("pl", "Katedra św. Jakuba", .after, "Za 50 m skręć w lewo za Katedrą św. Jakuba", "Katedrą św. Jakuba"),
        ("el", "Ογλ", .at, "Σε 50 μ., στρίψτε αριστερά στο σημείο «Ογλ»", "Ογλ"),
        ("el", "Πάρκινγκ Αεροδρομίου", .arrive, "Φτάσατε στο Πάρκινγκ Αεροδρομίου", "Πάρκινγκ Αεροδρομίου"),
        ("el", "Μπαρ Ωκεανός", .arrive, "Φτάσατε στο Μπαρ Ωκεανός", "Μπαρ Ωκεανός"),
        ("et", "Kalev Spa", .before, "50 m pärast pööra vasakule enne Kalev Spa'd", "Kalev Spa'd"),
        ("hu", "Pécs-Vasas", .at, "50 m múlva forduljon balra Pécs-Vasasnál", "Pécs-Vasasnál"),
        ("hu", "Pécs Plaza", .at, "50 m múlva forduljon balra a Pécs Plazánál", "Pécs Plazánál"),
        ("en", "Lake Pontchartrain Causeway", .arrive, "You have arrived at the Lake Pontchartrain Causeway", "Lake Pontchartrain Causeway"),
        ("de", "Rotteckring", .at, "In 50 m am Rotteckring links abbiegen", "Rotteckring"),
        ("de", "Martinstor", .arrive, "Sie haben das Martinstor erreicht", "Martinstor"),
        ("de", "Schwabentor", .after, "In 50 m nach dem Schwabentor links abbiegen", "Schwabentor"),
        ("de", "Colombischlössle", .arrive, "Sie haben das Colombischlössle erreicht", "Colombischlössle"),
        ("de", "Pastor", .arrive, "Sie haben Pastor erreicht", "Pastor"),
        ("el", "Λούνα Παρκ", .arrive, "Φτάσατε στο Λούνα Παρκ", "Λούνα Παρκ"),
        ("el", "Σινεμά Άστορ", .at, "Σε 50 μ., στρίψτε αριστερά στο Σινεμά Άστορ", "Σινεμά Άστορ"),
        ("el", "Γκαλερί", .arrive, "Φτάσατε στην Γκαλερί", "Γκαλερί"),
        ("el", "Μπάιρον", .arrive, "Φτάσατε στον προορισμό σας: Μπάιρον", "Μπάιρον"),
        ("el", "Μέγαρον Μουσικής Αθηνών", .arrive, "Φτάσατε στο Μέγαρον Μουσικής Αθηνών", "Μέγαρον Μουσικής Αθηνών"),
        ("bg", "Държавна опера", .at, "След 50 м завийте наляво при Държавната опера", "Държавната опера"),
        ("sk", "Vojtecha Spanyola", .at, "O 50 m odbočte doľava pri objekte Vojtecha Spanyola", "Vojtecha Spanyola"),
        ("sk", "Andreja Kmeťa", .onto, "O 50 m odbočte doprava na trasu Andreja Kmeťa", "Andreja Kmeťa"),
        ("sk", "Katedrála sv. Martina", .at, "O 50 m odbočte doľava pri Katedrále sv. Martina", "Katedrále sv. Martina"),
    ] as [(String, String, Sentence, String, String)])
    func name(locale: String, name: String, sentence: Sentence, text: String, spanned: String) throws {
        let renderer = try Renderer(locale: locale, options: RenderOptions(unitSystem: .metric))
        let instruction = switch sentence {
        case .at: Instruction(.turn(.left), distance: 50, landmarks: [Landmark(name: name, position: .at)])
        case .before: Instruction(.turn(.left), distance: 50, landmarks: [Landmark(name: name, position: .before)])
        case .after: Instruction(.turn(.left), distance: 50, landmarks: [Landmark(name: name, position: .after)])
        case .onto: Instruction(.turn(.right), distance: 50, name: name)
        case .arrive: Instruction(.arrive(side: nil), name: name)
        case .straightPast: Instruction(.straight, distance: 50, landmarks: [Landmark(name: name, position: .past)])
        case .enter: Instruction(.enterBuilding, name: name)
        }
        let line = try renderer.render(instruction)
        #expect(line.text == text)
        let span = try #require(line.span(sentence == .arrive || sentence == .onto || sentence == .enter ? .name : .landmark))
        #expect(String(line[span]) == spanned)
    }
}
