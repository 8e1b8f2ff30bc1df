// Builds the bench's baseline app (./main.tsx) into a temp dir with the panel's Vite settings (the build
// aliases of vite.config.ts, brotli and gzip copies of build/compress.ts) and serves it from a tiny static
// server that forwards the API paths to the product: one origin for the app and its API, as the product.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../../build/compress';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const API_PATHS = ['/mdr/', '/api/', '/user/', '/v3/'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2', '.png': 'image/png',
};

export interface Baseline {
  url: string;
  stop(): Promise<void>;
}

/** vite build of ./main.tsx into a new temp dir; returns the dir. */
export async function buildBaseline(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'mdr-baseline-'));
  await build({
    root: ROOT,
    configFile: false,
    base: './',
    logLevel: 'warn',
    plugins: [react(), precompress()],
    resolve: {
      alias: {
        'object.entries': join(REPO, 'build/shims/object.entries.cjs'),
        hasown: join(REPO, 'build/shims/hasown.cjs'),
      },
    },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}

function forward(req: IncomingMessage, res: ServerResponse, apiPort: number): void {
  const upstream = request({ host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** The file as the product's server sends it: its brotli or gzip copy when the browser takes one. */
function sendFile(req: IncomingMessage, res: ServerResponse, dir: string): void {
  const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
  const file = join(dir, normalize(path === '/' ? '/index.html' : path));
  if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const variant = [['br', '.br'], ['gzip', '.gz']].find(([enc, ext]) => accepts.includes(enc) && existsSync(file + ext));
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (variant) headers['content-encoding'] = variant[0];
  res.writeHead(200, headers);
  createReadStream(variant ? file + variant[1] : file).pipe(res);
}

/** Builds the baseline and serves it on a free port; the API paths go to the product at `apiPort`. */
export async function startBaseline(apiPort: number): Promise<Baseline> {
  const dir = await buildBaseline();
  const server = createServer((req, res) => {
    if (API_PATHS.some((p) => req.url?.startsWith(p))) forward(req, res, apiPort);
    else sendFile(req, res, dir);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
