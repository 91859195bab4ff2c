import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { AppError } from '../../../src-shared/contract/app-error';
import type { ErrorCode } from '../../../src-shared/contract/errors';
import { LIMITS } from '../../../src-shared/contract/request';
import type { ParsedDocument } from '../../../src-shared/document/model';
import { corpusBytes } from '../../../test/helpers/corpus';
import { decodeXml, parseXmlTree } from '../../adapters/xml';
import { parseXml } from './index';

/**
 * Hang guard for the suites of attacks and limits (about 2 s in all): an attack that got through
 * (entities expanded, a DOCTYPE followed, a quadratic decoder) runs for minutes or forever. How
 * fast the refusals are is measured by bench/attacks.ts, not here.
 */
const HANG_GUARD = { timeout: 60_000 };

function parse(bytes: Uint8Array | string): Promise<ParsedDocument> {
  const b = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return parseXml({ bytes: b, fileName: 'input.xml', fileHash: null, language: null, progress: () => undefined });
}

/** Runs the parse, asserts the contract error, returns the error. */
async function refused(input: Uint8Array | string, code: ErrorCode): Promise<AppError> {
  let caught: unknown = null;
  try {
    await parse(input);
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof AppError, `expected AppError ${code}, got ${String(caught)}`);
  assert.equal(caught.code, code, caught.message);
  return caught;
}

const elements = (n: number): string => `<r>${'<a/>'.repeat(n - 1)}</r>`;
const nested = (depth: number): string => '<a>'.repeat(depth) + '</a>'.repeat(depth);
/** A document of exactly `size` bytes: one root with ASCII text. */
const sized = (size: number): string => `<r>${'x'.repeat(size - 7)}</r>`;

describe('XML attacks', HANG_GUARD, () => {
  it('refuses billion laughs as a DOCTYPE', async () => {
    const err = await refused(corpusBytes('synthetic/billion-laughs.xml'), 'XML_MALFORMED');
    assert.deepEqual(err.details, { reason: 'doctype', line: 2, column: 1 });
  });

  it('refuses XXE without reading the file', async () => {
    const err = await refused(corpusBytes('synthetic/xxe.xml'), 'XML_MALFORMED');
    assert.equal(err.details.reason, 'doctype');
    const hostname = existsSync('/etc/hostname') ? readFileSync('/etc/hostname', 'utf8').trim() : '';
    if (hostname) assert.ok(!`${err.message} ${JSON.stringify(err.details)}`.includes(hostname));
  });

  it('refuses quadratic blowup (one big internal entity referenced many times)', async () => {
    const xml = `<?xml version="1.0"?>\n<!-- prolog comment -->\n<!DOCTYPE r [<!ENTITY a "${'a'.repeat(50_000)}">]>\n<r>${'&a;'.repeat(200_000)}</r>`;
    const err = await refused(xml, 'XML_MALFORMED');
    assert.deepEqual(err.details, { reason: 'doctype', line: 3, column: 1 });
  });

  it('refuses a DOCTYPE with a 10 MB internal subset at once', async () => {
    await refused(`<!DOCTYPE r [${'<!-- x -->'.repeat(1_000_000)}]><r/>`, 'XML_MALFORMED');
  });

  it('refuses parameter entities and public external DTDs alike', async () => {
    await refused('<!DOCTYPE r [<!ENTITY % p SYSTEM "http://127.0.0.1:9/x.dtd"> %p;]><r/>', 'XML_MALFORMED');
    await refused('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html/>', 'XML_MALFORMED');
  });

  it('never expands an undeclared entity', async () => {
    const err = await refused('<r>&xxe;</r>', 'XML_MALFORMED');
    assert.equal(err.details.reason, 'undefined entity');
  });

  it('decodes predefined entities and a flood of numeric character references', async () => {
    const doc = await parse('<r a="&lt;&amp;&#x41;">&quot;&apos;&gt;&#1071;</r>');
    assert.deepEqual(doc.xml?.attrs, { a: '<&A' });
    assert.equal(doc.xml?.text, '"\'>Я');
    const flood = await parse(`<r>${'&#65;'.repeat(1_000_000)}</r>`);
    assert.equal(flood.xml?.text, 'A'.repeat(1_000_000));
  });
});

