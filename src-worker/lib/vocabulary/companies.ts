/**
 * Vocabulary of company names: legal forms (written after the name, each also accepted in
 * capitals), words written before a name, Chinese company words, and the sentence words a
 * capitalised run may start with before the name itself. Data only, read by anonymisation
 * (lib/anonymize/detect-companies.ts) and by extraction (a company's name ends with its legal form).
 */

/** Russian legal forms, written before the name ("ООО «Ромашка»", "ИП Иванов И. И."). */
export const RU_FORMS = ['ООО', 'ОАО', 'ЗАО', 'ПАО', 'НАО', 'АО', 'ИП', 'ФГУП', 'ГУП', 'МУП'];

/** Legal forms as written; each is also accepted in capitals (GMBH, LTD., S.A.R.L.). */
export const FORMS = [
  'LLC', 'L.L.C.', 'Ltd', 'Ltd.', 'Limited', 'Private Limited', 'Pvt Ltd', 'Pvt. Ltd.', 'Pvt. Ltd', 'Pty Ltd', 'Pty. Ltd.', 'Co., Ltd.', 'Co. Ltd.', 'Co., Ltd', 'Inc', 'Inc.', 'Incorporated', 'Corp', 'Corp.', 'Corporation',
  'PLC', 'plc', 'LLP', 'L.P.', 'GmbH', 'gGmbH', 'mbH', 'GmbH & Co. KG', 'GmbH & Co KG', 'GmbH & Co.KG', 'AG', 'AG & Co. KG', 'KGaA', 'KG', 'OHG', 'GbR', 'UG', 'UG (haftungsbeschränkt)', 'e.K.', 'e.V.', 'SE',
  'B.V.', 'BV', 'N.V.', 'NV', 'V.O.F.', 'VOF', 'C.V.', 'BVBA', 'SPRL', 'SRL', 'S.R.L.', 'SA', 'S.A.', 'SAS', 'S.A.S.', 'SASU', 'SARL', 'S.A.R.L.', 'S.à r.l.', 'S.à.r.l.', 'EURL', 'SNC', 'SCI', 'SCOP', 'SCS',
  'S.p.A.', 'SpA', 'S.r.l.', 'Srl', 's.r.l.', 'S.n.c.', 'S.L.', 'S.L.U.', 'S.Coop.', 'Lda', 'Lda.', 'Ltda', 'Ltda.',
  'Sp. z o.o.', 'sp. z o.o.', 'Sp. z o. o.', 'S.A.', 'spółka akcyjna', 'spółka z o.o.', 'spółka z ograniczoną odpowiedzialnością', 's.r.o.', 'a.s.', 'spol. s r.o.', 'Kft.', 'Zrt.', 'Nyrt.',
  'Oy', 'Oyj', 'OY', 'AB', 'ApS', 'A/S', 'ASA', 'OÜ', 'SIA', 'UAB', 'd.o.o.', 'd.d.', 'A.Ş.', 'Ltd. Şti.', 'K.K.', '& Co.', '& Co', '& Sons', '& Partner', '& Partners',
];
/** Words written before a company's name: SARL Dupont, Firma Vogel, Stichting Boekenweek, Ets Martin (regex-ready). */
export const FORM_PREFIXES = 'SARL|SAS|EURL|SCI|SNC|OOO|Firma|Fa\\.|Stichting|Vereniging|Maatschappij|Société|Sté|Ets\\.?|Établissements|Etablissements|Entreprise|Cabinet|Maison|Atelier|Fondation|Association|Stiftung|Verein';

/** Chinese words a company name ends with: 有限公司, 集团, 银行… */
export const CN_COMPANY_WORDS = ['股份有限公司', '有限责任公司', '有限公司', '分公司', '集团', '公司', '商行', '工厂', '事务所', '研究院', '研究所', '合作社', '银行', '分行', '支行', '酒店', '宾馆'];

/** Sentence and label words before a name ("Sold By WS Retail…", "Dear Acme Ltd"): dropped from the start of a match. */
export const LEAD_WORDS = [
  'Greetings', 'Dear', 'Sold', 'By', 'From', 'To', 'For', 'At', 'With', 'And', 'Und', 'Et', 'En', 'Of', 'In', 'On', 'Invoice', 'Rechnung', 'Facture', 'Factuur', 'Customer', 'Client', 'Kunde', 'Klant', 'Supplier', 'Seller', 'Buyer', 'Vendor', 'Lieferant', 'Bill', 'Ship', 'Attn', 'ATTN', 'Please', 'Thank', 'Thanks', 'All', 'Only', 'Also', 'Bank', 'Payment', 'Zahlung', 'Contact', 'Kontakt', 'Name', 'Nom', 'Naam', 'Total', 'Date', 'Datum', 'Le', 'La', 'De', 'Mr', 'Mrs', 'Ms', 'Herr', 'Frau', 'Bought', 'Ordered', 'Paid', 'Powered', 'Provided', 'Operated', 'Registered', 'Issued', 'Delivered', 'Made', 'Printed', 'Our', 'Your', 'Ihre', 'Unsere', 'Votre', 'Notre', 'Uw', 'Onze', 'The', 'Der', 'Die', 'Das', 'Les', 'Het',
];
