// The e2e project's global setup: one product (fresh embedded database with
// demo data) and one Chromium for the whole run, handed to the files through
// vitest's provide/inject (see harness.ts withProduct and launchBrowser).
// Starting them once instead of per file saves a server start (demo seed)
// and a browser launch per file.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { BROWSER_OPTIONS, startServer } from './harness';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [server, browser] = await Promise.all([startServer(), chromium.launchServer(BROWSER_OPTIONS)]);
  project.provide('e2eShared', { url: server.url, browserEndpoint: browser.wsEndpoint() });
  return async () => {
    await browser.close();
    await server.stop();
  };
}
