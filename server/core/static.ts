// The built panel (dist/) at /: the .br/.gz copies written at build time
// (build/compress.ts) sent with their Content-Encoding, cache headers that
// let browsers keep hashed files for good and revalidate the rest, and the
// security headers of the panel's pages. /docs (Swagger UI) and the API are
// registered elsewhere and keep their own headers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';

/**
 * No inline script anywhere (Vite emits module files only). Styles allow
 * 'unsafe-inline' because emotion (MUI) injects <style> tags at run time;
 * images come from anywhere over https (article covers and bodies) or as
 * data: URLs (the QR code, MUI icons).
 */
export const PANEL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const PANEL_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': PANEL_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Vite's hashed output (assets/name-<hash>.ext) never changes under the same name. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(?:\.(?:br|gz))?$/;

export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function setFileHeaders(res: SetHeadersResponse, path: string): void {
  res.setHeader('cache-control', cacheControlFor(path));
  // one URL, several encodings: shared caches must key on what was asked for
  res.setHeader('vary', 'Accept-Encoding');
}

/** Serves `distDir` at / when it holds a built panel (index.html); does nothing otherwise. */
export async function registerPanel(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) return;
  await app.register(async (panel) => {
    panel.addHook('onSend', async (_request, reply) => {
      reply.headers(PANEL_SECURITY_HEADERS);
    });
    await panel.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: ['index.html'], // an array: preCompressed finds index.html.br only then
      preCompressed: true,
      cacheControl: false,
      setHeaders: setFileHeaders,
    });
  });
}
