// The e2e project's global setup: one product (fresh embedded database with
// demo data) and one Chromium for the whole run, handed to the files through
// vitest's provide/inject (see harness.ts withProduct and launchBrowser).
// Starting them once instead of per file saves a server start (demo seed)
// and a browser launch per file; a file that needs a product of its own
// starts it on a copy of the seeded data directory (harness.ts startServer).
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { BROWSER_OPTIONS, startServer, type RunningServer } from './harness';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserStarting = chromium.launchServer(BROWSER_OPTIONS);
  // The first start on an empty directory, as on a fresh machine (migrations, demo seed), stopped and
  // kept: the shared product and every file's own one start on a copy of it.
  let seededDataDir: string;
  let server: RunningServer;
  try {
    const first = await startServer();
    await first.stop({ keepData: true });
    seededDataDir = first.dataDir!;
    server = await startServer({}, seededDataDir);
  } catch (err) {
    await (await browserStarting).close();
    throw err;
  }
  const browser = await browserStarting;
  project.provide('e2eShared', { url: server.url, browserEndpoint: browser.wsEndpoint(), seededDataDir });
  return async () => {
    await browser.close();
    await server.stop();
    rmSync(seededDataDir, { recursive: true, force: true });
  };
}
