/**
 * Vocabulary for finding people outside Russian text: given names, name particles, salutations,
 * Chinese surnames and honorifics. Data only; the patterns that use it live in detect-persons.ts
 * (primary pass) and residual-rules.ts (the independent scan).
 */

/**
 * Common given names of the languages we read (English, German, French, Dutch, Italian, Spanish,
 * Polish, Scandinavian, and names frequent in international business). A capitalised word after
 * one of these is taken as a surname. Names that are also everyday document words (Bill, Will,
 * May, June, April, August, Grant, Chase) are left out on purpose: "Bill to" is a label.
 */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  `
Aaron Abigail Adam Adrian Agnes Aidan Alan Albert Alberto Alec Alessandro Alessia Alex Alexa Alexander Alexandra Alexandre Alexis Alfred Alfredo Ali Alice Alicia Alina Alison Allan Allison Alma Amanda Amber Amelia Amelie Amélie Amy Ana Andrea Andreas Andrei Andrew Andrzej Angela Angelika Anita Ann Anna Anne Anneke Annika Anthony Antoine Anton Antonia Antonio Arjun Arnaud Arne Arthur Astrid Audrey Axel
Barbara Bart Bas Beatrice Beatriz Ben Benedikt Benjamin Benoît Benoit Bernard Bernd Bernhard Bert Bettina Bianca Birgit Bjorn Björn Bob Bram Brandon Brenda Brian Bridget Brigitte Bruno Bryan
Camille Carl Carla Carlos Carmen Carol Caroline Carolyn Caspar Catherine Cathy Cecilia Cédric Cedric Celine Céline Charles Charlie Charlotte Chiara Chloe Chloé Chris Christian Christina Christine Christoph Christophe Christopher Claire Clara Claude Claudia Claus Colin Connor Constance Cornelia Craig Cynthia
Daan Dagmar Damien Dan Daniel Daniela Daniele Danielle Dariusz David Debora Deborah Denis Dennis Diana Diane Diego Dieter Dirk Dominik Dominique Donald Doris Dorothea Dorothy Douglas Dylan
Edith Eduardo Edward Eleanor Elena Elias Elif Elisa Elisabeth Elise Elizabeth Ella Ellen Elodie Élodie Emil Emilia Emilie Émilie Emily Emma Emmanuel Enrico Eric Erik Erika Ernst Esther Ethan Eva Evelyn Ewa
Fabian Fabienne Fabio Federica Federico Felix Fernando Filip Finn Florian Fran Francesca Francesco Francis Francisco François Francois Françoise Frank Franz Frederik Friedrich Frida
Gabriel Gabriele Gabriella Gareth Gary Geert George Georg Gerard Gérard Gerhard Gert Gilbert Gillian Gina Giorgio Giovanni Gisela Giulia Giuseppe Gordon Grace Graham Grzegorz Gudrun Guillaume Günter Gunter Günther Gustav
Hannah Hanna Hannes Hans Harald Harry Heather Hector Heidi Heike Heinrich Heinz Helen Helena Helene Hélène Helga Helmut Hendrik Henk Henri Henrik Henry Herbert Hermann Hilde Hiroshi Holger Hubert Hugo
Ian Ines Inès Ingrid Irene Iris Isaac Isabel Isabella Isabelle Ivan Ivana
Jack Jacob Jacques Jakob Jakub James Jamie Jan Jana Jane Janet Janina Janine Jannik Jason Javier Jean Jeanne Jennifer Jens Jeremy Jérôme Jerome Jeroen Jessica Jill Joachim Joan Joanna Joe Johan Johann Johanna Johannes John Jonas Jonathan Jordi Jorge Jörg Joerg José Jose Joseph Josephine Joshua Josef Juan Judith Julia Julian Julie Julien Juliette Jürgen Juergen Justin
Karen Karin Karl Karolina Kasper Katarzyna Kate Katharina Katherine Kathrin Katja Kay Keith Kelly Ken Kenneth Kerstin Kevin Kim Klaas Klaus Kornelia Krzysztof Kurt
Lara Lars Laura Laurent Lauren Lea Léa Leah Lena Leo Léo Leon Léon Leonardo Leonie Liam Lieke Lili Lily Linda Lisa Lorenzo Lotte Louis Louise Luc Luca Lucas Lucia Lucie Lucy Ludwig Luis Luisa Lukas Łukasz Lutz
Madeleine Magdalena Maja Manfred Manon Manuel Manuela Marc Marcel Marco Marcus Margaret Margarete Maria Marie Marina Mario Marion Marius Marjolein Mark Marko Markus Marta Martha Martin Martina Mary Mathieu Mathilde Matteo Matthew Matthias Maurice Max Maxime Maximilian Megan Melanie Mélanie Mia Michael Michaela Michał Michel Michelle Miguel Mike Milan Monika Monique Morten
Nadine Nancy Naomi Natalia Natalie Nathalie Nathan Neil Nick Nicolas Nicole Niels Nik Niklas Nikolai Nils Nina Noah Noémie Nora Norbert
Olaf Oliver Olivia Olivier Olga Oscar Oskar Otto Owen
Pablo Paola Pascal Patricia Patrick Paul Paula Pauline Pavel Pedro Peter Petra Philip Philipp Philippe Pierre Pieter Piotr
Rachel Rafael Rahul Raj Rainer Ralf Ralph Raphael Raphaël Raymond Rebecca Regina Reinhard Renate René Rene Richard Rita Robert Roberto Robin Roger Roland Rolf Roman Ronald Rosa Ruben Rudolf Ruth Ryan
Sabine Sabrina Sam Samantha Samuel Sandra Sara Sarah Sascha Sebastian Sébastien Sergio Silke Simon Simone Sofia Sophia Sophie Stefan Stefanie Stefano Steffen Stephan Stephanie Stéphane Stephen Steve Steven Stuart Susan Susanne Svenja Sven Sylvia Sylvie
Tanja Teresa Thea Theo Theodor Thierry Thijs Thomas Thorsten Tim Timo Timothy Tobias Tom Tomasz Tony Torsten Ulrich Ulrike Ursula Uwe
Valentin Valentina Valérie Valerie Vanessa Vera Veronika Victor Victoria Vincent Viktor Vivien Walter Werner Wilhelm William Willem Wim Wolfgang Wouter Xavier Yann Yannick Yvonne Zoe Zoé Zofia
`.split(/\s+/u).filter(Boolean),
);

