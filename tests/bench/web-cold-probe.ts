// Where a cold list load spends its time, panel beside baseline (docs/performance.md "Lists beside a baseline
// react-admin app"): `npx tsx tests/bench/web-cold-probe.ts` after `npx vite build`. Per load: each request's
// start and end, the long tasks, and when the loading page, the layout, the list and its first row appear
// (performance.now() ms). P_RUNS (3), P_HASH (#/wow_guide/article); P_TRACE=1: the main thread's tasks
// over 8 ms from a Chromium trace; P_PROFILE=1: the panel's CPU profile by function, with P_BYFILE=1 by
// source package/file (build with `--minify false --sourcemap` for names).
import { chromium, type Browser } from 'playwright-core';
import { readFileSync, existsSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const maps = new Map<string, TraceMap | null>();
function sourceOf(url: string, line: number, col: number): string {
  const file = `dist/assets/${url.replace(/^.*\//, '')}`;
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  const m = maps.get(file);
  if (!m) return url.replace(/^.*\//, '') || '(native)';
  const src = originalPositionFor(m, { line: line + 1, column: col }).source ?? '?';
  return src.replace(/^.*node_modules\//, '').replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*$/, (all, pkg) => (pkg === 'ra-ui-materialui' || pkg === 'ra-core' || pkg.startsWith('@mui') ? all.split('/').slice(0, 4).join('/') : pkg)).replace(/^.*\/src\//, 'src/');
}
import { startServer } from '../e2e/harness';
import { startBaseline } from './baseline/serve';

const RUNS = Number(process.env.P_RUNS ?? 3);
const HASH = process.env.P_HASH ?? '#/wow_guide/article';
const TRACE = !!process.env.P_TRACE;

async function api<T>(url: string, path: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return ((await res.json()) as { data: T }).data;
}

function pageScript({ storage }: { storage: Record<string, string> }) {
  const w = window as unknown as { __benchAt?: number; __marks: [string, number][] };
  w.__marks = [];
  try { for (const [k, v] of Object.entries(storage)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v); } catch { /* */ }
  let shown = false;
  const seen = new Set<string>();
  new MutationObserver(() => {
    if (!shown && document.querySelector('#root > *')) { shown = true; w.__marks.push(['root-child', performance.now()]); }
    for (const sel of ['.RaLoading-root, .RaLoading-root *', 'header', '.RaSidebar-fixed, .MuiDrawer-root', '.RaList-main, .list-page', 'thead', '.MuiSkeleton-root', 'form']) {
      if (!seen.has(sel) && document.querySelector(sel)) { seen.add(sel); w.__marks.push([sel.split(',')[0], performance.now()]); }
    }
    if (w.__benchAt === undefined && document.querySelector('tbody tr.RaDataTable-row')) w.__benchAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__marks.push([`longtask ${Math.round(e.duration)}`, e.startTime]))).observe({ type: 'longtask', buffered: true });
    // first paint and first contentful paint: Lighthouse counts blocking time from the latter
    new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__marks.push([e.name, e.startTime]))).observe({ type: 'paint', buffered: true });
  } catch { /* */ }
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string; frame?: string } } }

async function once(browser: Browser, url: string, storage: Record<string, string>, label: string) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript(pageScript, { storage });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  if (TRACE) {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing,v8,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  }
  const PROFILE = !!process.env.P_PROFILE && label.startsWith('panel');
  if (PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  await page.goto(`${url}/${HASH}`);
  const at = await page.waitForFunction(() => (window as unknown as { __benchAt?: number }).__benchAt, undefined, { timeout: 60000, polling: 20 }).then((h) => h.jsonValue() as Promise<number>);
  const res = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => {
    const r = e as PerformanceResourceTiming;
    return `${r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 40).padEnd(40)} start ${Math.round(r.startTime)} reqStart ${Math.round(r.requestStart)} resp ${Math.round(r.responseStart)} end ${Math.round(r.responseEnd)} ${Math.round(r.transferSize / 1024)}KB`;
  }));
  const marks = await page.evaluate(() => (window as unknown as { __marks: [string, number][] }).__marks.map(([n, t]) => `${n}@${Math.round(t)}`).join(' '));
  console.log(`\n== ${label}: first row ${Math.round(at)} ms`);
  console.log(res.join('\n'));
  console.log(marks);
  if (PROFILE) {
    const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[]; startTime: number } };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    const key = (id: number) => { const f = byId.get(id)!.callFrame as { functionName: string; url: string; lineNumber: number; columnNumber?: number }; return process.env.P_BYFILE ? sourceOf(f.url, f.lineNumber, f.columnNumber ?? 0) : `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`; };
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      self.set(key(id), (self.get(key(id)) ?? 0) + dt);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) { const k = key(at); if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + dt); } }
    });
    const top = (m: Map<string, number>, n: number, f: (k: string) => boolean = () => true) => [...m.entries()].filter(([k]) => f(k)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(5)} ${k}`).join('\n');
    console.log('-- self\n' + top(self, 45));
    console.log('-- total\n' + top(total, 60, (k) => !!process.env.P_BYFILE || /^[A-Z]/.test(k)));
  }
  if (TRACE) {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data);
    const t0 = nav?.ts ?? 0;
    // the renderer main thread: the one with ParseHTML
    const busy = new Map<string, number>();
    for (const e of events) if (e.name === 'FunctionCall' || e.name === 'v8.evaluateModule') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
    const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const tasks = events.filter((e) => `${e.pid}:${e.tid}` === key && e.name === 'RunTask' && (e.dur ?? 0) > 8000);
    for (const t of tasks) {
      const inner = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && e.ph === 'X' && e.name !== 'RunTask' && (e.dur ?? 0) > 3000);
      const what = inner.filter((e) => ['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'V8.GC_MC_BACKGROUND', 'MajorGC', 'MinorGC', 'v8.parseOnBackground'].includes(e.name))
        .map((e) => `${e.name}${e.args?.data?.url ? `(${e.args.data.url.replace(/^.*\//, '').slice(0, 24)})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
      console.log(`  task @${((t.ts - t0) / 1000).toFixed(0)} ${((t.dur ?? 0) / 1000).toFixed(0)}ms: ${what.slice(0, 8).join(', ')}`);
    }
  }
  await context.close();
  return at;
}

async function main() {
  const server = await startServer();
  const baseline = await startBaseline(server.port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const { token } = await api<{ token: string }>(server.url, '/api/user/login', { username: 'admin', password: 'admin' });
    const info = await api<object>(server.url, '/user/info', {}, token);
    const panel = { token, 'user-info': JSON.stringify(info) };
    const p: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      p.push(await once(browser, server.url, panel, `panel ${i}`));
      b.push(await once(browser, baseline.url, { token }, `baseline ${i}`));
    }
    console.log('\npanel', p.map(Math.round), 'baseline', b.map(Math.round));
  } finally {
    await browser.close();
    await baseline.stop();
    await server.stop();
  }
}
void main();
