import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { Block, InputFormat, Page, ParsedDocument, SheetMeasure, Table, TextItem } from '../../../src-shared/document/model';
import type { Warning } from '../../../src-shared/contract/warnings';
import { countChars } from '../../../src-shared/document/text';

export interface LogicalPart {
  /** Markdown of this part (a sheet, the whole document body…). */
  markdown: string;
  blocks: Block[];
  tables?: Table[];
}

export interface LogicalDocumentInput {
  format: InputFormat;
  fileName: string;
  fileHash: string | null;
  bytes: number;
  /** One per logical page (a worksheet, or the whole body of a word-processor file). */
  parts: LogicalPart[];
  /** Physical sheets as billing counts them; null where there are none (XML). */
  perSheet: SheetMeasure[] | null;
  issues?: Warning[];
}

/**
 * A ParsedDocument for inputs without page geometry (office files, CSV, XML): logical pages, items
 * without boxes, markdown joined from the parts. Page numbers of blocks follow the part they are in.
 */
export function logicalDocument(input: LogicalDocumentInput): ParsedDocument {
  const pages: Page[] = input.parts.map((part, i) => ({
    no: i + 1,
    widthPt: null,
    heightPt: null,
    rotation: 0,
    layer: 'logical',
    items: part.blocks.map((b, j): TextItem => ({ id: `p${i + 1}b${j}`, text: b.text, box: null, eol: true })),
    lines: [],
  }));
  const blocks = input.parts.flatMap((part, i) => part.blocks.map((b) => ({ ...b, page: i + 1 })));
  const tables = input.parts.flatMap((part, i) => (part.tables ?? []).map((t) => ({ ...t, pages: [i + 1] })));
  const markdown = input.parts.map((p) => p.markdown.trim()).filter(Boolean).join('\n\n');
  return {
    modelVersion: MODEL_VERSION,
    source: { fileHash: input.fileHash, fileName: input.fileName, format: input.format, bytes: input.bytes },
    pages,
    tables,
    blocks,
    markdown,
    stats: {
      sheets: input.perSheet ? input.perSheet.length : null,
      chars: countChars(markdown),
      perSheet: input.perSheet ?? [],
      ocrPages: [],
    },
    issues: input.issues ?? [],
  };
}
