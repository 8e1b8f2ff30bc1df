// Part of npm run bench:web (tests/bench/web.ts): how fast a list screen shows its first data row, in the
// panel and in the baseline (./baseline: the smallest react-admin app over the same API and data provider),
// measured side by side in the same run and the same Chromium. For each screen:
// - cold: a new browser context (empty cache) signed in, goto the screen's URL, until its first data row;
// - in-app: a new context opened on the category list (#/wow_guide/category), settled, then the hash
//   changed to the screen, until its first data row (what a reader waits for after a menu click);
// - the JavaScript the cold load transferred by its first row, and the Lighthouse desktop performance score.
// Medians of RUNS (Lighthouse: of LH_RUNS, with its FCP, LCP and total blocking time). Goals (the product's issue): in-app ≤ 1.0 × baseline, cold ≤ 1.1 ×, Lighthouse ≥ baseline.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Browser, BrowserContext } from 'playwright-core';
import { startBaseline } from './baseline/serve';
import { startCpuLoad } from './cpu-load';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const LH_RUNS = Number(process.env.BENCH_WEB_LH_RUNS ?? 3);
const ROW = 'tbody tr.RaDataTable-row';
const FIGURE = '[data-testid^="figure-"]';
const START = '#/wow_guide/category';
/** A reader's pause before the next click, and a quick clicker's (the issue's two cases). */
const PAUSES_MS = [2000, 500];
/** How long the pointer rests on a menu entry before the button goes down, and how long it is held. */
const INTENT_MS = Number(process.env.BENCH_WEB_INTENT_MS ?? 100);
const PRESS_MS = 60;
const GOAL = { inApp: 1.0, cold: 1.1 };
/** Busy processes beside the browser while timing (both sides): a staff laptop doing other work (BENCH_WEB_CPU_LOAD=0: none). */
const CPU_LOAD = Number(process.env.BENCH_WEB_CPU_LOAD ?? 2);

interface Screen { name: string; hash: string; ready: string; inBaseline: boolean }
const SCREENS: Screen[] = [
  { name: 'article list', hash: '#/wow_guide/article', ready: ROW, inBaseline: true },
  { name: 'orders list', hash: '#/orders/orders', ready: ROW, inBaseline: true },
  { name: 'workplace', hash: '#/dashboard/workplace', ready: FIGURE, inBaseline: false },
];

interface App { name: string; url: string; storage: Record<string, string> }
/** One Lighthouse run: the score and the metrics that weigh most in it (ms). */
interface Lighthouse { score: number; fcp: number; lcp: number; tbt: number }
/** `inApp[i]`: the visits after PAUSES_MS[i]. */
interface Figures { cold: number[]; inApp: number[][]; jsBytes: number; lighthouse: Lighthouse[] }

