import sharp from 'sharp';
import { AppError } from '../../src-shared/contract/app-error';
import { tiffPages } from '../lib/images/tiff-pages';

/**
 * The only importer of sharp (libvips). Every image is measured from its header before any pixel is
 * decoded, and decoding is capped at the same limit, so a pixel bomb costs milliseconds.
 */
sharp.concurrency(1);
sharp.cache(false);

/** Largest page we decode: 100 MP (an A3 page at 600 dpi is ≈ 70 MP). */
export const MAX_PAGE_PIXELS = 100_000_000;

export type ImageKind = 'png' | 'jpeg' | 'tiff' | 'webp';

export interface ImageInfo {
  kind: ImageKind;
  pages: number;
  /** Size of each page in pixels, and its resolution if the file says (dots per inch). */
  sizes: { width: number; height: number; dpi: number | null }[];
}

/** sharp's format names of the images we read. */
const KINDS: Record<string, ImageKind> = { png: 'png', jpeg: 'jpeg', tiff: 'tiff', webp: 'webp' };

export async function imageInfo(bytes: Uint8Array): Promise<ImageInfo> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new AppError('PARSING_ERROR', `the image could not be read: ${(err as Error).message}`, { reason: 'invalid_image' });
  }
  const kind = KINDS[meta.format ?? ''];
  if (!kind) throw new AppError('PARSING_ERROR', `unsupported image format '${meta.format}'`, { reason: 'invalid_image' });
  // A TIFF's pages come from its directory chain in one pass (lib/images/tiff-pages.ts): asking for
  // each page's header here re-reads the chain from the start, quadratic in the pages.
  const walked = kind === 'tiff' ? tiffPages(bytes) : null;
  const pages = walked?.length ?? meta.pages ?? 1;
  const sizes: ImageInfo['sizes'] = [];
  for (let i = 0; i < pages; i++) {
    // Multi-page TIFFs may differ in size per page; each page header is read on its own.
    const own = walked?.[i];
    const m = own ? { width: own.width, height: own.height, density: own.dpi ?? undefined }
      : i === 0 ? meta : await sharp(bytes, { page: i, limitInputPixels: false }).metadata();
    const width = m.width ?? 0;
    const height = m.height ?? 0;
    if (width * height > MAX_PAGE_PIXELS) {
      throw new AppError('PARSING_ERROR', `image page ${i + 1} is ${width}×${height} pixels; the limit is ${MAX_PAGE_PIXELS} pixels`, {
        reason: 'image_too_large', page: i + 1, width, height, max_pixels: MAX_PAGE_PIXELS,
      });
    }
    sizes.push({ width, height, dpi: m.density && m.density > 1 ? m.density : null });
  }
  return { kind, pages, sizes };
}

/**
 * One page of an image file as a greyscale PNG for OCR, optionally rotated clockwise, and resized to
 * `enlarge`: enlarged with nearest-neighbour pixels (as a PDF viewer draws a low-resolution scan, so
 * an image and the same scan in a PDF are read alike), reduced (`lanczos3`) when past the pixel cap.
 */
export async function pageToGreyPng(bytes: Uint8Array, page: number, rotate: 0 | 90 | 180 | 270 = 0, enlarge: { width: number; height: number } | null = null, kernel: 'nearest' | 'lanczos3' = 'nearest'): Promise<Buffer> {
  // Sequential access: libvips streams the rows through a reduction instead of holding the whole page.
  let img = sharp(bytes, { page, limitInputPixels: MAX_PAGE_PIXELS, sequentialRead: true }).greyscale();
  if (rotate) img = img.rotate(rotate);
  if (enlarge) img = img.resize(enlarge.width, enlarge.height, { kernel, fit: 'fill' });
  return decoding(img.png({ compressionLevel: 1 }).toBuffer());
}

/** The spread of a page's grey levels (0–255), read in one streamed pass: how a blank page is told (tuning/budgets.ts). */
export async function greySpread(bytes: Uint8Array, page: number): Promise<{ min: number; max: number; stdev: number }> {
  const stats = await decoding(sharp(bytes, { page, limitInputPixels: MAX_PAGE_PIXELS, sequentialRead: true }).greyscale().stats());
  const grey = stats.channels[0];
  return { min: grey?.min ?? 0, max: grey?.max ?? 255, stdev: grey?.stdev ?? 255 };
}

/** Rotates a PNG clockwise. */
export async function rotatePng(png: Buffer, degrees: 90 | 180 | 270): Promise<Buffer> {
  return decoding(sharp(png, { limitInputPixels: MAX_PAGE_PIXELS }).rotate(degrees).png({ compressionLevel: 1 }).toBuffer());
}

/** Raw RGBA (or grey) pixels → greyscale PNG; fast settings, the PNG only feeds OCR. */
export async function encodeGreyPng(raw: Uint8Array, width: number, height: number, channels: 1 | 3 | 4): Promise<Buffer> {
  // One grey channel (alpha dropped) and the fastest deflate: the PNG only carries pixels to Tesseract.
  return sharp(raw, { raw: { width, height, channels }, limitInputPixels: MAX_PAGE_PIXELS }).removeAlpha().greyscale()
    .toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
}

/** A small preview (JPEG) of a PNG, for thumbnails. */
export async function thumbnail(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png).resize({ width }).jpeg({ quality: 70 }).toBuffer();
}

/** The grey pixels of an image (one byte per pixel), for the pixel analyses of the pipeline. */
export async function greyPixels(png: Buffer): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await decoding(sharp(png, { limitInputPixels: MAX_PAGE_PIXELS }).greyscale().raw().toBuffer({ resolveWithObject: true }));
  if (info.channels === 1) return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  // Greyscale output of an image with alpha keeps two channels; the first is the grey.
  const grey = new Uint8Array(info.width * info.height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels] as number;
  return { data: grey, width: info.width, height: info.height };
}

/**
 * The pixels of an upload are decoded only when a page is read, after its header was read fine: a
 * file cut short or damaged inside fails there, and that is the file's fault (a contract error), not
 * a bug of the pipeline.
 */
async function decoding<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('PARSING_ERROR', `the image could not be read: ${(err as Error).message}`, { reason: 'invalid_image' });
  }
}
