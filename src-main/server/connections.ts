import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Knows which connections are answering a request right now, so that closing the server can end
 * every other connection at once. Node's own `closeIdleConnections` counts a connection whose
 * request head is still arriving (or a client that connected and went quiet) as busy, and such a
 * connection would hold `close()` open until the headers timeout (a minute).
 */
export interface ConnectionTracker {
  /** Ends every connection that is not answering a request; those that are end after their answer. */
  closeWaiting(): void;
}

export function trackConnections(server: Server): ConnectionTracker {
  const busy = new Map<Socket, number>();
  const all = new Set<Socket>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    all.add(socket);
    socket.once('close', () => {
      all.delete(socket);
      busy.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    let done = false;
    const finished = (): void => {
      if (done) return;
      done = true;
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      // After close began, a kept-alive connection is not kept: its answer carried `connection: close`.
      if (closing && left <= 0) socket.destroySoon();
    };
    response.once('finish', finished);
    response.once('close', finished);
  });
  return {
    closeWaiting() {
      closing = true;
      for (const socket of all) if (!busy.has(socket)) socket.destroy();
    },
  };
}
