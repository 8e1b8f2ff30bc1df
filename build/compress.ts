// Vite plugin: after `vite build`, writes a brotli (.br) and a gzip (.gz) copy
// next to every text asset of dist/, so the server sends them as they are
// (@fastify/static preCompressed, server/core/static.ts) instead of
// compressing on each request. node's zlib only, at the highest levels: the
// cost is paid once per build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes file.br and file.gz when each is smaller than the file; returns how many were written. */
export async function compressFile(file: string): Promise<number> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return 0;
  const variants = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).then((out) => ({ ext: '.br', out })),
    gz(data, { level: constants.Z_BEST_COMPRESSION }).then((out) => ({ ext: '.gz', out })),
  ]);
  const worth = variants.filter((v) => v.out.length < data.length * 0.95);
  await Promise.all(worth.map((v) => writeFile(file + v.ext, v.out)));
  return worth.length;
}

/** Compresses every text asset under `dir` (already-compressed and binary files are left alone). */
export async function compressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const written = await Promise.all(files.map(compressFile));
  return written.reduce((a, b) => a + b, 0);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'moderator-panel:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressDir(outDir);
    },
  };
}
