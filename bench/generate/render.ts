/**
 * Rendering: HTML to PDF by Chromium (one browser for a whole run), and simulated scans: the PDF
 * rasterised by pdftoppm at a drawn dpi, turned by a small skew, blurred, given gaussian noise and
 * JPEG compression, and wrapped back into an image-only PDF.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Rng } from './prng';

export interface Renderer {
  pdf(html: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

export async function openRenderer(): Promise<Renderer> {
  let browser: Browser | null = null;
  return {
    async pdf(html) {
      browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
      const page = await browser.newPage();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        const landscape = html.includes('size: A4 landscape');
        // The page margins come from the template's @page rule.
        return new Uint8Array(await page.pdf({ format: 'A4', landscape, printBackground: true, preferCSSPageSize: true }));
      } finally {
        await page.close();
      }
    },
    async close() {
      await browser?.close();
      browser = null;
    },
  };
}

/** Whether a CJK font is installed (else Chinese documents would print tofu). */
export function hasCjkFont(): boolean {
  try {
    return /wqy|cjk|noto sans sc|source han/i.test(execFileSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

export interface ScanParams { dpi: number; skew: number; noise: number; blur: number; quality: number }

export function scanParams(r: Rng, fixedDpi: number | null): ScanParams {
  return {
    dpi: fixedDpi ?? r.pick([150, 200, 200, 240, 300]),
    skew: Math.round((r.next() * 3 - 1.5) * 100) / 100,
    noise: r.pick([4, 6, 8, 10]),
    blur: r.pick([0.4, 0.6, 0.8]),
    quality: r.pick([55, 65, 75, 85]),
  };
}

/** A simulated scan of a PDF: each page a noisy, skewed, blurred JPEG in an image-only PDF of the same page size. */
export async function scanPdf(pdf: Uint8Array, p: ScanParams, r: Rng): Promise<Uint8Array> {
  const dir = mkdtempSync(join(tmpdir(), 'gen-scan-'));
  try {
    const src = join(dir, 'in.pdf');
    await import('node:fs/promises').then((fs) => fs.writeFile(src, pdf));
    execFileSync('pdftoppm', ['-r', String(p.dpi), '-gray', '-png', src, join(dir, 'p')]);
    const pages = readdirSync(dir).filter((f) => /^p-\d+\.png$/.test(f)).sort();
    const out = await PDFDocument.create();
    for (const f of pages) {
      const img = sharp(readFileSync(join(dir, f))).greyscale();
      const meta = await img.metadata();
      const w = meta.width ?? 0;
      const h = meta.height ?? 0;
      const turned = await img.rotate(p.skew, { background: { r: 255, g: 255, b: 255 } }).blur(p.blur).raw().toBuffer({ resolveWithObject: true });
      const { data, info } = turned;
      for (let i = 0; i < data.length; i++) {
        const v = (data[i] ?? 255) + r.gauss() * p.noise;
        data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
      const left = Math.max(0, Math.floor((info.width - w) / 2));
      const top = Math.max(0, Math.floor((info.height - h) / 2));
      const jpg = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .extract({ left, top, width: Math.min(w, info.width), height: Math.min(h, info.height) })
        .jpeg({ quality: p.quality }).toBuffer();
      const image = await out.embedJpg(jpg);
      const pw = (w / p.dpi) * 72;
      const ph = (h / p.dpi) * 72;
      out.addPage([pw, ph]).drawImage(image, { x: 0, y: 0, width: pw, height: ph });
    }
    return await out.save();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
