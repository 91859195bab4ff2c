import type { Sample } from './sample';

/**
 * Variations the multilingual detectors were built and tuned on, per language and layout: the
 * issue's own examples and others written for each mechanism (labels, titles, cues, given names,
 * signature blocks, party blocks and columns, street and postcode shapes, identifiers, phones).
 * `keep` lists what must survive: amounts, dates, item descriptions, units, currency codes.
 */
export const TUNING: Sample[] = [
  // The examples
  { lang: 'en', text: 'Paid to John Smith', secrets: ['John Smith'] },
  { lang: 'en', text: 'Contact person: Jane Doe, 221B Baker Street, London NW1 6XE', secrets: ['Jane Doe', '221B Baker Street', 'NW1 6XE'] },
  { lang: 'de', text: 'Herr Max Mustermann, Musterstraße 12, 10115 Berlin', secrets: ['Max Mustermann', 'Musterstraße 12', '10115 Berlin'] },
  { lang: 'fr', text: 'Mme Claire Dubois, 12 rue de la Paix, 75002 Paris', secrets: ['Claire Dubois', 'rue de la Paix', '75002 Paris'] },
  { lang: 'nl', text: 'Dhr. Jan de Vries, Keizersgracht 123, 1015 CJ Amsterdam', secrets: ['Jan de Vries', 'Keizersgracht 123', '1015 CJ'] },
  { lang: 'zh', text: '联系人：张伟', secrets: ['张伟'] },
  { lang: 'zh', text: '北京市朝阳区建国路88号', secrets: ['建国路88号', '朝阳区'] },
  { lang: 'en', text: 'Bill to: ACME Trading', secrets: ['ACME Trading'] },
  // English: cues, given names, titles, labels, signature blocks
  { lang: 'en', text: 'Payment received from Robert Hughes on 2 May 2023.', secrets: ['Robert Hughes'], keep: ['2 May 2023'] },
  { lang: 'en', text: 'Dear Mrs Patel,\nplease find attached invoice INV-2291 for GBP 480.00.', secrets: ['Patel'], keep: ['INV-2291', 'GBP 480.00'] },
  { lang: 'en', text: 'Approved by: K. Brennan', secrets: ['Brennan'] },
  { lang: 'en', text: 'Yours sincerely,\n\nMichael Thornton\nManaging Director', secrets: ['Michael Thornton'] },
  { lang: 'en', text: 'Technician David Okafor replaced the pump (2 h labour, 95.00 USD).', secrets: ['David Okafor'], keep: ['2 h labour', '95.00 USD'] },
  { lang: 'en', text: 'Customer: Bluebell Florists\n14 Orchard Lane, Oxford OX2 6HT', secrets: ['Bluebell Florists', '14 Orchard Lane', 'OX2 6HT'] },
  { lang: 'en', text: 'Sold to\nWendy Marsh\n31 Kings Road\nBrighton BN1 2PD\nUnited Kingdom\nInvoice date: 03/03/2024', secrets: ['Wendy Marsh', '31 Kings Road', 'BN1 2PD'], keep: ['03/03/2024'] },
  { lang: 'en', text: 'Harbor Freight Tools LLC, 26541 Agoura Road, Calabasas, CA 91302', secrets: ['Harbor Freight Tools', '26541 Agoura Road', '91302'] },
  { lang: 'en', text: 'Phone: (312) 555-0187 | Fax 312.555.0190 | ops@lakeside-logistics.com', secrets: ['555-0187', '555.0190', 'lakeside-logistics'] },
  { lang: 'en', text: 'Remit to: First Harbour Bank, Account No. 12345678, Sort code 20-00-00', secrets: ['12345678'] },
  { lang: 'en', text: 'Visit www.northwindtraders.co.uk or call +44 (0)161 496 0000', secrets: ['northwindtraders', '161 496 0000'] },
  // German
  { lang: 'de', text: 'Rechnungsadresse:\nGärtnerei Lindner\nAm Rosenhang 4\n01067 Dresden', secrets: ['Gärtnerei Lindner', 'Rosenhang 4', '01067 Dresden'] },
  { lang: 'de', text: 'Sachbearbeiterin: Petra Schulze, Durchwahl 089 / 21 43 65-12', secrets: ['Petra Schulze', '21 43 65'] },
  { lang: 'de', text: 'Geschäftsführer: Dr. Heinrich Vogt · Amtsgericht Köln HRB 99871 · St.-Nr. 215/5712/3344', secrets: ['Heinrich Vogt', '99871', '215/5712/3344'] },
  { lang: 'de', text: 'Bitte überweisen Sie 1.250,00 EUR an Holzbau Krämer GmbH, IBAN DE44 5001 0517 5407 3249 31.', secrets: ['Holzbau Krämer', 'DE44 5001 0517 5407 3249 31'], keep: ['1.250,00 EUR'] },
  { lang: 'de', text: 'Lieferung an Frau Ingrid Böhm, Lindenstr. 7a, D-80331 München', secrets: ['Ingrid Böhm', 'Lindenstr. 7a', '80331 München'] },
  { lang: 'de', text: 'Pos. 2  Kabelbinder 200 mm schwarz  500 Stk  0,03  15,00', secrets: [], keep: ['Kabelbinder 200 mm schwarz', '500 Stk', '15,00'] },
  { lang: 'de', text: 'Tel.: +49 (0)30 1234567, Mobil 0171 2345678, E-Mail info@baecker-lang.de', secrets: ['1234567', '2345678', 'baecker-lang'] },
  // French
  { lang: 'fr', text: 'Adresse de facturation :\nSophie Martin\n27 boulevard Voltaire\n75011 Paris', secrets: ['Sophie Martin', 'boulevard Voltaire', '75011 Paris'] },
  { lang: 'fr', text: 'Fournisseur : Menuiserie Gauthier SAS — SIRET 552 100 554 00025', secrets: ['Menuiserie Gauthier', '552 100 554 00025'] },
  { lang: 'fr', text: 'Interlocuteur : Jean-Luc Bernard, tél. 01 44 55 66 77', secrets: ['Jean-Luc Bernard', '01 44 55 66 77'] },
  { lang: 'fr', text: 'Facture réglée par chèque par M. Olivier Roux le 12/01/2024 pour 350,00 €.', secrets: ['Olivier Roux'], keep: ['12/01/2024', '350,00 €'] },
  { lang: 'fr', text: 'Livré à : Boutique Lumière, 4 avenue des Ternes, 75017 PARIS', secrets: ['Boutique Lumière', 'avenue des Ternes', '75017 PARIS'] },
  { lang: 'fr', text: 'Bien cordialement,\nCamille Perrin\nService client', secrets: ['Camille Perrin'] },
  // Dutch
  { lang: 'nl', text: 'Klant: Bloemenhuis Visser, Herengracht 88, 1015 BS Amsterdam', secrets: ['Bloemenhuis Visser', 'Herengracht 88', '1015 BS'] },
  { lang: 'nl', text: 'T.a.v. mevr. Femke Bakker\nMolenweg 5\n6541 AB Nijmegen', secrets: ['Femke Bakker', 'Molenweg 5', '6541 AB'] },
  { lang: 'nl', text: 'Met vriendelijke groet,\nRuud Smit\nDirecteur', secrets: ['Ruud Smit'] },
  { lang: 'nl', text: 'KvK Utrecht 12345678, BTW NL123456789B01, IBAN NL02 ABNA 0123 4567 89', secrets: ['12345678', 'NL123456789B01', 'NL02 ABNA 0123 4567 89'] },
  // Chinese
  { lang: 'zh', text: '销售方：上海申华贸易有限公司\n地址：上海市黄浦区南京东路300号', secrets: ['申华贸易', '南京东路300号'] },
  { lang: 'zh', text: '收款人：刘洋  开户行：招商银行  账号：6225 8801 2345 6789', secrets: ['刘洋', '6225 8801 2345 6789'] },
  { lang: 'zh', text: '请联系王经理，手机 138 0013 8000。', secrets: ['王', '138 0013 8000'] },
  { lang: 'zh', text: '纳税人识别号：91310000MA1FL8XQ3K  金额：¥5,600.00  日期：2024年1月8日', secrets: ['91310000MA1FL8XQ3K'], keep: ['¥5,600.00', '2024年1月8日'] },
  // Layouts: tables and blocks
  { lang: 'en', text: '| Bill To | Ship To |\n| --- | --- |\n| Marcus Lee | Lee Hardware |\n| 7 Quarry Close | 12 Dock Street |', secrets: ['Marcus Lee', 'Lee Hardware', '7 Quarry Close', '12 Dock Street'] },
  { lang: 'de', text: '| Kunde: | Brauerei Ostermann |\n| Anschrift: | Brauhausweg 2, 94032 Passau |\n| Rechnungsdatum: | 04.05.2024 |', secrets: ['Brauerei Ostermann', 'Brauhausweg 2', '94032 Passau'], keep: ['04.05.2024'] },
  { lang: 'en', text: 'Item | Qty | Price\nOffice chair, black | 2 | 149.00\nDesk lamp LED 8 W | 3 | 24.50\nTotal EUR 371.50', secrets: [], keep: ['Office chair, black', 'Desk lamp LED 8 W', '149.00', 'Total EUR 371.50'] },
  { lang: 'en', text: 'Period 01.05.24-31.05.24, 12 licences at 3,89 EUR, order 2023-4471', secrets: [], keep: ['01.05.24-31.05.24', '3,89 EUR', '2023-4471'] },
];
