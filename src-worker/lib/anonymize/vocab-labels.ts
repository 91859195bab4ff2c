/**
 * Labels and role words, by what their value is, in the languages we read. Data only: the
 * primary detectors (detect-labels.ts, detect-party.ts) and the residual scan build their own
 * patterns from these lists. Regex-ready strings: a dot is written `\\.`, a space may be any run
 * of blanks (the builder turns ' ' into `\\s+`).
 */

/** Labels whose value is a person: the value is the name that follows. */
export const PERSON_LABELS = [
  // English
  'Contact person', 'Contact name', 'Contact', 'Attn\\.?', 'Attention', 'For the attention of', 'Name', 'Full name', 'Signed by', 'Signed', 'Signature', 'Signatory', 'Authorised signatory', 'Authorized signatory',
  'Prepared by', 'Approved by', 'Issued by', 'Checked by', 'Received by', 'Delivered by', 'Driver', 'Sales ?person', 'Sales rep', 'Account manager', 'Representative', 'Director', 'Managing director', 'CEO', 'CFO', 'Owner', 'Proprietor',
  'Account holder', 'Account name', 'Beneficiary', 'Payee', 'Cardholder', 'Card holder', 'Employee', 'Passenger', 'Guest', 'Guest name', 'Patient',
  // German
  'Ansprechpartner(?:in)?', 'Ansprechpartner/in', 'Kontaktperson', 'Kontakt', 'Sachbearbeiter(?:in)?', 'Bearbeiter(?:in)?', 'Geschäftsführer(?:in)?', 'Geschäftsführung', 'Vorstand', 'Vorsitzender', 'Aufsichtsrat(?:svorsitzender)?', 'Inhaber(?:in)?',
  'Kontoinhaber(?:in)?', 'Unterschrift', 'Unterzeichner', 'Name, Vorname', 'Vorname', 'Nachname', 'Verkäufer(?:in)?', 'Fahrer', 'Auftraggeber(?:in)?',
  // French
  'Interlocuteur', 'Contact commercial', 'Nom', 'Prénom', 'Nom et prénom', 'Gérant(?:e)?', 'Signataire', 'Titulaire(?: du compte)?', 'Bénéficiaire', 'Représentant', 'Vendeur', 'Commercial', "À l'attention de", 'A l\'attention de', 'Suivi par', 'Dossier suivi par',
  // Dutch
  'Contactpersoon', 'T\\.a\\.v\\.', 'Ter attentie van', 'Naam', 'Rekeninghouder', 'Tenaamstelling', 'Behandeld door', 'Directeur', 'Handtekening', 'Verkoper',
  // Italian, Spanish, Polish
  'Referente', 'Intestatario', 'Nome', 'Cognome', 'Firma', 'Persona de contacto', 'Nombre', 'Apellidos', 'Titular', 'Osoba kontaktowa', 'Imię i nazwisko', 'Wystawił', 'Odebrał',
  // Element names of e-invoice XML (CII, UBL) as our XML reader prints them
  'PersonName', 'ContactName', 'DepartmentName', 'AccountName', 'RegistrationName',
];

/** Chinese person labels: the value is 2 to 4 Han characters. */
export const CN_PERSON_LABELS = ['联系人', '负责人', '经办人', '收款人', '收货人', '收件人', '寄件人', '发货人', '开票人', '复核人', '复核', '审核人', '审核', '姓名', '法定代表人', '法人代表', '签字', '签名', '业务员', '销售员', '采购员', '制单人', '制单', '领款人', '开户人', '户名', '客户姓名', '代表人', '委托代理人', '经理'];

/** Signature labels: the name is on the line under them (or after them). */
export const SIGN_LABELS = ['Signature', 'Signed', 'Signed by', 'Authorised signatory', 'Authorized signatory', 'Authorised signature', 'For and on behalf of', 'Unterschrift', 'Unterschrift Auftraggeber', 'Unterschrift Auftragnehmer', 'Signataire', 'Signature du client', 'Handtekening', 'Firma', 'Podpis'];

/** Roles written on the line under a signer's name ("Rebecca Moore⏎Director"). */
export const ROLES_BELOW = ['Director', 'Managing Director', 'CEO', 'CFO', 'COO', 'Owner', 'Founder', 'Manager', 'Accountant', 'Partner', 'President', 'Geschäftsführer', 'Geschäftsführerin', 'Inhaber', 'Inhaberin', 'Prokurist', 'Buchhaltung', 'Vertrieb', 'Einkauf', 'Gérant', 'Gérante', 'Directeur', 'Directrice', 'Président', 'Comptable', 'Comptabilité', 'Directie', 'Administratie', 'Boekhouding', 'Eigenaar', 'Accounts', 'Accounts Payable', 'Accounts Receivable', 'Sales', 'Purchasing', 'Procurement'];

/**
 * Phrases after which a name is written in running text: "Paid to John Smith", "Received from…".
 * They are verbs and prepositions, not labels, so no colon is expected.
 */
