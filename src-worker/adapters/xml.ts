import { SaxesParser } from 'saxes';
import type { SaxesTagNS } from 'saxes';
import iconv from 'iconv-lite';
import { AppError } from '../../src-shared/contract/app-error';
import { LIMITS } from '../../src-shared/contract/request';
import type { XmlElement } from '../../src-shared/document/model';

/** Ours: nesting deeper than this is refused (XML_TOO_COMPLEX); keeps recursion in later stages bounded. */
export const XML_MAX_DEPTH = 256;

export interface XmlLimits {
  maxBytes: number;
  maxElements: number;
  maxDepth: number;
}

const DEFAULT_LIMITS: XmlLimits = { maxBytes: LIMITS.xmlBytes, maxElements: LIMITS.xmlElements, maxDepth: XML_MAX_DEPTH };

/**
 * Encodings we decode, by normalised label. An allow-list rather than "whatever iconv-lite knows":
 * a label we do not expect is more likely a broken or hostile file than a real document.
 * UTF-8/16 go through TextDecoder with `fatal` so that invalid byte sequences are refused, not replaced.
 */
const ENCODINGS: Record<string, string> = {
  'utf-8': 'utf-8', utf8: 'utf-8', 'us-ascii': 'utf-8', ascii: 'utf-8',
  'utf-16': 'utf-16', utf16: 'utf-16', 'utf-16le': 'utf-16le', 'utf-16be': 'utf-16be',
  'windows-1251': 'windows-1251', cp1251: 'windows-1251', 'win-1251': 'windows-1251', 'x-cp1251': 'windows-1251',
  'koi8-r': 'koi8-r', koi8r: 'koi8-r', 'koi8-u': 'koi8-u',
  'ibm866': 'cp866', cp866: 'cp866',
  'iso-8859-5': 'iso-8859-5',
  'iso-8859-1': 'windows-1252', latin1: 'windows-1252', 'windows-1252': 'windows-1252', cp1252: 'windows-1252',
  // GB18030 is a superset of GBK and GB2312, so one decoder reads all three.
  gb2312: 'gb18030', gbk: 'gb18030', gb18030: 'gb18030', big5: 'big5',
};

const DECL_ENCODING = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/;

function malformed(message: string, details: Record<string, unknown>): AppError {
  return new AppError('XML_MALFORMED', message, details);
}

/** The `encoding=` of the XML declaration, read from text that is at least ASCII-compatible there. */
function declaredEncoding(head: string): string | null {
  const m = DECL_ENCODING.exec(head);
  if (!m) return null;
  const raw = m[2] ?? '';
  const key = raw.trim().toLowerCase();
  // hasOwn: a label such as "constructor" must not find Object.prototype's members.
  const enc = Object.hasOwn(ENCODINGS, key) ? ENCODINGS[key] : undefined;
  if (!enc) throw malformed(`unsupported XML encoding "${raw}"`, { reason: 'encoding', encoding: raw });
  return enc;
}

function decodeStrict(bytes: Uint8Array, label: 'utf-8' | 'utf-16le' | 'utf-16be'): string {
  try {
    // TextDecoder drops a leading BOM by default, which is what we want.
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    throw malformed(`XML bytes are not valid ${label}`, { reason: 'encoding', encoding: label });
  }
}

/**
 * Bytes → text, following XML 1.0 Appendix F: the BOM first, then the byte pattern of `<?xml`,
 * then the declaration's `encoding=`. A BOM wins over a contradicting declaration (common in
 * files written by .NET tools), but the declared label must still be one we know.
 */
export function decodeXml(bytes: Uint8Array): string {
  const b0 = bytes[0], b1 = bytes[1], b2 = bytes[2], b3 = bytes[3];
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) {
    throw malformed('UTF-32 XML is not supported', { reason: 'encoding', encoding: 'utf-32' });
  }
  let utf16: 'utf-16le' | 'utf-16be' | null = null;
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0x3c && b1 === 0 && b2 === 0x3f && b3 === 0)) utf16 = 'utf-16le';
  else if ((b0 === 0xfe && b1 === 0xff) || (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f)) utf16 = 'utf-16be';
  if (utf16) {
    const text = decodeStrict(bytes, utf16);
    declaredEncoding(text.slice(0, 512)); // only to refuse unknown labels
    return text;
  }
  const hasUtf8Bom = b0 === 0xef && b1 === 0xbb && b2 === 0xbf;
  // The declaration is ASCII in every 8-bit encoding we accept, so latin1 reads it faithfully.
  const head = Buffer.from(bytes.subarray(hasUtf8Bom ? 3 : 0, 512)).toString('latin1');
  const declared = declaredEncoding(head);
  // An 8-bit stream cannot really be UTF-16; such a label is a mislabelled UTF-8 file, read as such.
  if (hasUtf8Bom || declared === null || declared === 'utf-8' || declared.startsWith('utf-16')) return decodeStrict(bytes, 'utf-8');
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), declared);
}

