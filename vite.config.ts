/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
// The config's local imports, and theirs (build/bootPreload.ts, src/boot/listRoute.ts), name the file with
// its extension: Vite 8 warns on every run otherwise, as Node's own TypeScript loading (its coming
// `configLoader: 'native'`) needs it.
import { bootPreload } from './build/bootPreload.ts';
import { entryModules, PLAN_PASS } from './build/chunkPlan.ts';
import { signedInChunks } from './build/chunks.ts';
import { precompress } from './build/compress.ts';
import { debugMode } from './mocks/debug/vitePlugin.ts';
import { visualizer } from 'rollup-plugin-visualizer';

const apiPort = Number(process.env.API_PORT ?? 8080);
// Every API path the panel calls (docs/api.md); the dev server forwards them.
const apiPaths = ['/api', '/user', '/mdr', '/v3', '/docs', '/health', '^/r/'];

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // the signed-in first screen in a few chunks (build/chunks.ts), planned from a first build without them
  const planPass = !!process.env[PLAN_PASS];
  const entry = command === 'build' && !planPass ? await entryModules(fileURLToPath(import.meta.url)) : undefined;
  return {
  // debugMode: only for `vite --mode mock` (npm run dev:mock), see docs/panel.md;
  // precompress: dist/**/*.br and .gz for the server (build/compress.ts); bootPreload: the signed-in
  // first screen's chunks fetched beside the entry (build/bootPreload.ts)
  // BUILD_TREEMAP=1 (npm run build:treemap): where the JavaScript goes, by chunk and module, gzip and brotli sizes,
  // in reports/treemap.html, not served (docs/performance.md "What the first screen's JavaScript is")
  plugins: [react(), debugMode(), ...(planPass ? [] : [bootPreload(), precompress()]),
    ...(process.env.BUILD_TREEMAP && !planPass ? [visualizer({ filename: 'reports/treemap.html', template: 'treemap', gzipSize: true, brotliSize: true, title: 'Moderator Panel: JavaScript by chunk and module' })] : [])],
  base: './',
  // node-polyglot's es-shims, native instead (build/shims/object.entries.cjs: CommonJS, as node-polyglot
  // require()s them). Only in the build, where the login page's download counts.
  resolve: command === 'build' ? {
    alias: {
      'object.entries': fileURLToPath(new URL('./build/shims/object.entries.cjs', import.meta.url)),
      hasown: fileURLToPath(new URL('./build/shims/hasown.cjs', import.meta.url)),
    },
  } : {},
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
  // Screens, the editor, the QR code and the charts are lazy chunks (src/lazy.ts):
  // the login page downloads only the shell.
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: entry ? { codeSplitting: signedInChunks(entry) } : {},
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // vitest's default is one worker less than the cores: one on this 2-core CI, with the main process
          // mostly idle once the sources are transformed. Each file pays seconds importing react-admin and MUI
          // into a fresh jsdom, which two workers do side by side.
          maxWorkers: 2,
          // rendering the panel in jsdom takes seconds when the machine is busy; 5 s timed out 14 tests at load 18
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // the migrated databases every test app starts from a copy of
          globalSetup: ['tests/api/helpers/templates.ts'],
          // each file's apps have their own databases, so files run side by side; two workers keep
          // both cores busy (one waits on PostgreSQL while the other runs PGlite); API_TEST_WORKERS
          // sets another number
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
          // the files of a worker share one import of the server (Fastify, TypeBox, Kysely, every module): an
          // isolated file paid about 2 s of CPU importing it, over half of CI's API stages on two cores. Nothing
          // a test sees lives in a module: each app is built by its test on a database of its own, and what the
          // server caches per process is keyed by that database or by a declaration that every app shares
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // one product and one Chromium for every file that needs no special settings
          globalSetup: ['tests/e2e/shared.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a page shows; its default of 1 s failed a bell count that a busy
          // machine rendered later (what it waits for still has to appear, only later)
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
};
});