export const PERSON_CUES = [
  // For the attention of: written before the name without a colon
  'T\\.a\\.v\\.', 'Ter attentie van', 'Attn\\.?', 'Att\\.', 'Attention', 'z\\. ?Hd\\.?', 'zu Händen(?: von)?', 'c/o', "À l'attention de", "A l'attention de", 'Care of',
  'Paid to', 'Paid by', 'Payable to', 'Received from', 'Received by', 'Received with thanks from', 'Sent to', 'Issued to', 'Made out to', 'On behalf of', 'Prepared for', 'Dear', 'Hello', 'Hi',
  'Bezahlt an', 'Gezahlt an', 'Bezahlt von', 'Erhalten von', 'Im Auftrag von', 'Sehr geehrter?', 'Liebe[r]?', 'Hallo',
  'Payé à', 'Réglé à', 'Réglé par', 'Payé par', 'Reçu de', 'Au nom de', 'Pour le compte de', 'Cher', 'Chère', 'Bonjour',
  'Betaald aan', 'Betaald door', 'Ontvangen van', 'Namens', 'Geachte', 'Beste',
  'Pagato a', 'Pagado a', 'Recibido de', 'Gentile', 'Estimado', 'Estimada', 'Szanowny', 'Szanowna',
];

/**
 * Labels of a party of a document (a company or a person). When the label stands alone, the lines
 * (or table cells) under it are the party's block: name, address, contacts.
 */
export const PARTY_LABELS = [
  // English
  'Bill to', 'Billed to', 'Billing to', 'Invoice to', 'Invoiced to', 'Sold to', 'Ship to', 'Shipped to', 'Deliver to', 'Delivered to', 'Delivery to', 'Bill to address', 'Ship to address', 'Billing address', 'Shipping address', 'Delivery address', 'Invoice address',
  'Customer', 'Client', 'Buyer', 'Purchaser', 'Seller', 'Vendor', 'Supplier', 'Issuer', 'Recipient', 'Consignee', 'Consignor', 'Shipper', 'Payer', 'Sold by', 'Bank', 'Bank name', 'Company', 'Company name', 'Merchant', 'Landlord', 'Tenant', 'Contractor',
  // German
  'Rechnungsempfänger', 'Rechnungsadresse', 'Rechnungsanschrift', 'Lieferadresse', 'Lieferanschrift', 'Leistungsempfänger', 'Käufer', 'Käufer/Leistungsempfänger', 'Verkäufer', 'Lieferant', 'Kunde', 'Auftragnehmer', 'Empfänger', 'Absender', 'Rechnungssteller', 'Bankverbindung', 'Bank', 'Firma', 'Warenempfänger',
  // French
  'Facturé à', 'Facturer à', 'Adresse de facturation', 'Adresse de livraison', 'Livré à', 'Livrer à', 'Acheteur', 'Fournisseur', 'Client', 'Destinataire', 'Expéditeur', 'Émetteur', 'Emetteur', 'Vendu par', 'Société', 'Raison sociale', 'Banque', 'Domiciliation',
  // Dutch
  'Factuuradres', 'Afleveradres', 'Leveradres', 'Leverancier', 'Klant', 'Koper', 'Afnemer', 'Geadresseerde', 'Afzender', 'Bedrijf', 'Bedrijfsnaam',
  // Italian, Spanish, Polish
  'Destinatario', 'Cliente', 'Fornitore', 'Acquirente', 'Venditore', 'Mittente', 'Proveedor', 'Comprador', 'Vendedor', 'Facturar a', 'Enviar a', 'Nabywca', 'Sprzedawca', 'Odbiorca', 'Dostawca', 'Płatnik',
  // Russian (the lines under a party label in a form)
  'Поставщик', 'Покупатель', 'Продавец', 'Плательщик', 'Получатель', 'Грузоотправитель', 'Грузополучатель', 'Отправитель', 'Клиент', 'Заказчик', 'Подрядчик', 'Исполнитель', 'Контрагент', 'Арендатор', 'Арендодатель',
];

/** Chinese party labels (the value runs to the end of the cell or line). */
export const CN_PARTY_LABELS = ['购买方', '销售方', '买方', '卖方', '购货单位', '销货单位', '供应商', '供货方', '供方', '需方', '甲方', '乙方', '客户', '客户名称', '收货单位', '发货单位', '付款方', '收款方', '付款单位', '收款单位', '名称', '公司名称', '单位名称', '开户行', '开户银行', '开户名称', '出票人', '承运人'];

