import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:8090';
const api = async (path, body, token) => (await (await fetch(url + path, { method: 'POST', headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) })).json()).data;
const { token } = await api('/api/user/login', { username: 'admin', password: 'admin' });
const info = await api('/user/info', {}, token);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 940 } });
await ctx.addInitScript(([t, i]) => { if (!localStorage.getItem('token')) { localStorage.setItem('token', t); localStorage.setItem('user-info', i); } }, [token, JSON.stringify(info)]);
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__widths = [];
  new MutationObserver(() => {
    const cells = [...document.querySelectorAll('tbody tr.RaDataTable-row')].map((r) => r.lastElementChild?.getBoundingClientRect().width ?? 0);
    const heads = [...document.querySelectorAll('thead th')].map((h) => Math.round(h.getBoundingClientRect().left));
    if (cells.length) window.__widths.push([document.querySelector('[data-list-tools]')?.getAttribute('data-list-tools'), Math.round(Math.max(...cells)), heads.join(',')]);
  }).observe(document, { childList: true, subtree: true });
});
await page.goto(url + '/#/wow_guide/article');
await page.locator('[data-list-tools="ready"]').waitFor();
await page.waitForTimeout(1500);
const w = await page.evaluate(() => window.__widths);
const seen = new Set(); for (const x of w) { const k = JSON.stringify(x); if (!seen.has(k)) { seen.add(k); console.log(k); } }
await page.screenshot({ path: '/tmp/article.png' });
await browser.close();
