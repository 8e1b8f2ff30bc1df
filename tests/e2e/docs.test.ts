// The API docs in Chromium against the real product: refused to a visitor who
// is not signed in (server/core/docs-access.ts); for a holder of api_docs.read,
// once /mdr/api_docs/open set its cookie, Swagger UI at /docs runs under its own
// CSP (server/core/security.ts, DOCS_CSP) with no violation — every operation of
// the document listed, one expanded and tried out against the API — and no other site may frame it.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callApi, signIn, visible, withProduct, type RunningServer } from './harness';

describe('the API docs in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  withProduct({}, (s, b) => { server = s; browser = b; });

  /** Every CSP violation the page reports, from the console and from securitypolicyviolation events. */
  async function watchCsp(page: Page): Promise<string[]> {
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
    page.on('pageerror', (e) => violations.push(`page error: ${e.message}`));
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    return violations;
  }

  /**
   * Every operation Swagger UI lists, as "METHOD /path". A long list is virtualised
   * (swagger-ui-dist 5.33+): only the rows near the viewport are in the page, so
   * this scrolls it from top to bottom and collects what each screen shows.
   */
  async function listedOperations(page: Page): Promise<string[]> {
    const seen = new Set<string>();
    for (let screen = 0; screen < 500; screen++) {
      const { rows, atEnd } = await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); // let the list render
        const rows = [...document.querySelectorAll('.opblock')].map((op) =>
          `${op.querySelector('.opblock-summary-method')?.textContent} ${op.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`);
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        window.scrollBy(0, window.innerHeight * 0.8);
        return { rows, atEnd };
      });
      rows.forEach((row) => seen.add(row));
      if (atEnd) break;
    }
    return [...seen];
  }

  it('a visitor who is not signed in gets a page saying how to open it, not the document', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${server.url}/docs`);
    expect(res?.status()).toBe(401);
    await visible(page.getByText('sign in to the panel'));
    expect(await page.locator('.swagger-ui').count()).toBe(0);
    // the document itself neither: a browser asks for a page, a program gets the envelope (-3)
    const json = await page.goto(`${server.url}/docs/json`);
    expect(json?.status()).toBe(401);
    expect(await json?.text()).not.toMatch(/openapi|\/mdr\//);
    const fetched = await page.evaluate(async () => (await fetch('/docs/json')).json());
    expect(fetched.code).toBe(-3);
    await page.close();
  });

  it('Swagger UI lists the operations and tries one out, with no CSP violation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await watchCsp(page);
    await signIn(page, server.url, 'admin', 'admin');
    await callApi(page, 'api_docs/open', {});
    const res = await page.goto(`${server.url}/docs`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(res?.headers()['x-frame-options']).toBe('DENY');
    await visible(page.locator('.opblock-summary-path', { hasText: '/user/check' }));
    const documented = await page.evaluate(async () => {
      const doc = await (await fetch('/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
      return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    });
    expect(documented.length).toBeGreaterThan(50);
    expect((await listedOperations(page)).sort()).toEqual(documented.sort());
    await page.evaluate(() => window.scrollTo(0, 0));
    // expand /user/check and send it: the docs page may call the API and shows the envelope
    const op = page.locator('.opblock', { has: page.locator('.opblock-summary-path', { hasText: /^\/user\/check$/ }) });
    await op.locator('.opblock-summary').click();
    await op.getByRole('button', { name: 'Try it out' }).click();
    await op.getByRole('button', { name: 'Execute' }).click();
    await visible(op.locator('.responses-table .response-col_status', { hasText: /\d{3}/ }));
    expect(await op.locator('.highlight-code').first().innerText()).toMatch(/"code"/);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('no other page may frame /docs', async () => {
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => { if (/frame-ancestors|Refused to (display|frame)/i.test(m.text())) blocked.push(m.text()); });
    await page.setContent(`<iframe src="${server.url}/docs/" width="800" height="600"></iframe>`);
    await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(await frame?.locator('.swagger-ui').count().catch(() => 0) ?? 0).toBe(0);
    await page.close();
  });
});
