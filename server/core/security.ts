// The security headers of every answer — API envelopes, /health, /docs, /r/,
// the panel's files and the not-found answer alike — set by one onSend hook at
// the root of the app. A header a route set itself (the /r/ page's stricter
// referrer policy) is kept. HSTS only when PUBLIC_URL is https: over plain
// http a browser ignores it, and a demo on localhost must not be pinned to https.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { servedOverHttps } from './origin';

/**
 * No inline script anywhere (Vite emits module files only, Swagger UI's page
 * loads files too). Styles allow 'unsafe-inline' because emotion (MUI) injects
 * <style> tags and Swagger UI sets styles inline at run time. Never framed.
 */
const policy = (imgSrc: string): string => [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `img-src ${imgSrc}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The panel and every other answer: images from anywhere over https (article covers and bodies) or data: (the QR code, MUI icons). */
export const PANEL_CSP = policy("'self' data: https:");

/**
 * Swagger UI at /docs (@fastify/swagger-ui's staticCSP): its icons are data:
 * SVG and it loads no remote image. Its own default would add
 * upgrade-insecure-requests (breaking a plain-http deployment) and allow
 * framing by this origin. Checked in Chromium: tests/e2e/docs.test.ts.
 */
export const DOCS_CSP = policy("'self' data:");

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': PANEL_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Register before any route: the hook then covers every route, the docs and the not-found handler. */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const headers = servedOverHttps(config) ? { ...SECURITY_HEADERS, 'strict-transport-security': HSTS } : SECURITY_HEADERS;
  const entries = Object.entries(headers);
  // with `done`: no promise of its own on every answer (core/hooks.ts syncHook)
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of entries) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
