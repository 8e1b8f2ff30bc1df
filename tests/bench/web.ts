// npm run bench:web: what a new visitor downloads for #/login and for the
// article list (signed in), and the Lighthouse desktop performance and
// accessibility scores of both, on the product as `npm start` runs it (fresh
// embedded database with demo data) and Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium; no browser is ever downloaded).
// Targets (README): login ≤ 200 KB of JavaScript gzip, performance ≥ 95 and
// accessibility 100 on both pages; the login page's goal is performance 100.
// Then the list screens beside a baseline react-admin app (./web-lists.ts).
// BENCH_WEB_ONLY=lists: the list screens alone.
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { signIn, startServer } from '../e2e/harness';
import { measureLists } from './web-lists';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const TARGET = { loginJsKb: 200, performance: 95, loginPerformance: 100, accessibility: 100 };
const kb = (bytes: number) => bytes / 1024;

interface Download { url: string; type: string; encoding: string; transferred: number }
interface Visit { downloads: Download[]; cspViolations: string[] }
interface PageFigures extends Visit { jsGzip: number; jsBrotli: number; allGzip: number }
interface Scores { performance: number; accessibility: number; failing: string[]; metrics: Record<string, string> }

/** Body bytes of `url` when the client accepts only `encoding` (what the server sends such a browser). */
function encodedSize(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    }).on('error', reject).end();
  });
}

/** Loads `url` afresh with an empty HTTP cache; records every response and any CSP refusal. */
async function visit(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Visit> {
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  await page.goto('about:blank'); // a hash change alone would not reload the page
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map<string, Download>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? '';
    seen.set(requestId, { url: response.url, type, encoding: String(encoding), transferred: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const d = seen.get(requestId);
    if (d) d.transferred = encodedDataLength;
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { downloads: [...seen.values()].filter((d) => d.url.startsWith('http')), cspViolations };
}

async function figuresOf({ downloads, cspViolations }: Visit): Promise<PageFigures> {
  const statics = downloads.filter((d) => d.type !== 'XHR' && d.type !== 'Fetch');
  const scripts = statics.filter((d) => d.type === 'Script');
  const sum = async (list: Download[], encoding: 'gzip' | 'br') =>
    (await Promise.all(list.map((d) => encodedSize(d.url, encoding)))).reduce((a, b) => a + b, 0);
  const api = downloads.filter((d) => !statics.includes(d)).reduce((a, d) => a + d.transferred, 0);
  return { downloads, cspViolations, jsGzip: await sum(scripts, 'gzip'), jsBrotli: await sum(scripts, 'br'), allGzip: (await sum(statics, 'gzip')) + api };
}

async function lighthouseScores(port: number, url: string, keepStorage: boolean): Promise<Scores> {
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  }, desktopConfig);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // BENCH_WEB_REPORTS=<dir>: the whole Lighthouse report of each page (long tasks, script boot-up, LCP element)
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) writeFileSync(`${reports}/${url.split('#/')[1].replace(/\W+/g, '_')}.json`, String(result.report));
  const { categories, audits } = result.lhr;
  const failing = (categories.accessibility.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${audits[ref.id].title}`);
  const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map((id) => [id, audits[id]?.displayValue ?? '?']));
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    failing,
    metrics,
  };
}

const articleListReady = async (page: Page) => {
  await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
};

function report(name: string, figures: PageFigures, scores: Scores, jsTarget?: number, performanceTarget = TARGET.performance): string[] {
  const js = figures.downloads.filter((d) => d.type === 'Script');
  const encodings = [...new Set(js.map((d) => d.encoding || 'identity'))].join('/');
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const lines = [
    `${name}`,
    `  requests: ${figures.downloads.length} (${js.length} scripts); Chromium downloaded ${kb(figures.downloads.reduce((a, d) => a + d.transferred, 0)).toFixed(1)} KB (scripts as ${encodings})`,
    `  JavaScript: ${kb(figures.jsGzip).toFixed(1)} KB gzip${jsTarget ? ` ${mark(kb(figures.jsGzip) <= jsTarget)} target ≤ ${jsTarget} KB` : ''}, ${kb(figures.jsBrotli).toFixed(1)} KB brotli; everything, gzip: ${kb(figures.allGzip).toFixed(1)} KB`,
    `  Lighthouse desktop: performance ${scores.performance} ${mark(scores.performance >= performanceTarget)} goal ≥ ${performanceTarget}, accessibility ${scores.accessibility} ${mark(scores.accessibility >= TARGET.accessibility)}`,
    `  metrics: ${Object.entries(scores.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`,
  ];
  lines.push(`  Content-Security-Policy refusals in the console: ${figures.cspViolations.length} ${mark(!figures.cspViolations.length)}`);
  for (const v of figures.cspViolations.slice(0, 3)) lines.push(`    ${v.slice(0, 200)}`);
  if (scores.failing.length) lines.push(`  failing accessibility audits: ${scores.failing.join('; ')}`);
  return lines;
}

async function measure(browser: Browser, port: number, url: string): Promise<string[]> {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const login = await figuresOf(await visit(page, `${url}/#/login`, (p) => p.locator('input[name="username"]').waitFor().then(() => undefined)));
  await page.close();
  const loginScores = await lighthouseScores(port, `${url}/#/login`, false);

  const signedIn = await context.newPage();
  await signIn(signedIn, url, 'admin', 'admin');
  const list = await figuresOf(await visit(signedIn, `${url}/#/wow_guide/article`, articleListReady));
  const cdp = await context.newCDPSession(signedIn);
  await cdp.send('Network.clearBrowserCache'); // a cold load, but still signed in (localStorage kept)
  await signedIn.close();
  const listScores = await lighthouseScores(port, `${url}/#/wow_guide/article`, true);
  return [...report('#/login (signed out)', login, loginScores, TARGET.loginJsKb, TARGET.loginPerformance), ...report('#/wow_guide/article (signed in as admin)', list, listScores)];
}

async function main(): Promise<void> {
  console.log('Starting the product (npm start: builds what is stale, fresh demo database) …');
  const server = await startServer();
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  let browser: Browser | undefined;
  try {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const lines = process.env.BENCH_WEB_ONLY === 'lists' ? [] : await measure(browser, chrome.port, server.url);
    lines.push(...await measureLists(browser, chrome.port, server));
    console.log(`\nWeb figures (${server.url}, Chromium at ${CHROME_PATH}):\n${lines.join('\n')}`);
  } finally {
    await browser?.close().catch(() => undefined);
    chrome.kill();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
