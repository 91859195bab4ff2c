/**
 * The documents the splitter benchmark joins into composite PDFs, split ONCE, before any tuning,
 * into the documents the splitter was developed on (`TUNE`) and those held out (`HOLD_OUT`), by
 * whole document and about half of each family (Factur-X, invoice2data, Russian forms printed
 * from spreadsheets, tables, scans, office files printed to PDF). Figures in docs/benchmarks.md
 * come from composites of held-out documents only; the tune figures are shown beside them.
 * Paths are relative to ../shared/corpus; `office:` entries are converted to PDF by LibreOffice.
 */
export interface SourceDoc {
  path: string;
  /** Catalog type the document is (what doc_type should say), or `other`. */
  type: string;
}

export const TUNE: readonly SourceDoc[] = [
  { path: 'external/pdf-text/facturx/EN16931_Einfach.pdf', type: 'invoice' },
  { path: 'external/pdf-text/facturx/zugferd_2p1_EXTENDED_PDFA-3A.pdf', type: 'invoice' },
  { path: 'external/pdf-text/facturx/Facture_F20180027.pdf', type: 'invoice' },
  { path: 'external/pdf-text/invoice2data/AmazonWebServices.pdf', type: 'invoice' },
  { path: 'external/pdf-text/invoice2data/coolblue2.pdf', type: 'invoice' },
  { path: 'external/pdf-text/invoice2data/oyo.pdf', type: 'invoice' },
  { path: 'external/pdf-text/ru/derived/tkpolimer_testTorg12.lo.pdf', type: 'torg12' },
  { path: 'external/pdf-text/tables/icdar2013_eu-005.pdf', type: 'other' },
  { path: 'external/pdf-text/tables/tabula_twotables.pdf', type: 'other' },
  { path: 'synthetic/ru-text-20p.pdf', type: 'other' },
  { path: 'external/pdf-scan/derived/fx_Facture_F20180027_scan150.pdf', type: 'invoice' },
  { path: 'external/pdf-scan/derived/i2d_saeco_scan150.pdf', type: 'invoice' },
  { path: 'external/pdf-scan/ru-derived/goraie_torg12.scan150.pdf', type: 'torg12' },
  { path: 'external/pdf-scan/docling/ocr_test.pdf', type: 'other' },
  { path: 'office:external/office/ru-contracts-docx/rkimk_dogovor_elektromontazh_foie.docx', type: 'contract' },
  { path: 'office:external/office/ru-waybills-xls/af_11261.xls', type: 'torg12' },
  { path: 'office:external/office/docling/word_tables.docx', type: 'other' },
];

export const HOLD_OUT: readonly SourceDoc[] = [
  { path: 'external/pdf-text/facturx/103767-Invoice-2026-03-24-1.pdf', type: 'invoice' },
  { path: 'external/pdf-text/facturx/MustangGnuaccountingBeispielRE-20170509_505.pdf', type: 'invoice' },
  { path: 'external/pdf-text/facturx/validAvoir_FR_type380_BASICWL.pdf', type: 'invoice' },
  { path: 'external/pdf-text/invoice2data/FlipkartInvoice.pdf', type: 'invoice' },
  { path: 'external/pdf-text/invoice2data/SammyMaystoneLinesTest.pdf', type: 'invoice' },
  { path: 'external/pdf-text/ru/derived/af_KA62689.lo.pdf', type: 'torg12' },
  { path: 'external/pdf-text/tables/docling_2305.03393v1-pg9.pdf', type: 'other' },
  { path: 'external/pdf-text/tables/icdar2013_us-003.pdf', type: 'other' },
  { path: 'external/pdf-text/tables/tabula_frx_2012_disclosure.pdf', type: 'other' },
  { path: 'synthetic/zh-text-1p.pdf', type: 'other' },
  { path: 'external/pdf-scan/derived/fx_ZTESTZUGFERD_scan200.pdf', type: 'invoice' },
  { path: 'external/pdf-scan/derived/i2d_AmazonWebServices_png2pdf.pdf', type: 'invoice' },
  { path: 'external/pdf-scan/derived/i2d_SammyMaystoneLinesTest_png2pdf.pdf', type: 'invoice' },
  { path: 'external/pdf-scan/ru-derived/af_KA62689.scan200.pdf', type: 'torg12' },
  { path: 'external/pdf-scan/ru-derived/tkpolimer_testTorg12_big.scan200.pdf', type: 'torg12' },
  { path: 'external/pdf-scan/docling/ocr_test_rotated_90.pdf', type: 'other' },
  { path: 'office:external/office/ru-contracts-docx/rkimk_dogovor_remont_otopleniya.docx', type: 'contract' },
  { path: 'office:external/office/ru-waybills-xls/af_210734_protek.xls', type: 'torg12' },
  { path: 'office:external/office/ru-waybills-xls/af_3902401_RN-0110107.xls', type: 'torg12' },
  { path: 'office:external/office/ru-waybills-xls/af_apteka93.xls', type: 'torg12' },
  { path: 'office:external/office/ru-torg12/tkpolimer_testTorg12.xlsx', type: 'torg12' },
  { path: 'office:external/office/docling/docx_rich_cells.docx', type: 'other' },
];
