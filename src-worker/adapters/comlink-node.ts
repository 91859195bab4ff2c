import { createRequire } from 'node:module';
import type { Endpoint } from 'comlink';
import type { MessagePort, Worker } from 'node:worker_threads';

/**
 * comlink's Node adapter. Loaded with require because its UMD typings declare a default export
 * that NodeNext/bundler resolution sees as a namespace.
 */
export const nodeEndpoint = createRequire(import.meta.url)('comlink/dist/umd/node-adapter.js') as (nep: MessagePort | Worker) => Endpoint;
