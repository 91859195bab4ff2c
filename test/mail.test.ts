import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { OutboxSender, formatMessage } from '../src-main/services/mail';
import type { MailMessage } from '../src-main/services/mail';
import { SmtpSender, mailSenderFromEnv, parseSmtpUrl } from '../src-main/services/smtp';
import { notLoopback } from './helpers/remote-host';

/** The cabinet's mail: the offline outbox and the SMTP sender (against a scripted server on loopback). */
const message: MailMessage = { from: 'DocIntel <docintel@localhost>', to: 'owner@example.test', subject: 'Your DocIntel sign-in link',
  text: 'Hello,\n.a line that starts with a dot\nhttp://localhost:8765/cabinet/login?token=abc' };

const dirs: string[] = [];
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('outbox', () => {
  it('writes an RFC 5322 message with CRLF line ends, mode 0600', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-mail-'));
    dirs.push(dir);
    const file = await new OutboxSender(dir, () => new Date('2026-03-02T09:00:00.123Z')).send(message);
    assert.match(file, /outbox\/20260302T090000\.123Z-[0-9a-f]{12}\.eml$/);
    const text = readFileSync(file, 'utf8');
    assert.ok(text.startsWith('From: DocIntel <docintel@localhost>\r\nTo: owner@example.test\r\n'));
    assert.match(text, /\r\nDate: Mon, 02 Mar 2026 09:00:00 \+0000\r\n/);
    assert.ok(!/[^\r]\n/.test(text), 'every line ends in CRLF');
    assert.equal(statSync(file).mode & 0o777, 0o600);
  });

  it('refuses header values that could inject headers', () => {
    assert.throws(() => formatMessage({ ...message, to: 'a@b.test\r\nBcc: x@evil.test' }, new Date(), 'id'));
  });

  it('the outbox is the default; DOCINTEL_SMTP_URL selects SMTP', () => {
    assert.equal(mailSenderFromEnv({}, '/tmp/x', () => new Date()).sender.kind, 'outbox');
    const smtp = mailSenderFromEnv({ DOCINTEL_SMTP_URL: 'smtp://u%40x:p@mail.example.test', DOCINTEL_MAIL_FROM: 'Me <me@example.test>' }, '/tmp/x', () => new Date());
    assert.equal(smtp.sender.kind, 'smtp');
    assert.equal(smtp.from, 'Me <me@example.test>');
    assert.deepEqual(parseSmtpUrl('smtp://u%40x:p@mail.example.test'), { host: 'mail.example.test', port: 587, secure: false, user: 'u@x', pass: 'p' });
    assert.equal(parseSmtpUrl('smtps://mail.example.test').port, 465);
    assert.throws(() => parseSmtpUrl('http://mail.example.test'));
  });
});

/** A scripted SMTP server: records the conversation, answers `rcptCode` to RCPT. */
async function fakeSmtp(rcptCode = 250, address = '127.0.0.1'): Promise<{ server: Server; port: number; lines: string[]; data: Promise<string> }> {
  const lines: string[] = [];
  let gotData: (d: string) => void = () => undefined;
  const data = new Promise<string>((resolve) => { gotData = resolve; });
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let body = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') { inData = false; gotData(body); socket.write('250 2.0.0 queued as X1\r\n'); } else body += `${line}\r\n`;
          continue;
        }
        lines.push(line);
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250-AUTH PLAIN\r\n250 SIZE 1000000\r\n');
        else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
        else if (line.startsWith('MAIL FROM')) socket.write('250 ok\r\n');
        else if (line.startsWith('RCPT TO')) socket.write(`${rcptCode} rcpt\r\n`);
        else if (line === 'DATA') { inData = true; socket.write('354 go\r\n'); } else if (line === 'QUIT') { socket.end('221 bye\r\n'); }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  return { server, port: (server.address() as AddressInfo).port, lines, data };
}

describe('SMTP sender', () => {
  it('authenticates, addresses the envelope and dot-stuffs the body', async () => {
    const smtp = await fakeSmtp();
    try {
      const result = await new SmtpSender({ host: '127.0.0.1', port: smtp.port, secure: false, user: 'bot', pass: 'secret' }).send(message);
      assert.match(result, /250 2\.0\.0 queued as X1/);
      assert.deepEqual(smtp.lines.slice(1), [`AUTH PLAIN ${Buffer.from('\0bot\0secret').toString('base64')}`, 'MAIL FROM:<docintel@localhost>',
        'RCPT TO:<owner@example.test>', 'DATA', 'QUIT']);
      const body = await smtp.data;
      assert.match(body, /\r\n\.\.a line that starts with a dot\r\n/);
      assert.match(body, /^From: DocIntel <docintel@localhost>\r\n/);
    } finally {
      smtp.server.close();
    }
  });

  it('a refused recipient is an error, not a silent success', async () => {
    const smtp = await fakeSmtp(550);
    try {
      await assert.rejects(new SmtpSender({ host: '127.0.0.1', port: smtp.port, secure: false }).send(message), /RCPT: 550/);
    } finally {
      smtp.server.close();
    }
  });

  it('plain SMTP to another machine without STARTTLS is refused before any address is sent', async () => {
    const { listen, connect } = notLoopback();
    const smtp = await fakeSmtp(250, listen);
    try {
      await assert.rejects(new SmtpSender({ host: connect, port: smtp.port, secure: false }).send(message), /offers no STARTTLS/);
      assert.ok(!smtp.lines.some((l) => l.startsWith('MAIL') || l.startsWith('AUTH')));
    } finally {
      smtp.server.close();
    }
  });
});
