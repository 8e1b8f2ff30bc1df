// The product on another Node.js release, as a person first meets it: `npm start` on a new, empty data
// folder (migrations and demo data on the embedded database), the login page in Chromium, a sign-in, and
// the article list with its rows. CI runs it on Node.js 22 after building the panel there (.ci/run); the
// whole suite runs on the release of .nvmrc. Exits non-zero with the server's output when a step fails.
import { chromium } from 'playwright-core';
import { BROWSER_OPTIONS, signIn, startServer, visible } from '../e2e/product';

const started = Date.now();
const step = (what: string) => console.log(`== smoke (${process.version}, ${((Date.now() - started) / 1000).toFixed(1)} s): ${what}`);

step('starting the product on an empty data folder');
const server = await startServer();
const browser = await chromium.launch(BROWSER_OPTIONS);
try {
  const page = await browser.newPage();
  const failures: string[] = [];
  page.on('pageerror', (e) => failures.push(e.message));
  step(`signing in at ${server.url}`);
  await signIn(page, server.url, 'admin', 'admin');
  step('opening the article list');
  await page.goto(`${server.url}/#/wow_guide/article`);
  const rows = await visible(page.locator('tbody tr'), 30_000);
  const count = await rows.count();
  if (count === 0) throw new Error('the article list shows no rows');
  if (failures.length) throw new Error(`script errors in the page: ${failures.join('; ')}`);
  step(`the article list shows ${count} rows: passed`);
} catch (e) {
  console.error(`== smoke failed: ${(e as Error).message}\n== the server's output:\n${server.output()}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
