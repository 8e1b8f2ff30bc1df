// The built panel (dist/) at /: the .br/.gz copies written at build time
// (build/compress.ts) sent with their Content-Encoding, cache headers that
// let browsers keep hashed files for good and revalidate the rest. Its
// security headers are every answer's (server/core/security.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite's hashed output (assets/name-<hash>.ext) never changes under the same name. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(?:\.(?:br|gz))?$/;

export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// Vary: Accept-Encoding (one URL, several encodings) is preCompressed's own since @fastify/static 10.1.
function setFileHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', cacheControlFor(path));
}

/** Serves `distDir` at / when it holds a built panel (index.html); does nothing otherwise. */
export async function registerPanel(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) return;
  await app.register(async (panel) => {
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