/**
 * Offset of a DOCTYPE in the prolog (after whitespace, the declaration, PIs and comments), or -1.
 * saxes reports a DOCTYPE only once it has read all of it: a 10 MB internal subset costs a second
 * there, and nothing here.
 */
function prologDoctype(text: string): number {
  const skip: [string, string][] = [['<?', '?>'], ['<!--', '-->']];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (i < text.length && ' \t\r\n'.includes(text.charAt(i))) i++;
    const open = skip.find(([start]) => text.startsWith(start, i));
    if (!open) return text.startsWith('<!DOCTYPE', i) ? i : -1;
    const close = text.indexOf(open[1], i + open[0].length);
    if (close === -1) return -1; // unterminated: saxes reports it with its position
    i = close + open[1].length;
  }
}

/** 1-based line and column of a string offset. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return { line, column: offset - text.lastIndexOf('\n', offset - 1) };
}

const DOCTYPE_MESSAGE = 'XML with a DOCTYPE is not accepted (entity declarations are refused)';

interface Building {
  el: XmlElement;
  text: string[];
}

/** Strip saxes' "line:column: " prefix so the message reads as the reason only. */
function saxesReason(err: Error): string {
  return err.message.replace(/^\d+:\d+:\s*/, '').replace(/\.$/, '');
}

/**
 * Safe XML parse: bytes → element tree. Refuses, with a contract error and before any expansion:
 * over-size input (XML_TOO_LARGE), any DOCTYPE — and so any entity declaration, internal or
 * external (XML_MALFORMED, reason "doctype"), too many elements or too deep nesting
 * (XML_TOO_COMPLEX, stopping at the first element over the limit), and anything not well-formed
 * (XML_MALFORMED with line and 1-based column). Only the five predefined entities and numeric
 * character references are ever replaced; saxes has no way to fetch anything.
 */
export function parseXmlTree(bytes: Uint8Array, limits: XmlLimits = DEFAULT_LIMITS): XmlElement {
  if (bytes.length > limits.maxBytes) {
    throw new AppError('XML_TOO_LARGE', `XML is ${bytes.length} bytes; the limit is ${limits.maxBytes}`, {
      size: bytes.length, max_size: limits.maxBytes,
    });
  }
  const text = decodeXml(bytes);
  const doctypeAt = prologDoctype(text);
  if (doctypeAt !== -1) throw malformed(DOCTYPE_MESSAGE, { reason: 'doctype', ...positionOf(text, doctypeAt) });
  const parser = new SaxesParser({ xmlns: true, position: true });
  const where = (): { line: number; column: number } => ({ line: parser.line, column: parser.column + 1 });
  const stack: Building[] = [];
  // A holder, not a `let`: assignments inside the handlers are invisible to TypeScript's narrowing.
  const out: { root: XmlElement | null } = { root: null };
  let elements = 0;

  parser.on('error', (err) => {
    const pos = where();
    throw malformed(`XML is not well-formed: ${saxesReason(err)} (line ${pos.line}, column ${pos.column})`, {
      reason: saxesReason(err), ...pos,
    });
  });
  // A backstop for a DOCTYPE the prolog scan did not see; saxes calls this before any entity is used.
  parser.on('doctype', () => {
    throw malformed(DOCTYPE_MESSAGE, { reason: 'doctype', ...where() });
  });
  // Counted at the tag start so that the element over the limit is never built.
  parser.on('opentagstart', () => {
    elements++;
    if (elements > limits.maxElements) {
      throw new AppError('XML_TOO_COMPLEX', `XML has more than ${limits.maxElements} elements`, { max_elements: limits.maxElements });
    }
    if (stack.length + 1 > limits.maxDepth) {
      throw new AppError('XML_TOO_COMPLEX', `XML nests deeper than ${limits.maxDepth} levels`, { max_depth: limits.maxDepth });
    }
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attrs: Record<string, string> = {};
    for (const [name, a] of Object.entries(tag.attributes)) {
      if (name === 'xmlns' || a.prefix === 'xmlns') continue;
      // defineProperty: an attribute named `__proto__` is data, not a prototype assignment.
      Object.defineProperty(attrs, name, { value: a.value, enumerable: true, writable: true, configurable: true });
    }
    const el: XmlElement = { name: tag.local, ns: tag.uri === '' ? null : tag.uri, attrs, text: '', children: [] };
    const parent = stack[stack.length - 1];
    if (parent) parent.el.children.push(el);
    else out.root = el;
    stack.push({ el, text: [] });
  });
  const addText = (t: string): void => {
    // Whitespace outside the root is the only text saxes lets through there; it belongs to no element.
    const top = stack[stack.length - 1];
    if (top) top.text.push(t);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const done = stack.pop();
    if (done) done.el.text = done.text.join('').trim();
  });

  parser.write(text).close();
  if (!out.root) throw malformed('XML has no root element', { reason: 'no root element', ...where() });
  return out.root;
}
