/**
 * The pages of a TIFF read from its directory chain (IFDs) alone: size and resolution of each page,
 * in one pass over the headers, nothing decoded. Asking the image library for page i re-reads the
 * chain from the start, so a 2,000-page file cost millions of directory reads and its estimate ran
 * out of time (issue 16); this walk is linear and bounded by the file's length.
 */
export interface TiffPage {
  width: number;
  height: number;
  /** Dots per inch from XResolution and ResolutionUnit; null when the file does not say. */
  dpi: number | null;
  /** Where the page's directory starts, and where its pointer to the next one is (for `TiffPager`). */
  ifd: number;
  nextAt: number;
}

const TAG_WIDTH = 256;
const TAG_HEIGHT = 257;
const TAG_X_RESOLUTION = 282;
const TAG_RESOLUTION_UNIT = 296;
const UNIT_CENTIMETRE = 3;
const CM_PER_INCH = 2.54;
const TYPE_SHORT = 3;
const TYPE_LONG = 4;
const TYPE_RATIONAL = 5;
/** Each directory entry is 12 bytes: tag, type, count, value or offset (TIFF 6.0 §2). */
const ENTRY_BYTES = 12;

/**
 * The pages of a classic TIFF (`II*\0` or `MM\0*`), or null when the bytes are not one (BigTIFF,
 * a truncated header): the caller then asks the image library. A chain that loops or leaves the
 * file ends the walk; the pages read until then are the file's pages, as a reader finds them.
 */
export function tiffPages(bytes: Uint8Array): TiffPage[] | null {
  if (bytes.length < 8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const le = order === 0x4949;
  if (view.getUint16(2, le) !== 42) return null;
  const pages: TiffPage[] = [];
  const seen = new Set<number>();
  let offset = view.getUint32(4, le);
  while (offset !== 0 && !seen.has(offset) && offset + 2 <= bytes.length) {
    seen.add(offset);
    const count = view.getUint16(offset, le);
    const end = offset + 2 + count * ENTRY_BYTES;
    if (end + 4 > bytes.length) break;
    let width = 0;
    let height = 0;
    let resolution: number | null = null;
    let unit = 2;
    for (let e = offset + 2; e < end; e += ENTRY_BYTES) {
      const tag = view.getUint16(e, le);
      const type = view.getUint16(e + 2, le);
      const value = type === TYPE_SHORT ? view.getUint16(e + 8, le) : type === TYPE_LONG ? view.getUint32(e + 8, le) : null;
      if (tag === TAG_WIDTH && value !== null) width = value;
      else if (tag === TAG_HEIGHT && value !== null) height = value;
      else if (tag === TAG_RESOLUTION_UNIT && value !== null) unit = value;
      else if (tag === TAG_X_RESOLUTION && type === TYPE_RATIONAL) resolution = rational(view, view.getUint32(e + 8, le), le);
    }
    const dpi = resolution !== null && resolution > 0 ? (unit === UNIT_CENTIMETRE ? resolution * CM_PER_INCH : resolution) : null;
    pages.push({ width, height, dpi, ifd: offset, nextAt: end });
    offset = view.getUint32(end, le);
  }
  return pages.length > 0 ? pages : null;
}

function rational(view: DataView, at: number, le: boolean): number | null {
  if (at + 8 > view.byteLength) return null;
  const den = view.getUint32(at + 4, le);
  return den === 0 ? null : view.getUint32(at, le) / den;
}

/**
 * One page of a multi-page TIFF as a file of its own, for a reader that opens files whole: libvips
 * walks every directory of the chain each time it opens a file (about 30 µs each), so reading 2,000
 * pages one by one cost 2,000 × 2,000 directory reads, some 65 ms a page. In a private copy of the
 * bytes, the header is pointed at page i's directory and that directory's "next" at nothing: a
 * one-page TIFF whose pixels stay where they are. `withPage` restores both after `read` settles, so
 * pages are read one at a time, and the reader must not keep the bytes (sharp's cache is off).
 */
export class TiffPager {
  private readonly bytes: Uint8Array;
  private readonly view: DataView;
  private readonly le: boolean;

  constructor(source: Uint8Array, private readonly pages: readonly TiffPage[]) {
    this.bytes = source.slice();
    this.view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    this.le = this.view.getUint16(0) === 0x4949;
  }

  /** Pages are read one at a time: the copy's header points at one page while it is read (pages of a file are prepared concurrently, lib/lanes). */
  private turn: Promise<unknown> = Promise.resolve();

  withPage<T>(index: number, read: (onePage: Uint8Array) => Promise<T>): Promise<T> {
    const next = this.turn.then(() => this.readPage(index, read));
    this.turn = next.catch(() => undefined);
    return next;
  }

  private async readPage<T>(index: number, read: (onePage: Uint8Array) => Promise<T>): Promise<T> {
    const page = this.pages[index];
    if (!page) throw new RangeError(`the TIFF has no page ${index + 1}`);
    const first = this.view.getUint32(4, this.le);
    const next = this.view.getUint32(page.nextAt, this.le);
    this.view.setUint32(4, page.ifd, this.le);
    this.view.setUint32(page.nextAt, 0, this.le);
    try {
      return await read(this.bytes);
    } finally {
      this.view.setUint32(page.nextAt, next, this.le);
      this.view.setUint32(4, first, this.le);
    }
  }
}
