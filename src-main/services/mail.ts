import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** One plain-text message. Addresses are validated by the caller; nothing here may contain CR/LF. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Where cabinet mail goes: the local outbox by default, SMTP when configured. */
export interface MailSender {
  /** Resolves with a human-readable place the message went (a file path, an SMTP reply). */
  send(message: MailMessage): Promise<string>;
  readonly kind: 'outbox' | 'smtp';
}

export const OUTBOX_DIR = 'outbox';
export const DEFAULT_FROM = 'DocIntel <docintel@localhost>';

const HEADER_SAFE = /^[^\r\n]*$/;

/**
 * An RFC 5322 message with CRLF line ends. Header values are refused if they could break out of
 * their header (CR/LF); the subject is ASCII by construction of its callers, the body UTF-8 8bit.
 */
export function formatMessage(message: MailMessage, date: Date, id: string): string {
  for (const v of [message.from, message.to, message.subject]) {
    if (!HEADER_SAFE.test(v)) throw new Error('mail header values may not contain line breaks');
  }
  const host = hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'localhost';
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@${host}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}

/**
 * Offline "sending": each message becomes `<data-dir>/outbox/<UTC timestamp>-<id>.eml`, mode 0600,
 * because it holds a live login link. The desktop shows this folder; the headless server prints
 * the path and the link (`notify`).
 */
export class OutboxSender implements MailSender {
  readonly kind = 'outbox';
  readonly dir: string;

  constructor(dataDir: string, private readonly now: () => Date = () => new Date()) {
    this.dir = join(dataDir, OUTBOX_DIR);
  }

  async send(message: MailMessage): Promise<string> {
    const at = this.now();
    const id = randomBytes(6).toString('hex');
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    // 20260302T090000.123Z: sorts by time, no characters Windows forbids in file names.
    const stamp = at.toISOString().replace(/[-:]/g, '');
    const file = join(this.dir, `${stamp}-${id}.eml`);
    // Written aside and renamed into place: whoever reads the outbox never sees half a message.
    const partial = `${file}.part`;
    writeFileSync(partial, formatMessage(message, at, id), { mode: 0o600, flag: 'wx' });
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return file;
  }
}
