import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHost } from '../../src-main/host';
import type { Host } from '../../src-main/host';
import type { HostConfig } from '../../src-main/headless/config';
import type { ClientCreatedResponse } from '../../src-shared/contract/clients';

export const WORKER_ENTRY = new URL('../../src-worker/entry.ts', import.meta.url);

export interface TestHost extends Host {
  dataDir: string;
  /** Creates a client through the admin API and returns it with its key. */
  newClient(name?: string, plan?: string): Promise<ClientCreatedResponse>;
  dispose(): Promise<void>;
}

/** A real host (database, worker threads, app) in a temporary data dir; requests go through inject(). */
export async function startTestHost(overrides: Partial<HostConfig> & { workerEntry?: string | URL; now?: () => Date } = {}): Promise<TestHost> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'docintel-test-'));
  const config: HostConfig = { host: '127.0.0.1', port: 0, dataDir, workers: 1, adminKey: undefined, allowRemote: false, ...overrides };
  const host = await createHost({ config, version: 'test', workerEntry: overrides.workerEntry ?? WORKER_ENTRY, uiDir: null, now: overrides.now });
  return Object.assign(host, {
    dataDir,
    async newClient(name = 'Test client', plan?: string): Promise<ClientCreatedResponse> {
      const res = await host.app.inject({ method: 'POST', url: '/v1/admin/clients', headers: { 'x-api-key': host.adminKey },
        payload: plan ? { name, plan } : { name } });
      if (res.statusCode !== 201) throw new Error(`client creation failed: ${res.statusCode} ${res.body}`);
      return res.json<ClientCreatedResponse>();
    },
    async dispose(): Promise<void> {
      await host.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte (names, repeats, sizes). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----docintel${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.filename !== undefined || p.contentType) head += `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function file(name: string, filename: string, value: string | Buffer): Part {
  return { name, filename, value };
}
