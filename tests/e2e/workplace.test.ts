// The workplace and the analytics pages in Chromium on the demo product: the
// count tiles show what the lists hold, a click opens the filtered list,
// "this month" changes a ranking, English works, a guides-only member sees only
// guide cards and the panel never calls the others; author traffic's totals
// row; the public status page signed out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { keysOfModules } from '../../contract/access/actionKeys';
import { callApi, eventually, signIn, signInChangingPassword, visible, withProduct, type RunningServer } from './harness';

/** With SCREENSHOTS=<dir>, saves what a reviewer would look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

describe('the workplace in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const api = <T>(path: string, body: object) => callApi<T>(page, path, body);
  const figure = (card: string, name: string) => page.getByTestId(`card-${card}`).getByTestId(`figure-${name}`);
  const number = async (card: string, name: string) =>
    Number((await figure(card, name).locator('a, h5, h6').first().innerText()).replace(/[^\d]/g, ''));

  withProduct({}, (s, b) => { server = s; browser = b; });
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'admin', 'admin');
  });

  it('shows the demo data\'s counts, each the total of the list it opens', async () => {
    await page.goto(`${server.url}/#/dashboard/workplace`);
    await visible(figure('articles', 'pending').locator('a'));
    const pending = await api<{ total: number }>('articles/list', { page: 1, pageSize: 1, filter: { status: 'pending' } });
    const users = await api<{ total: number }>('users/list', { page: 1, pageSize: 1 });
    expect(pending.total).toBeGreaterThan(0);
    expect(await number('articles', 'pending')).toBe(pending.total);
    expect(await number('users', 'total')).toBe(users.total);
    for (const chart of ['content-share-chart', 'new-content-chart', 'active-users-chart']) await visible(page.getByTestId(chart));
    await shot(page, 'workplace-zh');

    await figure('articles', 'pending').locator('a').click();
    await page.waitForURL(/#\/wow_guide\/article\?filter=/);
    expect(decodeURIComponent(page.url())).toContain('"status":"pending"');
    await visible(page.getByText(new RegExp(`共 ${pending.total} 条`)));
  });

  it('switching a ranking to "this month" shows this month\'s figures', async () => {
    await page.goto(`${server.url}/#/dashboard/workplace`);
    const card = page.getByTestId('card-top_authors');
    const values = () => card.getByTestId('ranking-value').allInnerTexts();
    await visible(card.getByTestId('ranking-row').first());
    const allTime = await values();
    const month = await api<{ lists: { byOrders: { value: number }[] } }>('dashboard/top_authors', { period: 'month' });
    await card.getByRole('button', { name: '本月' }).click();
    // While the month's figures load the rows are briefly gone: wait for rows that differ.
    const shown = await eventually(values, (v) => v.length > 0 && v.join() !== allTime.join());
    expect(shown.map((v) => Number(v.replace(/[^\d]/g, '')))).toEqual(month.lists.byOrders.map((r) => r.value));
  });

  it('speaks English, and a guides-only member sees only guide cards and calls no other', async () => {
    const member = { username: 'guides_wp', password: 'Copper-Lantern-9921' };
    const made = await api<{ id: number }>('admins/create', { data: { ...member, name: 'Guide Desk', role: 'user', modules: keysOfModules(['mdr.dashboard', 'mdr.wow.guide']) } });
    expect(made.id).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guide = await context.newPage();
    const cards: string[] = [];
    guide.on('request', (r) => { const m = /\/mdr\/dashboard\/(\w+)/.exec(r.url()); if (m) cards.push(m[1]); });
    await signInChangingPassword(guide, server.url, member.username, member.password, 'Amber-Kestrel-Window-64');
    await guide.getByRole('button', { name: 'English' }).first().click();
    await visible(guide.getByTestId('card-articles').getByText('Guide articles'));
    await visible(guide.getByText('Popular articles'));
    await visible(guide.getByText('Awaiting review').first());
    expect(await guide.locator('[data-testid^="card-"]:not([data-testid="card-note"])').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')).sort()))
      .toEqual(['card-articles', 'card-content_share', 'card-new_content', 'card-popular_articles']);
    expect([...new Set(cards)].sort()).toEqual(['articles', 'popular_articles']);
    await shot(guide, 'workplace-guides-en');
    await context.close();
  });

  it('author traffic: the totals row is the sum of the days listed for one author', async () => {
    const [author] = (await api<{ list: { id: number; penName: string }[] }>('authors/list', { page: 1, pageSize: 1, filter: { status: 'approved' } })).list;
    const to = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.parse(to) - 6 * 86_400_000).toISOString().slice(0, 10);
    const filter = { authorId: author.id, dayFrom: from, dayTo: to };
    const rows = await api<{ list: { views: number }[] }>('author_traffic/list', { page: 1, pageSize: 100, filter });
    await page.goto(`${server.url}/#/wow_author/flowrate?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const views = page.getByTestId('traffic-summary').getByTestId('total-views');
    const expected = rows.list.reduce((a, r) => a + r.views, 0);
    await eventually(() => views.innerText(), (t) => Number(t.replace(/[^\d]/g, '')) === expected);
    await visible(page.getByTestId('traffic-chart-views'));
    await visible(page.locator('tbody tr').first());
    await shot(page, 'author-traffic');
  });

  it('the status page opens signed out and says the API and the database are up', async () => {
    const context = await browser.newContext();
    const anon = await context.newPage();
    await anon.goto(`${server.url}/#/dashboard/common`);
    await visible(anon.getByTestId('status-database').getByText('正常'));
    await visible(anon.getByTestId('status-api').getByText('正常'));
    expect(anon.url()).toContain('#/dashboard/common');
    await context.close();
  });
});
