import type { TextItem } from '../../../src-shared/document/model';
import type { Line } from '../layout/lines';
import type { Grid } from '../rulings/grid';

/**
 * One page of a PDF as its text layer gives it: size and turn, how many characters the layer has,
 * and, when it has enough to be read without OCR, its words, lines and drawn grids. Made by the PDF
 * parser on the job's own worker or on another one (`lib/lanes`), so it is plain data.
 */
export interface TextLayerPage {
  no: number;
  widthPt: number;
  heightPt: number;
  rotation: 0 | 90 | 180 | 270;
  /** Characters of the text layer, not counting spaces (a page under MIN_TEXT_LAYER_CHARS is a scan). */
  chars: number;
  /** The page read from its text layer; null for a page to OCR (or left unread). */
  text: { items: TextItem[]; lines: Line[]; grids: Grid[] } | null;
  /**
   * Why the page could not be read whole, when it is damaged inside (pdfjs's words): a page whose
   * text cannot be read has none and is not OCR'd (its drawing fails alike); one whose drawing alone
   * fails keeps its text, without drawn grids. The rest of the file is read as usual.
   */
  damaged?: string;
}