/** Labels whose value is an address (the rest of the line or cell). */
export const ADDRESS_LABELS = [
  'Address', 'Addr\\.', 'Billing address', 'Shipping address', 'Delivery address', 'Registered office', 'Registered address', 'Head office', 'Street', 'City', 'Postcode', 'Post code', 'Postal code', 'ZIP', 'ZIP code',
  'Adresse', 'Anschrift', 'Straße', 'Strasse', 'Ort', 'PLZ', 'PLZ/Ort', 'Sitz', 'Sitz der Gesellschaft', 'Firmensitz', 'Wohnort',
  'Siège social', 'Siège', 'Rue', 'Ville', 'Code postal', 'Adres', 'Straat', 'Woonplaats', 'Postcode', 'Vestigingsadres', 'Bezoekadres', 'Postadres',
  'Indirizzo', 'Sede legale', 'Dirección', 'Domicilio', 'Adres', 'Siedziba', 'Regd\\. office', 'Registered Office', 'Corporate office', 'Branch office', 'Warehouse address',
  // Element names of e-invoice XML (CII, UBL)
  'LineOne', 'LineTwo', 'LineThree', 'LineFour', 'LineFive', 'CityName', 'PostcodeCode', 'StreetName', 'AdditionalStreetName', 'BuildingNumber', 'PostalZone', 'CitySubdivisionName', 'CountrySubDivisionName', 'CountrySubentity', 'AddressLine',
];

/** Chinese address labels. */
export const CN_ADDRESS_LABELS = ['地址', '住址', '通讯地址', '收货地址', '发货地址', '注册地址', '办公地址', '联系地址', '单位地址', '地址、电话', '地址及电话'];

/** Labels of identifiers that are company or personal data, by category; the value must hold 5+ digits. */
export const ID_LABELS: { label: string; category: 'vat' | 'inn' | 'id' | 'account' | 'bic' }[] = [
  { label: 'Steuer-?Nr\\.?|Steuernummer|St\\.-?Nr\\.?|Tax (?:number|no\\.?|reference)|UTR|SIREN|SIRET|N° SIRET|N° SIREN|RCS(?: [A-ZÉ][\\p{L}-]+)?|APE|NAF|TIN|EIN|SSN|ABN|ACN|NIF|NIE|CIF|NIP|REGON|KRS|PESEL|Codice Fiscale|C\\.F\\.|RSIN|BSN|GSTIN|GST(?: No\\.?)?|PAN|CIN|CUI|CVR|Org\\.? ?nr\\.?|Organisationsnummer|Y-tunnus|UEN', category: 'vat' },
  { label: 'KvK(?:-nummer| nr\\.?)?|Kamer van Koophandel|CoC(?: number| No\\.?)?|Company (?:number|no\\.?|registration(?: number)?)|Registration (?:number|no\\.?)|Reg\\.? ?No\\.?|Handelsregister(?:nummer)?|Registergericht|HR[AB]|Amtsgericht(?: [A-ZÄÖÜ][\\p{L}-]+)?|Firmenbuch(?:nummer)?|FN|Numéro RCS|Customer (?:number|no\\.?|ID)|Kundennummer|Kunden-?Nr\\.?|Kundennr\\.?|N° client|Klantnummer|Debiteurnummer|Member(?:ship)? (?:number|no\\.?)|Policy (?:number|no\\.?)|Passport(?: no\\.?)?|Ausweis(?:nummer)?|GLN|GlobalID|Globale Nummer|DUNS|EORI|Service tax(?: No\\.?| #| number)?|VAT/TIN', category: 'id' },
  { label: 'IBAN|IBANID|ProprietaryID|Giro(?:konto)?(?: No\\.?)?|Account(?: number| no\\.?)?|A/C(?: No\\.?)?|Acct\\.?(?: No\\.?)?|Bank account|Sort code|Routing(?: number)?|ABA|Konto(?:nummer)?|Kto\\.?-?(?:Nr\\.?)?|BLZ|Bankleitzahl|RIB|N° de compte|Numéro de compte|Compte|Code banque|Code guichet|Clé RIB|Rekeningnummer|Rekening|Bankrekening|Conto|Cuenta|Numer konta|Nr rachunku', category: 'account' },
  { label: 'BIC|SWIFT(?:/BIC)?|SWIFT code|BIC/SWIFT|Code BIC|IFSC(?: Code| CODE)?|BICID', category: 'bic' },
];

/** Chinese identifier labels (tax numbers, social credit codes, bank accounts, ID cards). */
export const CN_ID_LABELS = ['纳税人识别号', '纳税识别号', '税号', '统一社会信用代码', '社会信用代码', '营业执照号', '组织机构代码', '账号', '帐号', '银行账号', '开户账号', '身份证号', '身份证号码', '证件号码', '卡号'];

/** Phone and fax labels. */
export const PHONE_LABELS = [
  'CompleteNumber', 'Telephone', 'Telefax',
  'Tel', 'Tél', 'Tel\\.-?Nr', 'Tele(?:ph|f)on(?:e)?', 'Téléphone', 'Phone', 'Ph', 'Mobile', 'Mob', 'Mobil', 'Mobiel', 'Handy', 'Cell', 'Cellulare', 'Portable', 'Port', 'GSM', 'Fax', 'Telefax', 'Téléc', 'Télécopie', 'Hotline', 'Telefoon', 'Tfn', 'Tlf', 'Móvil', 'Teléfono', 'Telefono', 'Kom', 'Whatsapp', 'WhatsApp',
];

/** Chinese phone labels. */
export const CN_PHONE_LABELS = ['电话', '联系电话', '手机', '手机号', '手机号码', '传真', '座机', '客服电话', '热线'];
