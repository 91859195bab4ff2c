import { randomBytes } from 'node:crypto';
import { connect as netConnect } from 'node:net';
import type { Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as tlsConnect } from 'node:tls';
import type { ConnectionOptions } from 'node:tls';
import { isLoopbackHost } from '../headless/config';
import { DEFAULT_FROM, OutboxSender, formatMessage } from './mail';
import type { MailMessage, MailSender } from './mail';

/**
 * A minimal SMTP submission client on node:net/node:tls (RFC 5321 + STARTTLS + AUTH PLAIN), enough
 * to deliver one plain-text login link; no package needed. A login link is a credential, so plain
 * SMTP is refused unless the server is on loopback or upgrades with STARTTLS.
 */
export interface SmtpOptions {
  host: string;
  port: number;
  /** true: TLS from the first byte (smtps, 465); false: plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  user?: string;
  pass?: string;
  timeoutMs?: number;
  /** Extra TLS options (a private CA, for instance). */
  tls?: ConnectionOptions;
}

interface Reply { code: number; lines: string[] }

/** `smtp://[user:pass@]host[:587]` or `smtps://[user:pass@]host[:465]`. */
export function parseSmtpUrl(value: string): SmtpOptions {
  const url = new URL(value);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('DOCINTEL_SMTP_URL must start with smtp:// or smtps://');
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new Error('DOCINTEL_SMTP_URL has no host');
  return { host, port: url.port ? Number(url.port) : secure ? 465 : 587, secure,
    user: url.username ? decodeURIComponent(url.username) : undefined, pass: url.password ? decodeURIComponent(url.password) : undefined };
}

/** SMTP when DOCINTEL_SMTP_URL is set, else the local outbox. */
export function mailSenderFromEnv(env: NodeJS.ProcessEnv, dataDir: string, now: () => Date): { sender: MailSender; from: string } {
  const from = env.DOCINTEL_MAIL_FROM || DEFAULT_FROM;
  if (!/^[^\r\n]+$/.test(from)) throw new Error('DOCINTEL_MAIL_FROM may not contain line breaks');
  const sender = env.DOCINTEL_SMTP_URL ? new SmtpSender(parseSmtpUrl(env.DOCINTEL_SMTP_URL)) : new OutboxSender(dataDir, now);
  return { sender, from };
}

export class SmtpSender implements MailSender {
  readonly kind = 'smtp';

  constructor(private readonly options: SmtpOptions) {}

  async send(message: MailMessage): Promise<string> {
    const o = this.options;
    const timeout = o.timeoutMs ?? 30_000;
    let socket: Socket = o.secure
      ? tlsConnect({ host: o.host, port: o.port, servername: o.host, ...o.tls })
      : netConnect({ host: o.host, port: o.port });
    let reader = new ReplyReader(socket, timeout);
    try {
      await reader.expect([220]);
      const name = hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'localhost';
      let ehlo = await reader.command(`EHLO ${name}`, [250]);
      if (!o.secure) {
        if (ehlo.lines.some((l) => /^STARTTLS\b/i.test(l))) {
          await reader.command('STARTTLS', [220]);
          reader.detach();
          socket = tlsConnect({ socket, servername: o.host, ...o.tls });
          reader = new ReplyReader(socket, timeout);
          await new Promise<void>((resolve, reject) => {
            socket.once('secureConnect', resolve);
            socket.once('error', reject);
          });
          ehlo = await reader.command(`EHLO ${name}`, [250]);
        } else if (!isLoopbackHost(o.host)) {
          throw new Error(`SMTP server ${o.host} offers no STARTTLS; a login link is not sent in clear text`);
        }
      }
      if (o.user !== undefined) {
        const plain = Buffer.from(`\0${o.user}\0${o.pass ?? ''}`, 'utf8').toString('base64');
        await reader.command(`AUTH PLAIN ${plain}`, [235]);
      }
      await reader.command(`MAIL FROM:<${envelope(message.from)}>`, [250]);
      await reader.command(`RCPT TO:<${envelope(message.to)}>`, [250, 251]);
      await reader.command('DATA', [354]);
      const data = formatMessage(message, new Date(), randomBytes(8).toString('hex'));
      // Dot-stuffing (RFC 5321 §4.5.2): a line starting with "." gets a second one.
      const done = await reader.command(`${data.replace(/^\./gm, '..')}.`, [250]);
      await reader.command('QUIT', [221]).catch(() => undefined);
      return `smtp://${o.host}:${o.port} ${done.code} ${done.lines.join(' ')}`.trim();
    } finally {
      socket.destroy();
    }
  }
}

/** The bare address of `Name <addr>` or `addr`. */
function envelope(address: string): string {
  return /<([^<>\s]+)>\s*$/.exec(address)?.[1] ?? address.trim();
}

/** Collects multi-line SMTP replies ("250-…" … "250 …") from a socket, one promise per reply. */
class ReplyReader {
  private pending = '';
  private current: string[] = [];
  private readonly replies: Reply[] = [];
  private waiter: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;
  private readonly onData = (chunk: Buffer): void => this.feed(chunk.toString('utf8'));
  private readonly onError = (err: Error): void => this.fail(err);
  private readonly onClose = (): void => this.fail(new Error('SMTP connection closed'));

  constructor(private readonly socket: Socket, timeoutMs: number) {
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP server did not answer in time')));
  }

  /** Hands the raw socket over (to TLS) without closing it. */
  detach(): void {
    this.socket.off('data', this.onData);
    this.socket.off('error', this.onError);
    this.socket.off('close', this.onClose);
    this.socket.setTimeout(0);
  }

  async command(line: string, ok: number[]): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(ok, line.split(' ')[0] ?? line);
  }

  async expect(ok: number[], what = 'greeting'): Promise<Reply> {
    const reply = await this.next();
    if (!ok.includes(reply.code)) throw new Error(`SMTP ${what}: ${reply.code} ${reply.lines.join(' ')}`);
    return reply;
  }

  private next(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => { this.waiter = { resolve, reject }; });
  }

  private feed(chunk: string): void {
    this.pending += chunk;
    let end: number;
    while ((end = this.pending.indexOf('\n')) >= 0) {
      const line = this.pending.slice(0, end).replace(/\r$/, '');
      this.pending = this.pending.slice(end + 1);
      this.current.push(line.slice(4));
      if (line.charAt(3) === '-') continue;
      const reply = { code: Number(line.slice(0, 3)), lines: this.current };
      this.current = [];
      const w = this.waiter;
      this.waiter = null;
      if (w) w.resolve(reply);
      else this.replies.push(reply);
    }
  }

  private fail(err: Error): void {
    this.failure ??= err;
    const w = this.waiter;
    this.waiter = null;
    w?.reject(err);
  }
}
