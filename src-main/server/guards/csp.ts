import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy of every page of the UI (Electron's security checklist, and a browser
 * tab alike): scripts, workers, styles, fonts and requests from our own origin only; `blob:` for the
 * operator's own images and downloads; `wasm-unsafe-eval` for pdfjs's image decoders, never `eval`.
 * Inline styles are allowed: React sets positions (boxes on a page) as style attributes.
 */
export const UI_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Ignored in a `<meta>` policy, so sent in the header only. */
const HEADER_ONLY = "frame-ancestors 'none'";

/** The whole policy as the header carries it (pages served by their own routes, e.g. /docs). */
export const UI_CSP_HEADER = `${UI_CSP}; ${HEADER_ONLY}`;

/** Every answer outside `/v1` (the UI's pages and files) carries the policy. */
export function contentSecurityPolicy(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url !== apiPrefix && !request.url.startsWith(`${apiPrefix}/`)) reply.header('Content-Security-Policy', UI_CSP_HEADER);
  });
}