async function api<T>(url: string, path: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** What the panel keeps in localStorage once signed in (src/http/storage.ts, src/providers/session.ts). */
async function signedInStorage(url: string): Promise<Record<string, string>> {
  const { token } = await api<{ token: string }>(url, '/api/user/login', { username: 'admin', password: 'admin' });
  const info = await api<object>(url, '/user/info', {}, token);
  return { token, 'user-info': JSON.stringify(info) };
}

/**
 * Before any script of the page: the signed-in storage, and an observer that notes (performance.now(), so
 * from the navigation's start) when the first element matching window.__benchReady appears.
 */
function pageScript({ storage }: { storage: Record<string, string> }) {
  const w = window as unknown as { __benchReady?: string; __benchAt?: number };
  try {
    for (const [k, v] of Object.entries(storage)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
  } catch { /* about:blank has no storage */ }
  new MutationObserver(() => {
    if (w.__benchAt === undefined && w.__benchReady && document.querySelector(w.__benchReady)) w.__benchAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

async function newContext(browser: Browser, app: App, ready: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript(pageScript, { storage: app.storage });
  await context.addInitScript((sel: string) => {
    (window as unknown as { __benchReady: string }).__benchReady = sel;
  }, ready);
  return context;
}

const readyAt = (page: import('playwright-core').Page) =>
  page.waitForFunction(() => (window as unknown as { __benchAt?: number }).__benchAt, undefined, { timeout: 60_000, polling: 50 })
    .then((h) => h.jsonValue() as Promise<number>);

/** One cold load: milliseconds from navigation to the first data row, and the JavaScript bytes by then. */
async function cold(browser: Browser, app: App, screen: Screen): Promise<{ ms: number; jsBytes: number }> {
  const context = await newContext(browser, app, screen.ready);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', ({ requestId, type }) => type === 'Script' && scripts.add(requestId));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) jsBytes += encodedDataLength;
    });
    await page.goto(`${app.url}/${screen.hash}`);
    const ms = await readyAt(page);
    return { ms, jsBytes };
  } finally {
    await context.close();
  }
}

/**
 * One in-app visit as a reader makes it: settled on the category list, a pause of `pauseMs` (2 s: a reader's
 * pause; 0.5 s: a quick clicker), then the pointer comes over the screen's menu entry, rests INTENT_MS on it and
 * clicks. Milliseconds from the click (the hash change follows it) until the screen's first data row.
 */
async function inApp(browser: Browser, app: App, screen: Screen, pauseMs: number): Promise<number> {
  const context = await newContext(browser, app, '#never');
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/${START}`);
    await page.locator(`${ROW}, #bench-start`).first().waitFor({ timeout: 60_000 });
    // no 'networkidle': the panel keeps its live queue feed open
    await page.waitForTimeout(pauseMs);
    await page.evaluate(({ ready }) => {
      const w = window as unknown as { __inApp?: number };
      // rows already on the category screen are not the new screen's
      document.querySelectorAll(ready).forEach((el) => el.setAttribute('data-bench-old', ''));
      const selector = `${ready}:not([data-bench-old])`;
      let t0: number | undefined;
      document.addEventListener('click', (e) => { t0 ??= e.timeStamp; }, { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (t0 === undefined || !document.querySelector(selector)) return;
        observer.disconnect();
        w.__inApp = performance.now() - t0;
      }).observe(document, { childList: true, subtree: true });
    }, { ready: screen.ready });
    const link = page.locator(`a[href="${screen.hash}"]`).first();
    await link.hover({ timeout: 10_000 });
    await page.waitForTimeout(INTENT_MS);
    await link.click({ delay: PRESS_MS });
    return await page.waitForFunction(() => (window as unknown as { __inApp?: number }).__inApp, undefined, { timeout: 60_000, polling: 20 })
      .then((h) => h.jsonValue() as Promise<number>);
  } finally {
    await context.close();
  }
}

/** Lighthouse desktop performance of the screen, signed in (storage set in the browser's default context). */
async function lighthouseOf(browser: Browser, chromePort: number, app: App, screen: Screen): Promise<Lighthouse> {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${app.url}/#/login`);
  await page.evaluate((storage) => Object.entries(storage).forEach(([k, v]) => localStorage.setItem(k, v)), app.storage);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(`${app.url}/${screen.hash}`, {
    port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true,
  }, desktopConfig);
  // BENCH_WEB_REPORTS=<dir>: each run's whole report (its long tasks, what was painted when)
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports && result) writeFileSync(`${reports}/${app.name}_${screen.name.split(' ')[0]}_${Date.now()}.json`, String(result.report));
  const audit = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function figuresOf(browser: Browser, chromePort: number, apps: App[], screen: Screen): Promise<Figures[]> {
  const figures: Figures[] = apps.map(() => ({ cold: [], inApp: PAUSES_MS.map(() => []), jsBytes: 0, lighthouse: [] }));
  // product and baseline alternate, so a change in the machine's load falls on both; both run under the same CPU load
  const busy = startCpuLoad(CPU_LOAD);
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [i, app] of apps.entries()) {
        const c = await cold(browser, app, screen);
        figures[i].cold.push(c.ms);
        if (run === 0) figures[i].jsBytes = c.jsBytes;
        for (const [p, pause] of PAUSES_MS.entries()) figures[i].inApp[p].push(await inApp(browser, app, screen, pause));
      }
    }
  } finally {
    busy.stop();
  }
  // one Lighthouse run swings by a few points with the machine: the median of LH_RUNS, alternating too
  for (let run = 0; run < LH_RUNS; run++) {
    for (const [i, app] of apps.entries()) figures[i].lighthouse.push(await lighthouseOf(browser, chromePort, app, screen));
  }
  return figures;
}

