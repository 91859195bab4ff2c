import type { Warning } from '../contract/warnings';
import type { Box, PageNo } from './geometry';

/**
 * The intermediate document model: what parsing produces and every later stage reads.
 * PDF and images have physical pages with geometry; text, office files and XML have one
 * logical page per sheet (or one in all) and items without boxes.
 *
 * MODEL_VERSION is the version of what parsing produces: raised whenever a parser's output changes (shape or reading),
 * because the parse cache is keyed by it, and a parse cached by an earlier build would otherwise be
 * served for up to an hour after an upgrade. 5: scans read with the unread-ink pass, skew-levelled
 * lines outside drawn grids and spaced OCR cells; images under 300 dpi enlarged.
 */
export const MODEL_VERSION = 5 as const;

export type InputFormat = 'text' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'csv' | 'image' | 'xml';

export interface TextItem {
  id: string;
  text: string;
  /** Null where the input has no geometry. */
  box: Box | null;
  fontSize?: number;
  ocrConfidence?: number;
  /** The item ends a line. */
  eol: boolean;
}

export interface Page {
  no: PageNo;
  /** Size in points; null for logical pages. */
  widthPt: number | null;
  heightPt: number | null;
  rotation: 0 | 90 | 180 | 270;
  layer: 'vector' | 'ocr' | 'logical' | 'none';
  items: TextItem[];
  /**
   * The page's positioned items grouped into lines once, when parsing (top to bottom); every later
   * reader (tables, extraction, split signals, titles) takes these instead of grouping again.
   * Empty on logical pages, whose items have no boxes.
   */
  lines: PageLine[];
}

/** A line of text on a page, in reading order, with the items it was made of. */
export interface PageLine {
  text: string;
  box: Box;
  fontSize: number;
  itemIds: string[];
  /** Where each item's text sits in `text` (start, end) and on the page. */
  spans: { start: number; end: number; box: Box }[];
}

export interface TableCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  text: string;
  header: boolean;
  itemIds: string[];
  box: Box | null;
}

export interface Table {
  id: string;
  pages: PageNo[];
  nRows: number;
  nCols: number;
  cells: TableCell[];
  /** Box on its first page, where the input has geometry. */
  box?: Box;
  /** Whether the table reaches the top / bottom of its page's text: a hint that it continues across pages. */
  edges?: { top: boolean; bottom: boolean };
}

/** A block of the canonical text rendition, with where it came from. */
export interface Block {
  page: PageNo;
  text: string;
  box: Box | null;
  kind: 'heading' | 'paragraph' | 'table' | 'list';
  /** For `table` blocks: the table they render. */
  tableId?: string;
}

/** One physical sheet as billing sees it (SPEC "Billing"). */
export interface SheetMeasure {
  chars: number;
  /** Area in A4 units: 1 for A4, 2 for A3, 4 for A2, 8 for A1. */
  areaA4: number;
}

export interface DocumentStats {
  /** Physical sheets; null where the input has none (text, XML). */
  sheets: number | null;
  /** Characters of text in the whole document. */
  chars: number;
  /** One entry per physical sheet; empty where there are none. */
  perSheet: SheetMeasure[];
  ocrPages: PageNo[];
}

/** An XML element as parsed (safe parse, no entities): kept so known formats can be read by path. */
export interface XmlElement {
  /** Local name, without prefix. */
  name: string;
  /** Namespace URI, or null. */
  ns: string | null;
  attrs: Record<string, string>;
  /** Concatenated direct text content, trimmed. */
  text: string;
  children: XmlElement[];
}

export interface ParsedDocument {
  modelVersion: typeof MODEL_VERSION;
  source: { fileHash: string | null; fileName: string | null; format: InputFormat; bytes: number };
  pages: Page[];
  tables: Table[];
  blocks: Block[];
  markdown: string;
  stats: DocumentStats;
  /** Non-fatal findings of parsing (parse_thin, ocr_noise…). */
  issues: Warning[];
  /** The element tree of XML input (and of XML embedded in a PDF, e.g. Factur-X); absent otherwise. */
  xml?: XmlElement;
}
