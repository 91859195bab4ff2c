/**
 * A minimal multi-page TIFF writer for tests (no encoder in node_modules writes multi-page TIFF):
 * classic little-endian TIFF 6.0, 8-bit grey, uncompressed, one strip per page. Pages may share one
 * strip of pixels (`shared`), so 2,000 pages of 64×64 are a few hundred KB, built in milliseconds.
 */
export interface TiffPageSpec {
  width: number;
  height: number;
  dpi?: number;
  /** Grey level of every pixel, or the pixels themselves (width × height bytes). */
  pixels: number | Uint8Array;
}

const ENTRIES = 12;
const IFD_BYTES = 2 + ENTRIES * 12 + 4;

export function writeTiff(pages: TiffPageSpec[], shared = false): Uint8Array {
  const strips = pages.map((p) => (typeof p.pixels === 'number' ? new Uint8Array(p.width * p.height).fill(p.pixels) : p.pixels));
  // Layout: header, then per page its IFD and two resolution rationals, then the strips.
  const perPage = IFD_BYTES + 16;
  let at = 8 + pages.length * perPage;
  const stripAt = strips.map((s, i) => {
    if (shared && i > 0) return 8 + pages.length * perPage;
    const here = at;
    at += s.length;
    return here;
  });
  const out = new Uint8Array(at);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49], 0);
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  pages.forEach((p, i) => {
    const ifd = 8 + i * perPage;
    const rational = ifd + IFD_BYTES;
    const strip = strips[i] as Uint8Array;
    const entries: [number, number, number][] = [
      [256, 4, p.width], [257, 4, p.height], [258, 3, 8], [259, 3, 1], [262, 3, 1], [273, 4, stripAt[i] as number],
      [277, 3, 1], [278, 4, p.height], [279, 4, strip.length], [282, 5, rational], [283, 5, rational + 8], [296, 3, 2],
    ];
    view.setUint16(ifd, ENTRIES, true);
    entries.forEach(([tag, type, value], e) => {
      const o = ifd + 2 + e * 12;
      view.setUint16(o, tag, true);
      view.setUint16(o + 2, type, true);
      view.setUint32(o + 4, 1, true);
      if (type === 3) view.setUint16(o + 8, value, true);
      else view.setUint32(o + 8, value, true);
    });
    view.setUint32(ifd + 2 + ENTRIES * 12, i + 1 < pages.length ? ifd + perPage : 0, true);
    for (const r of [rational, rational + 8]) {
      view.setUint32(r, p.dpi ?? 300, true);
      view.setUint32(r + 4, 1, true);
    }
    if (!shared || i === 0) out.set(strip, stripAt[i] as number);
  });
  return out;
}
