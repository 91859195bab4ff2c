/**
 * Vocabulary of addresses outside Russian text: street-type words by how they are written
 * (before the name, after it, glued to it), Chinese address markers, and the words that follow a
 * postcode-shaped number without being a town. Data only; patterns live in detect-places.ts and
 * residual-rules.ts.
 */

/**
 * Street words written after the street's name, as separate words: "Baker Street", "Station Road".
 * The strong ones make an address with any house number; the weak ones are also everyday words
 * ("Gold Ring", "Apple Park"), so they count only when the house number ends the field.
 */
export const STREET_AFTER = [
  'Street', 'St', 'Road', 'Rd', 'Avenue', 'Ave', 'Av', 'Boulevard', 'Blvd', 'Lane', 'Ln', 'Drive', 'Dr', 'Court', 'Ct', 'Parkway', 'Pkwy', 'Highway', 'Hwy',
  'Terrace', 'Close', 'Crescent', 'Cres', 'Gardens', 'Gdns', 'Mews', 'Parade', 'Quay', 'Wharf', 'Embankment', 'Square', 'Sq', 'Place', 'Pl',
  'Straße', 'Strasse', 'Str', 'Weg', 'Gasse', 'Platz', 'Allee', 'Damm', 'Ufer', 'Chaussee', 'Steig', 'Pfad',
];
export const STREET_AFTER_WEAK = ['Way', 'Grove', 'Row', 'Walk', 'Hill', 'Park', 'Green', 'Yard', 'Circus', 'Rise', 'Vale', 'View', 'Gate', 'Trail', 'Pike', 'Circle', 'Cir', 'Loop', 'Alley', 'Plaza', 'Broadway', 'Ring', 'Markt', 'Hof', 'Berg', 'Graben', 'Kai'];

/**
 * Street words written before the name: "rue de la Paix", "Via Roma", "Calle de Alcalá",
 * "ul. Marszałkowska". The weak ones (place, route, German prepositions…) start ordinary phrases
 * too ("Im Jahr 2014", "Zum Preis von 12 Euro"), so they count only when the house number ends
 * the field or a postcode follows.
 */
export const STREET_BEFORE = [
  'rue', 'avenue', 'av', 'boulevard', 'bd', 'bld', 'chemin', 'allée', 'impasse', 'imp', 'quai', 'faubourg', 'rond-point', 'esplanade', 'promenade', 'lieu-dit',
  'via', 'viale', 'piazza', 'piazzale', 'corso', 'vicolo', 'calle', 'avenida', 'avda', 'paseo', 'carrera', 'carretera', 'travesía', 'rua', 'praça', 'travessa',
  'ul', 'ulica', 'aleja', 'aleje', 'osiedle', 'plac',
];
export const STREET_BEFORE_WEAK = [
  'place', 'pl', 'route', 'rte', 'cours', 'passage', 'square', 'voie', 'fg', 'sentier', 'hameau', 'résidence', 'cité', 'ch', 'allee',
  'largo', 'strada', 'contrada', 'borgo', 'plaza', 'camino', 'ronda', 'estrada', 'al', 'os',
  'Am', 'An der', 'An den', 'Auf der', 'Auf dem', 'Im', 'In der', 'Zum', 'Zur', 'Hinter der', 'Unter den', 'Alte', 'Alter', 'Neue', 'Neuer',
];

/**
 * Endings of one-word street names (German, Dutch, Scandinavian, English compounds): Musterstraße,
 * Keizersgracht, Kerkstraat, Dorpsweg, Fakestreet. A word with one of these endings followed by a
 * house number is a street; the weak endings are also endings of towns and products (Nürnberg,
 * Flohmarkt), so they need the house number to end the field.
 */
export const STREET_SUFFIXES = [
  'straße', 'strasse', 'str', 'weg', 'gasse', 'platz', 'allee', 'damm', 'ufer', 'chaussee', 'steig', 'pfad',
  'straat', 'laan', 'gracht', 'plein', 'kade', 'steeg', 'singel', 'dijk', 'dreef', 'burgwal',
  'gade', 'gatan', 'vägen', 'veien', 'gata', 'vej', 'street', 'road', 'lane', 'avenue',
];
export const STREET_SUFFIXES_WEAK = ['ring', 'markt', 'hof', 'graben', 'berg', 'kamp', 'feld', 'kai', 'tor', 'pad', 'baan', 'wal', 'haven', 'veld', 'brücke', 'garten', 'park'];

/**
 * Chinese address parts: administrative units (province, city, district, county, town) and
 * street-level markers; an address is a run of Han characters and digits holding both, or a
 * street marker followed by a house number (号).
 */
export const CN_ADMIN = ['省', '市', '区', '县', '州', '镇', '乡', '自治区', '特别行政区', '新区', '开发区', '园区'];
export const CN_STREET = ['路', '街', '道', '大道', '大街', '巷', '弄', '胡同', '里', '村', '组', '号', '栋', '幢', '座', '楼', '层', '室', '单元', '大厦', '广场', '中心', '花园', '小区', '苑'];

/**
 * Words that follow a 4- or 5-digit number without being a town ("20097 Hamburg" is an address,
 * "12345 Stück" is not). Currency codes come from src-worker/lib/util/currency-codes.ts.
 */
export const NOT_TOWN_WORDS = [
  'Euro', 'Euros', 'Stück', 'Stk', 'Pieces', 'Pcs', 'Pc', 'Units', 'Unit', 'Items', 'Item', 'Seiten', 'Pages', 'Page', 'Jahre', 'Years', 'Year', 'Tage', 'Days', 'Day', 'Monate', 'Months', 'Month',
  'Kg', 'Tonnen', 'Tons', 'Liter', 'Litre', 'Litres', 'Meter', 'Metres', 'Rubel', 'Rub', 'Yuan', 'Dollar', 'Dollars', 'Pfund', 'Francs', 'Mal', 'Times', 'Total', 'Summe', 'Gesamt',
  'Invoice', 'Rechnung', 'Facture', 'Factuur', 'Order', 'Bestellung', 'Commande', 'Server', 'Servers', 'Hours', 'Stunden', 'Heures', 'Minutes', 'Minuten', 'Users', 'Kunden', 'Customers',
  'Best', 'State', 'Improved', 'Mid', 'High', 'Low', 'All', 'Table', 'Tabelle', 'Figure', 'Abb', 'Seite', 'Pos', 'Position',
];
