// Debug mode on Vite's dev server (`vite --mode mock`): no proxy to the real
// API, and MSW's service worker script served straight from node_modules, so
// it matches the installed msw and never lands in dist/ (no public/ copy).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const DEBUG_MODE = 'mock';
export const WORKER_PATH = '/mockServiceWorker.js';

export function debugMode(): Plugin {
  return {
    name: 'moderator-panel:debug-mode',
    apply: (_config, env) => env.mode === DEBUG_MODE && env.command === 'serve',
    config(config) {
      // The sample API answers in the browser; a proxy would only hide its absence.
      if (config.server) delete config.server.proxy;
      // Its own pre-bundled dependencies: switching between dev and dev:mock re-optimizes neither.
      config.cacheDir ??= 'node_modules/.vite-mock';
    },
    configureServer(server) {
      const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      server.middlewares.use(WORKER_PATH, (_req, res, next) => {
        readFile(file).then((script) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(script);
        }, next);
      });
    },
  };
}