/** Lower-case particles inside Western names: Jan de Vries, Ludwig van Beethoven, Anne-Marie du Pont. */
export const NAME_PARTICLES = ['van', 'von', 'de', 'der', 'den', 'du', 'da', 'di', 'del', 'della', 'la', 'le', 'ten', 'ter', "d'", 'zu', 'y', 'dos', 'das'];

/**
 * Salutations and titles before a name, with the dot optional. Several languages write the same
 * abbreviation (Dr, Prof); the list is one set so a mixed document needs no language switch.
 */
export const SALUTATIONS = [
  'Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof', 'Sir', 'Dame', 'Lord', 'Lady',
  'Herr', 'Frau', 'Hr', 'Fr', 'Dipl\\.-Ing', 'Dipl\\.-Kfm', 'Ing', 'Mag',
  'M', 'MM', 'Mme', 'Mmes', 'Mlle', 'Me', 'Monsieur', 'Madame', 'Mademoiselle',
  'Dhr', 'De heer', 'Mevr', 'Mevrouw', 'Mw', 'Drs', 'Ir',
  'Sig', 'Sig\\.ra', 'Signor', 'Signora', 'Dott', 'Dott\\.ssa', 'Avv',
  'Sr', 'Sra', 'Srta', 'Don', 'Doña', 'Pan', 'Pani',
];

