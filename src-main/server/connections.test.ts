import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { trackConnections } from './connections';

/** A server whose handler answers after `delayMs`, with Node's minute-long headers timeout. */
async function serve(delayMs: number) {
  const server = createServer((_request, response) => {
    setTimeout(() => response.end('done'), delayMs);
  });
  server.headersTimeout = 60_000;
  server.requestTimeout = 120_000;
  const tracker = trackConnections(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, tracker, port: (server.address() as AddressInfo).port };
}

function closeServer(server: ReturnType<typeof createServer>): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

describe('trackConnections', () => {
  it('a client that sent half a request head does not hold the server open until the headers timeout', async () => {
    const { server, tracker, port } = await serve(0);
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /v1/process HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const ended = once(socket, 'close');
    await new Promise((r) => setTimeout(r, 50));
    tracker.closeWaiting();
    // Guards against a hang only: without the tracker this waits for the 60 s headers timeout.
    let guard: NodeJS.Timeout | undefined;
    await Promise.race([closeServer(server), new Promise((_, reject) => {
      guard = setTimeout(() => reject(new Error('close waited for the headers timeout')), 30_000);
    })]);
    clearTimeout(guard);
    await ended;
  });

  it('a request being answered when closing begins gets its whole answer, then its connection ends', async () => {
    const { server, tracker, port } = await serve(300);
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const ended = once(socket, 'close');
    await new Promise((r) => setTimeout(r, 50));
    tracker.closeWaiting();
    const closed = closeServer(server);
    await ended;
    await closed;
    assert.match(received, /^HTTP\/1\.1 200 OK/);
    assert.ok(received.endsWith('done') || received.includes('\r\n4\r\ndone\r\n'), received);
  });

  it('a kept-alive connection with nothing in flight ends at once', async () => {
    const { server, tracker, port } = await serve(0);
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await once(socket, 'data');
    const ended = once(socket, 'close');
    tracker.closeWaiting();
    await closeServer(server);
    await ended;
  });
});
