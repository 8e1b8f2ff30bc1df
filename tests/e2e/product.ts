// The product as `npm start` runs it, and Chromium driving it: the part of the end-to-end harness
// (./harness.ts) that needs no test runner, so that a plain script can use it too (the smoke run on
// another Node.js release, tests/smoke/release.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchOptions, Locator, Page } from 'playwright-core';

export interface RunningServer {
  url: string;
  port: number;
  /** stops the server and removes its data directory unless keepData */
  stop(options?: { keepData?: boolean }): Promise<void>;
  output(): string;
  dataDir?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/user/check`, { method: 'POST', headers: { appid: '4', 'content-type': 'application/json' }, body: '{}' });
      if (res.status > 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start in time:\n${output()}`);
}

/** Ends a child process this run started (SIGTERM) and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * `npm start` on a data directory of its own: a new, empty one (the product migrates it and seeds the demo
 * data), or a copy of `seededDataDir` (./shared.ts keeps one that a first start filled): starting on a copy
 * takes seconds where migrating and seeding took many more, and the product is the same.
 */
export async function startServer(env: Record<string, string> = {}, seededDataDir?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mdr-e2e-'));
  if (seededDataDir) cpSync(seededDataDir, dataDir, { recursive: true });
  let log = '';
  const child = spawn(process.execPath, ['server/bin/launch.mjs', 'start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => log);
  return {
    url,
    port,
    dataDir,
    output: () => log,
    async stop({ keepData = false } = {}) {
      await stopProcess(child);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const BROWSER_OPTIONS: LaunchOptions = {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
};

/** Signs in through the login page and waits for the workplace. */
export async function signIn(page: Page, url: string, username: string, password: string): Promise<void> {
  await page.goto(`${url}/#/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await page.waitForURL(/#\/dashboard\/workplace/);
}

/** Waits until the locator shows (playwright-core has no web-first assertions; vitest's expect is not one). */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until no element matches the locator. */
export async function gone(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'detached', timeout });
}
