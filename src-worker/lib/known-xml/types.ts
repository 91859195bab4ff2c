/** One value read deterministically from a known XML format. */
export interface KnownValue {
  value: string | number;
  /** Where it was read, by local names, e.g. `Файл/Документ/СвСчФакт/@НомерСчФ`. */
  path: string;
}

export interface KnownXml {
  /** e.g. `fns.ON_NSCHFDOPPR`, `fns.ON_SFAKT`, `fns.DP_OTORG12`, `cii`, `cii.zugferd1`, `ubl.Invoice`, `ubl.CreditNote`. */
  format: string;
  /** e.g. `5.01`; for CII/UBL the guideline / customization id. */
  version: string;
  /** Our catalog type (src-shared/catalog): `upd` (УПД and счёт-фактура), `torg12`, `invoice` (CII, UBL). */
  documentType: string;
  /** Concept id (see ../concepts.ts) → value, e.g. `seller.inn`. */
  values: Record<string, KnownValue>;
  /** One record per line: item concept id without the `items[].` prefix (`name`, `quantity`…). */
  items: Record<string, KnownValue>[];
  /**
   * Values read just as deterministically whose concept concepts.ts does not have yet, keyed by the
   * proposed id (`totals.due`: the amount due for payment, which differs from the grand total when
   * something was prepaid). Kept apart so `values` only ever holds known concept ids.
   */
  extra: Record<string, KnownValue>;
}