/** The 150 most frequent Chinese surnames (single characters) and the common two-character ones. */
export const CN_SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝';
export const CN_DOUBLE_SURNAMES = ['欧阳', '司马', '上官', '诸葛', '东方', '皇甫', '尉迟', '公孙', '慕容', '令狐', '夏侯', '司徒'];

/** Words written after a Chinese surname or full name instead of it: 张先生, 王经理, 李总. */
export const CN_HONORIFICS = ['先生', '女士', '小姐', '经理', '总经理', '总监', '主任', '老师', '博士', '教授'];

/**
 * Closings after which the next line is the signer's name (a signature block): the name sits in
 * no labelled place, so the closing is the cue.
 */
export const CLOSINGS = [
  'Kind regards', 'Best regards', 'Regards', 'Yours sincerely', 'Yours faithfully', 'Sincerely', 'Best wishes', 'With thanks', 'Many thanks',
  'Mit freundlichen Grüßen', 'Mit freundlichen Grüssen', 'Freundliche Grüße', 'Viele Grüße', 'Beste Grüße', 'Hochachtungsvoll', 'MfG',
  'Cordialement', 'Bien cordialement', 'Salutations distinguées', 'Sincères salutations', 'Bien à vous',
  'Met vriendelijke groet', 'Met vriendelijke groeten', 'Vriendelijke groet', 'Hoogachtend',
  'Cordiali saluti', 'Distinti saluti', 'Saludos cordiales', 'Atentamente', 'Z poważaniem', 'Pozdrawiam',
  '此致敬礼', '此致', '敬礼',
];

/**
 * Capitalised words that are never a name in a document (labels, document words, months): a name
 * run stops before them, so "Paid to John Smith Total due" takes only "John Smith".
 */
export const NOT_NAME_WORDS: ReadonlySet<string> = new Set(
  `Invoice Rechnung Facture Factuur Fattura Factura Receipt Quittung Reçu Bon Order Bestellung Commande Bestelling Total Totaal Gesamt Summe Subtotal Date Datum Amount Betrag Montant Bedrag Importo
Customer Kunde Client Klant Cliente Supplier Lieferant Fournisseur Leverancier Seller Buyer Vendor Company Firma Société Bedrijf Bank Banque Account Konto Compte Tax Steuer Taxe VAT MwSt TVA BTW IVA USt
Phone Tel Telefon Fax Mobile Email E-Mail Mail Web Website Page Seite Street Road Avenue Straße Strasse Rue Way Lane Drive Price Preis Prix Prijs Qty Quantity Menge Quantité Aantal Unit Units Description Beschreibung Item Items Article Artikel
Number No Nr Nummer Numéro Ref Reference Referenz Référence Payment Zahlung Paiement Betaling Due Fällig Terms Conditions Bedingungen Notes Note Hinweis Remarque Signature Unterschrift Signed Name Address Adresse Adres Contact Kontakt
January February March April May June July August September October November December Januar Februar März Mai Juni Juli Oktober Dezember Janvier Février Mars Avril Juin Juillet Août Septembre Octobre Novembre Décembre
Monday Tuesday Wednesday Thursday Friday Saturday Sunday Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Lundi Mardi Mercredi Jeudi Vendredi Samedi Dimanche
Inc Ltd Limited GmbH AG LLC Corp Corporation SARL SAS SA BV NV Plc PLC Co Company Group Gruppe Groupe Holding Services Service Solutions Trading Consulting Systems Technologies International Europe Global
Director Manager Accounts Accounting Buchhaltung Comptabilité Administratie Sales Vertrieb Einkauf Purchasing Team Department Abteilung Service Support Customer-Service Office Büro Bureau Kantoor Dear Sir Madam Sirs Herr Frau Mr Mrs Ms Dr Prof
Thank Thanks Danke Merci Bedankt Please Bitte Yes No Ja Nein Oui Non The And For With From To Of In On At By Und Für Mit Von Zu Et Pour Avec De Le La Les Het Een En Voor Met Van Op`.split(/\s+/u).filter(Boolean),
);
