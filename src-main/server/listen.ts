import type { FastifyInstance } from 'fastify';

export interface Listening {
  url: string;
  host: string;
  port: number;
}

/** Binds the app; port 0 picks a free port. Returns the URL people should open. */
export async function startServer(app: FastifyInstance, host: string, port: number): Promise<Listening> {
  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${urlHost}:${actualPort}`, host, port: actualPort };
}
