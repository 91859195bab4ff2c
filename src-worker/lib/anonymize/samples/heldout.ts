import type { Sample } from './sample';

/**
 * The held-out set: variations written before the multilingual detectors were tuned and never
 * used to tune them. Its rate (scrubbed and clean / refused / leaked) is what docs/decisions.md
 * quotes; a failure here is fixed by a mechanism and then reported, never by editing the sample.
 */
export const HELDOUT: Sample[] = [
  // English (UK, US, IE, AU, IN)
  { lang: 'en', text: 'Remittance sent to Oliver Bennett on 14/03/2024, amount GBP 1,250.00', secrets: ['Oliver Bennett'], keep: ['14/03/2024', 'GBP 1,250.00'] },
  { lang: 'en', text: 'Invoice to:\nHarriet Collins\n17 Willow Crescent\nLeeds LS6 2QT\nUnited Kingdom', secrets: ['Harriet Collins', '17 Willow Crescent', 'LS6 2QT'] },
  { lang: 'en', text: 'Customer: Northwind Traders Ltd, 4 Fenwick Lane, Manchester M4 1HN', secrets: ['Northwind Traders', 'Fenwick Lane', 'M4 1HN'] },
  { lang: 'en', text: 'Prepared by: Samuel O\'Connor\nQty 12 x Ink cartridge black, 4.50 each', secrets: ["O'Connor"], keep: ['Ink cartridge black', '4.50'] },
  { lang: 'en', text: 'Please contact Ms. Priya Raman at priya.raman@bluewave.co.uk or +44 161 496 0732.', secrets: ['Priya Raman', 'priya.raman@bluewave.co.uk', '161 496 0732'] },
  { lang: 'en', text: 'Ship to: Daniel Whitaker, 880 Maple Avenue, Apt 3B, Springfield, IL 62704', secrets: ['Daniel Whitaker', '880 Maple Avenue', '62704'] },
  { lang: 'en', text: 'Tel: (217) 555-0143   Fax: 217.555.0199', secrets: ['555-0143', '555.0199'] },
  { lang: 'en', text: 'Kind regards,\nEmily Hartmann\nAccounts Payable', secrets: ['Emily Hartmann'], keep: ['Accounts Payable'] },
  { lang: 'en', text: 'Account holder: Thomas Reilly  IBAN: IE29 AIBK 9311 5212 3456 78  BIC: AIBKIE2D', secrets: ['Thomas Reilly', 'IE29 AIBK 9311 5212 3456 78', 'AIBKIE2D'] },
  { lang: 'en', text: 'Billing address: Unit 5, 22 Harbour Road, Dublin D02 X285, Ireland', secrets: ['22 Harbour Road', 'D02 X285'] },
  { lang: 'en', text: 'Supplier: Kookaburra Supplies Pty Ltd, ABN 51 824 753 556, 12 Ocean Parade, Bondi NSW 2026', secrets: ['Kookaburra Supplies', '51 824 753 556', '12 Ocean Parade'] },
  { lang: 'en', text: 'Authorised signatory\n\nRebecca Moore\nDirector', secrets: ['Rebecca Moore'] },
  { lang: 'en', text: 'Paid by Marcus Feld via bank transfer. Total due: USD 3,400.00 by 30 June 2024.', secrets: ['Marcus Feld'], keep: ['USD 3,400.00', '30 June 2024'] },
  { lang: 'en', text: 'GSTIN: 29ABCDE1234F1Z5  PAN: ABCDE1234F', secrets: ['29ABCDE1234F1Z5', 'ABCDE1234F'] },
  { lang: 'en', text: 'VAT Reg No: GB 987 6543 21', secrets: ['987 6543 21'] },
  // German (DE, AT, CH)
  { lang: 'de', text: 'Sehr geehrte Frau Dr. Annette Krüger,\nvielen Dank für Ihre Bestellung.', secrets: ['Annette Krüger'], keep: ['vielen Dank für Ihre Bestellung'] },
  { lang: 'de', text: 'Rechnungsempfänger:\nBäckerei Hoffmann\nLindenallee 7\n50667 Köln', secrets: ['Bäckerei Hoffmann', 'Lindenallee 7', '50667 Köln'] },
  { lang: 'de', text: 'Lieferanschrift: Gartenweg 3a, 04109 Leipzig', secrets: ['Gartenweg 3a', '04109 Leipzig'] },
  { lang: 'de', text: 'Ansprechpartner: Jürgen Weiß, Tel. 0711 / 98 76 54-0, E-Mail j.weiss@schwabentech.de', secrets: ['Jürgen Weiß', '98 76 54', 'j.weiss@schwabentech.de'] },
  { lang: 'de', text: 'Bankverbindung: Sparkasse Hannover, IBAN DE02 2505 0180 0000 1234 56, BIC SPKHDE2HXXX', secrets: ['DE02 2505 0180 0000 1234 56', 'SPKHDE2HXXX'] },
  { lang: 'de', text: 'Steuer-Nr.: 143/567/89012   USt-IdNr.: DE 298 765 432', secrets: ['143/567/89012', '298 765 432'] },
  { lang: 'de', text: 'Firma Schreinerei Vogel GmbH & Co. KG, Am Mühlbach 14, A-6020 Innsbruck', secrets: ['Schreinerei Vogel', 'Am Mühlbach 14', '6020 Innsbruck'] },
  { lang: 'de', text: 'Geschäftsführer: Klaus-Peter Brandt, Amtsgericht München HRB 204311', secrets: ['Klaus-Peter Brandt', 'HRB 204311'] },
  { lang: 'de', text: 'Mit freundlichen Grüßen\n\nSabine Lorenz\nBuchhaltung', secrets: ['Sabine Lorenz'] },
  { lang: 'de', text: 'Kunde: Herr Tobias Engel, Bahnhofplatz 1, CH-8001 Zürich, Mobil +41 79 345 67 89', secrets: ['Tobias Engel', 'Bahnhofplatz 1', '8001 Zürich', '79 345 67 89'] },
  { lang: 'de', text: 'Pos. 1  Schrauben M8 x 40, verzinkt  200 Stück  0,12 EUR  24,00 EUR', secrets: [], keep: ['Schrauben M8 x 40, verzinkt', '200 Stück', '24,00 EUR'] },
  // French (FR, BE, CH)
  { lang: 'fr', text: 'Facturé à :\nM. Julien Moreau\n8, avenue Jean Jaurès\n69007 Lyon', secrets: ['Julien Moreau', 'avenue Jean Jaurès', '69007 Lyon'] },
  { lang: 'fr', text: 'Vendeur : Boulangerie Lefèvre SARL, 3 place du Marché, 33000 Bordeaux', secrets: ['Boulangerie Lefèvre', 'place du Marché', '33000 Bordeaux'] },
  { lang: 'fr', text: 'Tél. : 04 78 12 34 56 — Portable : 06.12.34.56.78', secrets: ['04 78 12 34 56', '06.12.34.56.78'] },
  { lang: 'fr', text: 'SIRET : 732 829 320 00074 — TVA intracommunautaire : FR 40 732829320', secrets: ['732 829 320 00074', '732829320'] },
  { lang: 'fr', text: 'Cordialement,\nIsabelle Fontaine\nService comptabilité', secrets: ['Isabelle Fontaine'] },
  { lang: 'fr', text: 'À l\'attention de Mme Nathalie Girard, 15 boulevard Haussmann, 75009 PARIS', secrets: ['Nathalie Girard', 'boulevard Haussmann', '75009 PARIS'] },
  { lang: 'fr', text: 'Client : Atelier Rousseau, rue de la Loi 42, 1040 Bruxelles, Belgique', secrets: ['Atelier Rousseau', 'rue de la Loi 42', '1040 Bruxelles'] },
  { lang: 'fr', text: 'Réglé par virement à Pierre Lambert le 02/05/2024 : 1 250,00 €', secrets: ['Pierre Lambert'], keep: ['02/05/2024', '1 250,00 €'] },
  // Dutch (NL, BE)
  { lang: 'nl', text: 'Factuuradres:\nMevr. Anouk Jansen\nPrinsengracht 263\n1016 GV Amsterdam', secrets: ['Anouk Jansen', 'Prinsengracht 263', '1016 GV'] },
  { lang: 'nl', text: 'Leverancier: Bakkerij Van den Berg B.V., Dorpsstraat 12, 3511 AB Utrecht, KvK 30123456', secrets: ['Van den Berg', 'Dorpsstraat 12', '3511 AB', '30123456'] },
  { lang: 'nl', text: 'Contactpersoon: Pieter van Dijk, tel. 010-4567890, mobiel 06-12345678', secrets: ['Pieter van Dijk', '4567890', '12345678'] },
  { lang: 'nl', text: 'Met vriendelijke groet,\nSanne de Groot\nAdministratie', secrets: ['Sanne de Groot'] },
  { lang: 'nl', text: 'BTW-nummer: NL001234567B01, IBAN NL91 ABNA 0417 1643 00', secrets: ['NL001234567B01', 'NL91 ABNA 0417 1643 00'] },
  { lang: 'nl', text: 'Afleveradres: Kerkstraat 8, 2000 Antwerpen, België', secrets: ['Kerkstraat 8', '2000 Antwerpen'] },
  // Chinese
  { lang: 'zh', text: '收货人：李娜\n联系电话：139 1234 5678', secrets: ['李娜', '139 1234 5678'] },
  { lang: 'zh', text: '地址：上海市浦东新区世纪大道100号环球金融中心25楼', secrets: ['世纪大道100号', '浦东新区'] },
  { lang: 'zh', text: '购买方名称：深圳市华强电子有限公司\n纳税人识别号：91440300MA5FXXXX1K', secrets: ['华强电子', '91440300MA5FXXXX1K'] },
  { lang: 'zh', text: '经办人：王建国  日期：2024年3月5日  金额：¥12,800.00', secrets: ['王建国'], keep: ['2024年3月5日', '¥12,800.00'] },
  { lang: 'zh', text: '开户行：中国工商银行北京分行  账号：6222 0200 0112 3456 789', secrets: ['6222 0200 0112 3456 789'] },
  { lang: 'zh', text: '联系人：陈晓明 先生，电话：(021) 6888 1234，邮箱：chenxm@huaxin.com.cn', secrets: ['陈晓明', '6888 1234', 'chenxm@huaxin.com.cn'] },
  { lang: 'zh', text: '广州市天河区体育西路191号中石化大厦B座', secrets: ['体育西路191号'] },
  { lang: 'zh', text: '销售方：杭州西湖茶业有限公司 地址：杭州市西湖区龙井路1号', secrets: ['西湖茶业', '龙井路1号'] },
  // Spanish, Italian, Polish
  { lang: 'es', text: 'Cliente: Sr. Alejandro Ruiz Gómez, Calle de Alcalá 48, 28014 Madrid, NIF: B12345678', secrets: ['Alejandro Ruiz', 'Calle de Alcalá 48', '28014 Madrid', 'B12345678'] },
  { lang: 'it', text: 'Destinatario: Dott.ssa Giulia Ferrari, Via Roma 15, 20121 Milano, P.IVA 01234567890', secrets: ['Giulia Ferrari', 'Via Roma 15', '20121 Milano', '01234567890'] },
  { lang: 'pl', text: 'Nabywca: Firma Handlowa Kowalski sp. z o.o., ul. Marszałkowska 10/12, 00-590 Warszawa, NIP 525-000-12-34', secrets: ['Kowalski', 'Marszałkowska', '00-590', '525-000-12-34'] },
  // Layouts: tables, signature lines, mixed
  { lang: 'en', text: '| Bill to | Ship to |\n|---|---|\n| Georgia Pratt | Georgia Pratt |\n| 9 Elm Row | 40 Quay Street |\n| Bristol BS1 4DJ | Cardiff CF10 1EB |', secrets: ['Georgia Pratt', '9 Elm Row', 'BS1 4DJ', '40 Quay Street', 'CF10 1EB'] },
  { lang: 'en', text: 'Signature: ____________  Name: Henry Atkinson  Date: 01.04.2024', secrets: ['Henry Atkinson'], keep: ['01.04.2024'] },
  { lang: 'de', text: 'Unterschrift Auftraggeber\nMarkus Zimmermann', secrets: ['Markus Zimmermann'] },
  { lang: 'en', text: 'Received with thanks from Lucy Chen the sum of EUR 75.00 for 3 x Notebook A5.', secrets: ['Lucy Chen'], keep: ['EUR 75.00', 'Notebook A5'] },
  { lang: 'en', text: 'Email: accounts [at] greenfield-farms [dot] com', secrets: ['greenfield-farms'] },
  { lang: 'en', text: 'Description | Qty | Unit | Price\nSteel bracket 40 mm | 25 | pcs | 3.20\nDelivery London to Bristol | 1 | trip | 85.00', secrets: [], keep: ['Steel bracket 40 mm', '3.20', '85.00'] },
];
