import { createRequire } from 'node:module';
import type { Endpoint } from 'comlink';
import type { MessagePort, Worker } from 'node:worker_threads';

/** comlink's Node adapter, loaded with require: its UMD typings do not resolve as an ES default export. */
export const nodeEndpoint = createRequire(import.meta.url)('comlink/dist/umd/node-adapter.js') as (nep: MessagePort | Worker) => Endpoint;
