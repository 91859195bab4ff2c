import { connect } from 'node:net';

/**
 * A client that writes exactly the bytes it is given on a TCP socket, for requests that no HTTP
 * library would send (broken framing, thousands of headers, headers that never end). It reads one
 * response by its Content-Length and then watches whether the server closes the connection.
 */
export interface RawAnswer {
  status: number;
  /** Header names lower-cased; a repeated name keeps its last value. */
  headers: Record<string, string>;
  body: string;
  /** Settles when the server closes the connection, with any bytes that came after the response. */
  closed: Promise<Buffer>;
  /** Ends the client's side (for answers on a connection the server keeps open). */
  end(): void;
}

/** Hang guard only: every answer here comes in milliseconds, or after the 408 test's timeout of about a second. */
const HANG_GUARD_MS = 60_000;

/**
 * Sends `parts` one after the other (a number is a pause in milliseconds) and resolves with the
 * first complete response. `parts` may stop in the middle of a request: the server must answer anyway.
 */
export function rawExchange(url: string, parts: (string | Buffer | number)[]): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = Buffer.alloc(0);
  let answer: RawAnswer | null = null;
  let responseEnd = 0;
  let resolveClosed: (rest: Buffer) => void = () => undefined;
  const closed = new Promise<Buffer>((resolve) => { resolveClosed = resolve; });

  return new Promise<RawAnswer>((resolve, reject) => {
    const guard = setTimeout(() => { socket.destroy(); reject(new Error(`no answer within ${HANG_GUARD_MS} ms: ${received.toString('latin1').slice(0, 200)}`)); }, HANG_GUARD_MS);
    const tryParse = (): void => {
      if (answer) return;
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length']);
      if (!Number.isInteger(length)) {
        clearTimeout(guard);
        socket.destroy();
        reject(new Error(`a response without Content-Length: ${statusLine}`));
        return;
      }
      if (received.length < headEnd + 4 + length) return;
      responseEnd = headEnd + 4 + length;
      clearTimeout(guard);
      answer = {
        status: Number(statusLine.split(' ')[1]), headers, body: received.subarray(headEnd + 4, responseEnd).toString('utf8'),
        closed, end: () => socket.end(),
      };
      resolve(answer);
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      tryParse();
    });
    // The server may close while we are still writing (it answered early): not an error of ours.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      resolveClosed(received.subarray(responseEnd));
      if (!answer) {
        clearTimeout(guard);
        reject(new Error(`closed without a complete response: ${JSON.stringify(received.toString('latin1').slice(0, 300))}`));
      }
    });
    socket.on('connect', () => {
      void (async () => {
        for (const part of parts) {
          if (typeof part === 'number') await new Promise((r) => setTimeout(r, part));
          else if (!socket.destroyed) socket.write(part);
        }
      })();
    });
  });
}