const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
const score = (f: Figures) => median(f.lighthouse.map((l) => l.score));
/** The median score, each run's, and the median of the metrics that move it. */
const lighthouseLine = (f: Figures) => {
  const of = (k: keyof Lighthouse) => median(f.lighthouse.map((l) => l[k]));
  return `${score(f)} [${f.lighthouse.map((l) => l.score).join(', ')}] (FCP ${of('fcp')}, LCP ${of('lcp')}, TBT ${of('tbt')} ms)`;
};
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function report(screen: Screen, [product, baseline]: Figures[]): string[] {
  const lines = [`${screen.name} (${screen.hash}), medians of ${RUNS}, first ${screen.ready === ROW ? 'data row' : 'figure'}:`];
  const runs = (xs: number[]) => `[${xs.map(Math.round).join(', ')}]`;
  if (!baseline) {
    return [...lines,
      `  cold: ${ms(product.cold)} ${runs(product.cold)}; in-app from the category list: ${PAUSES_MS.map((p, i) => `after ${p / 1000} s ${ms(product.inApp[i])} ${runs(product.inApp[i])}`).join('; ')}`,
      `  JavaScript by then: ${(product.jsBytes / 1024).toFixed(1)} KB transferred; Lighthouse performance ${lighthouseLine(product)} (no baseline screen)`];
  }
  const c = median(product.cold) / median(baseline.cold);
  return [...lines,
    `  cold:   panel ${ms(product.cold)} ${runs(product.cold)}, baseline ${ms(baseline.cold)} ${runs(baseline.cold)}: ${ratio(median(product.cold), median(baseline.cold))} ${mark(c <= GOAL.cold)} goal ≤ ${GOAL.cold}×`,
    ...PAUSES_MS.map((pause, i) => {
      const [p, b] = [product.inApp[i], baseline.inApp[i]];
      return `  in-app, ${pause / 1000} s after: panel ${ms(p)} ${runs(p)}, baseline ${ms(b)} ${runs(b)}: ${ratio(median(p), median(b))} ${mark(median(p) / median(b) <= GOAL.inApp)} goal ≤ ${GOAL.inApp}×`;
    }),
    `  JavaScript by the first row: panel ${(product.jsBytes / 1024).toFixed(1)} KB, baseline ${(baseline.jsBytes / 1024).toFixed(1)} KB: ${ratio(product.jsBytes, baseline.jsBytes)}`,
    `  Lighthouse performance, median of ${LH_RUNS}: panel ${lighthouseLine(product)}, baseline ${lighthouseLine(baseline)} ${mark(score(product) >= score(baseline))} goal ≥ baseline`,
  ];
}

/** The list figures of the product at `product.url` (API on `product.port`) beside the baseline's. */
export async function measureLists(browser: Browser, chromePort: number, product: { url: string; port: number }): Promise<string[]> {
  console.log('Building and serving the baseline app (tests/bench/baseline) …');
  const storage = await signedInStorage(product.url);
  const baseline = await startBaseline(product.port);
  try {
    const apps: App[] = [{ name: 'panel', url: product.url, storage }, { name: 'baseline', url: baseline.url, storage: { token: storage.token } }];
    const lines: string[] = [];
    const only = process.env.BENCH_WEB_SCREENS?.split(',');
    for (const screen of SCREENS.filter((s) => !only || only.includes(s.name.split(' ')[0]))) {
      console.log(`  measuring the ${screen.name} …`);
      lines.push(...report(screen, await figuresOf(browser, chromePort, screen.inBaseline ? apps : apps.slice(0, 1), screen)));
    }
    return lines;
  } finally {
    await baseline.stop();
  }
}
