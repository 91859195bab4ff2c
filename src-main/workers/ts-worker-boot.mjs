// Node 20 does not run tsx's hooks inside worker threads, so a .ts worker entry is started
// through this file: register tsx in the worker, then import the real entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.__tsEntry);
