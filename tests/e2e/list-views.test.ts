// Saved list views end to end (docs/access.md "Saved list views"): a finance
// colleague saves the orders list's filter and sort as a view, signs out (which
// empties the panel's own store) and in again, finds the view on the server and
// applying it brings back the filter and the sort; on a 390 px phone the menu
// fits the screen and applies as well.
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn, visible, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

withProduct({}, (s, b) => { server = s; browser = b; });
afterEach(() => context?.close());

const ORDERS = '#/orders/orders';
const filterParam = encodeURIComponent(JSON.stringify({ status: ['refunded'] }));

async function financePage(width: number, height: number): Promise<Page> {
  context = await browser.newContext({ viewport: { width, height } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await signIn(page, server.url, 'finance', 'finance');
  return page;
}

/** The next orders list call's body, once `act` has run. */
async function nextListBody(page: Page, act: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith('/mdr/orders/list'));
  await act();
  return (await request).postDataJSON() as { filter: Record<string, unknown>; sort?: string; order?: string };
}

const viewsMenu = (page: Page) => page.getByRole('dialog', { name: '已保存的视图' });

async function saveView(page: Page, name: string) {
  await page.getByRole('button', { name: '视图', exact: true }).click();
  await viewsMenu(page).getByRole('button', { name: '将当前筛选保存为视图…' }).click();
  const dialog = page.getByRole('dialog', { name: '保存视图' });
  await dialog.getByLabel('名称').fill(name);
  // finance may not share: no choice of who sees it
  expect(await dialog.getByText('可见范围').count()).toBe(0);
  await dialog.getByRole('button', { name: '保存' }).click();
  await visible(page.getByText(`视图“${name}”已保存`));
}

describe('saved list views', () => {
  it('a view saved on the orders list is there after signing out and in, and restores the filter and sort', async () => {
    const page = await financePage(1400, 900);
    const name = `退款按金额 ${Date.now() % 100_000}`;
    await page.goto(`${server.url}/${ORDERS}?filter=${filterParam}&sort=amountCents&order=ASC`);
    await visible(page.getByRole('button', { name: '视图', exact: true }));
    await saveView(page, name);

    // signed out from the workplace, so signing in again does not lead back to the filtered list
    await page.goto(`${server.url}/#/dashboard/workplace`);
    await page.getByTestId('app-bar').getByRole('button', { name: '个人资料' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/#\/login/);
    await signIn(page, server.url, 'finance', 'finance');

    // the list opens as it does by default: signing out forgot its filter and sort
    const plain = await nextListBody(page, () => page.goto(`${server.url}/${ORDERS}`).then(() => undefined));
    expect(plain).toMatchObject({ filter: {}, sort: 'createdAt', order: 'DESC' });
    await page.getByRole('button', { name: '视图', exact: true }).click();
    const saved = viewsMenu(page).getByRole('button', { name, exact: true });
    await visible(saved);
    const applied = await nextListBody(page, () => saved.click());
    expect(applied).toMatchObject({ filter: { status: ['refunded'] }, sort: 'amountCents', order: 'ASC' });
    await visible(page.getByText(`已应用视图“${name}”`));
    expect(decodeURIComponent(page.url())).toContain('"status":["refunded"]');
    expect(page.url()).toContain('sort=amountCents');
  });

  it('on a 390 px phone the views menu fits the screen and applies a view', async () => {
    const page = await financePage(390, 844);
    const name = `手机 ${Date.now() % 100_000}`;
    await page.goto(`${server.url}/${ORDERS}?filter=${filterParam}&sort=paidAt&order=ASC`);
    await visible(page.getByRole('button', { name: '视图', exact: true }));
    await saveView(page, name);
    await page.goto(`${server.url}/${ORDERS}?filter=${encodeURIComponent('{}')}&sort=createdAt&order=DESC`);
    await page.getByRole('button', { name: '视图', exact: true }).click();
    await visible(viewsMenu(page).getByRole('button', { name, exact: true }));
    const box = (await viewsMenu(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const applied = await nextListBody(page, () => viewsMenu(page).getByRole('button', { name, exact: true }).click());
    expect(applied).toMatchObject({ filter: { status: ['refunded'] }, sort: 'paidAt', order: 'ASC' });
  });
});