describe('XML limits', HANG_GUARD, () => {
  it('accepts exactly 200,000 elements and refuses 200,001', async () => {
    const ok = await parse(elements(LIMITS.xmlElements));
    assert.equal(ok.xml?.children.length, LIMITS.xmlElements - 1);
    const err = await refused(elements(LIMITS.xmlElements + 1), 'XML_TOO_COMPLEX');
    assert.deepEqual(err.details, { max_elements: 200_000 });
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte before parsing', async () => {
    const ok = await parse(sized(LIMITS.xmlBytes));
    assert.equal(ok.source.bytes, 10 * 1024 * 1024);
    const err = await refused(sized(LIMITS.xmlBytes + 1), 'XML_TOO_LARGE');
    assert.deepEqual(err.details, { size: 10 * 1024 * 1024 + 1, max_size: 10 * 1024 * 1024 });
    // Size comes first: even garbage over the limit is "too large", not "malformed".
    await refused(new Uint8Array(LIMITS.xmlBytes + 1), 'XML_TOO_LARGE');
  });

  it('accepts nesting 256 deep and refuses 257 and 10,000', async () => {
    const ok = await parse(nested(256));
    assert.ok(ok.markdown.includes('- a'));
    assert.deepEqual((await refused(nested(257), 'XML_TOO_COMPLEX')).details, { max_depth: 256 });
    await refused(nested(10_000), 'XML_TOO_COMPLEX');
  });

  it('reports where truncated or broken XML stops being well-formed', async () => {
    const err = await refused('<?xml version="1.0"?>\n<r>\n  <a>1</a>\n  <b>', 'XML_MALFORMED');
    assert.equal(err.details.reason, 'unclosed tag: b');
    assert.equal(err.details.line, 4);
    assert.equal(typeof err.details.column, 'number');
    const mismatch = await refused('<r>\n<a></b>\n</r>', 'XML_MALFORMED');
    assert.equal(mismatch.details.line, 2);
    for (const bad of ['', '   ', 'plain text', '<r/><r/>', '<r a="1" a="2"/>', '<p:r/>']) await refused(bad, 'XML_MALFORMED');
  });
});

describe('XML encodings', () => {
  const body = '<r a="Привет">Привет</r>';
  const utf16le = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf16le'));
  const swap = (b: Uint8Array): Uint8Array => b.map((_, i) => b[i % 2 === 0 ? i + 1 : i - 1] ?? 0);
  const cyr = (prefix: string, word: number[]): Uint8Array =>
    new Uint8Array([...Buffer.from(`${prefix}<r a="`), ...word, ...Buffer.from('">'), ...word, ...Buffer.from('</r>')]);

  it('follows BOMs and byte patterns: UTF-8, UTF-16LE, UTF-16BE', () => {
    const decl16 = `<?xml version="1.0" encoding="UTF-16"?>${body}`;
    const cases: Uint8Array[] = [
      new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(body)]),
      new Uint8Array([0xff, 0xfe, ...utf16le(decl16)]),
      utf16le(decl16), // no BOM: recognised by the `<?` byte pattern
      new Uint8Array([0xfe, 0xff, ...swap(utf16le(decl16))]),
      swap(utf16le(decl16)),
    ];
    for (const bytes of cases) assert.deepEqual(parseXmlTree(bytes).attrs, { a: 'Привет' });
  });

  it('reads windows-1251 and koi8-r by the declaration', () => {
    const cp1251 = cyr('<?xml version="1.0" encoding="windows-1251"?>', [0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]);
    const koi8 = cyr("<?xml version='1.0' encoding='KOI8-R'?>", [0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4]);
    assert.equal(parseXmlTree(cp1251).text, 'Привет');
    assert.equal(parseXmlTree(koi8).text, 'Привет');
    assert.equal(decodeXml(cyr('<?xml version="1.0" encoding="cp1251"?>', [0xcf])).includes('П'), true);
  });

  it('refuses unknown encodings, UTF-32 and invalid UTF-8', async () => {
    const unknown = await refused('<?xml version="1.0" encoding="x-klingon"?><r/>', 'XML_MALFORMED');
    assert.deepEqual(unknown.details, { reason: 'encoding', encoding: 'x-klingon' });
    await refused(new Uint8Array([0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0]), 'XML_MALFORMED');
    const bad = await refused(new Uint8Array([...Buffer.from('<r>'), 0xcf, 0xf0, ...Buffer.from('</r>')]), 'XML_MALFORMED');
    assert.equal(bad.details.reason, 'encoding');
  });
});

describe('XML names that collide with Object.prototype', () => {
  it('keeps an attribute named __proto__ as data and refuses an encoding named constructor', async () => {
    const doc = await parse('<r __proto__="x" constructor="y"><__proto__>z</__proto__></r>');
    assert.equal(Object.getPrototypeOf(doc.xml?.attrs), Object.prototype);
    assert.deepEqual(Object.entries(doc.xml?.attrs ?? {}), [['__proto__', 'x'], ['constructor', 'y']]);
    assert.ok(doc.markdown.includes('- __proto__: x\n- constructor: y\n- __proto__: z'));
    await refused('<?xml version="1.0" encoding="constructor"?><r/>', 'XML_MALFORMED');
  });
});
