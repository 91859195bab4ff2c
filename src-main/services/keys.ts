import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * API keys: `di_` + 32 base62 characters (≈190 bits) + a 6-character base62 CRC32 checksum.
 * The checksum lets a malformed or mistyped key be refused without touching the database;
 * only SHA-256 digests and a short display prefix are ever stored.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PREFIX = 'di_';
const BODY_LENGTH = 32;
const CHECK_LENGTH = 6;
export const KEY_LENGTH = KEY_PREFIX.length + BODY_LENGTH + CHECK_LENGTH;
/** Characters shown as `api_key_prefix`: the `di_` tag and 8 of the random body. */
export const DISPLAY_PREFIX_LENGTH = KEY_PREFIX.length + 8;
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECK_LENGTH}}$`);

export function generateKey(): string {
  // Rejection sampling keeps every character uniform over the 62-letter alphabet.
  let body = '';
  while (body.length < BODY_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && body.length < BODY_LENGTH) body += ALPHABET[byte % 62];
    }
  }
  return KEY_PREFIX + body + checksum(body);
}

/** Shape and checksum only; says nothing about whether the key exists. */
export function isWellFormedKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const body = key.slice(KEY_PREFIX.length, KEY_PREFIX.length + BODY_LENGTH);
  return key.slice(-CHECK_LENGTH) === checksum(body);
}

export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}

/** Constant-time comparison of two digests. */
export function sameDigest(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function checksum(body: string): string {
  let n = crc32(body) >>> 0;
  let out = '';
  for (let i = 0; i < CHECK_LENGTH; i++) {
    out = ALPHABET[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}
