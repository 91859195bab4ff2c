import { deflateSync } from 'node:zlib';

/**
 * An 8-bit grey PNG written by hand (no PNG encoder in node_modules besides sharp, which would hold
 * the whole raster three times over): `pixel(x, y)` gives each grey level, row by row.
 */
export function writeGreyPng(width: number, height: number, row: (y: number, out: Uint8Array) => void): Buffer {
  const stride = width + 1; // a filter byte (0, none) before each row
  const raw = Buffer.alloc(stride * height);
  const line = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    line.fill(255);
    row(y, line);
    raw.set(line, y * stride + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8 bits, grey, deflate, adaptive filtering, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
