// Orders end to end: the real server on a fresh embedded database with the demo
// orders, in Chromium — refund part of a paid order through the refund dialog
// (a common reason, the maximum shown) and see the timeline entry and the
// author's balance on the author page drop by exactly the author's share. Then, as
// finance: the reconciliation page's last 30 Beijing days all without a difference
// (the refund included), and an author's monthly statement closing on the balance.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCents } from '../../contract/money';
import type { OrderListItem } from '../../contract/orders';
import type { AuthorRecord } from '../../contract/authors';
import { callApi as api, eventually, passStepUp, signIn, withProduct, visible, type RunningServer } from './harness';

describe('order refunds in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  withProduct({ STEP_UP_AT_SIGN_IN: 'false' }, (s, b) => { server = s; browser = b; }, { own: true }); // it refunds demo orders
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  it("refunds part of an order and the author's balance drops by the author's share", async () => {
    await signIn(page, server.url, 'admin', 'admin');
    const list = await api<{ list: OrderListItem[] }>(page, 'orders/list', { page: 1, pageSize: 50, filter: { status: 'paid' } });
    const order = list.list.find((o) => o.authorId !== null && o.amountCents >= 1_000)!;
    expect(order).toBeTruthy();
    const refund = 500; // ¥5.00
    const share = Math.floor((order.authorShareCents * refund) / order.amountCents);

    await page.goto(`${server.url}/#/wow_author/information/${order.authorId}/show`);
    const available = page.getByTestId('author-available');
    await visible(available);
    const before = (await available.textContent())!;

    await page.goto(`${server.url}/#/orders/orders/${order.id}/show`);
    await visible(page.getByRole('heading', { name: order.orderNo }));
    await page.getByRole('button', { name: '退款', exact: true }).click();
    const dialog = page.getByTestId('refund-dialog');
    await visible(dialog.getByText(`最多可退 ${formatCents(order.amountCents)}`));
    await dialog.locator('input[name="refundAmount"]').fill('5.00');
    await dialog.getByRole('button', { name: '重复支付' }).click();
    await dialog.getByRole('button', { name: '退款', exact: true }).click();
    await passStepUp(page, 'admin');
    await visible(page.getByText('已退款 ¥5.00'));
    await visible(page.getByTestId('order-timeline').getByText(/退款 ¥5\.00 · 原因：重复支付/));
    await visible(page.locator('.MuiChip-label', { hasText: '部分退款' }));

    await page.goto(`${server.url}/#/wow_author/information/${order.authorId}/show`);
    const parse = (text: string) => Number(text.replace(/[^\d.-]/g, '')) * 100;
    const after = await eventually(async () => (await available.textContent())!, (t) => t !== before);
    expect(Math.round(parse(before) - parse(after))).toBe(share);
  });

  it('shows the totals of the filter over the orders and the refunds, and the ledger pages and links its sources', async () => {
    const filter = { status: ['paid'] };
    const { totals } = await api<{ totals: Record<string, number> }>(page, 'orders/list', { page: 1, pageSize: 20, filter });
    await page.goto(`${server.url}/#/orders/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const row = page.getByTestId('list-totals');
    await visible(row.locator('[data-total="count"]', { hasText: `${totals.count.toLocaleString('zh-CN')} 条` }));
    await visible(row.locator('[data-total="amountCents"]', { hasText: formatCents(totals.amountCents) }));
    expect(totals.count).toBeGreaterThan(20);
    await page.getByRole('tab', { name: '退款' }).click();
    const refunds = await api<{ totals: Record<string, number> }>(page, 'order_refunds/list', { page: 1, pageSize: 20 });
    await visible(page.getByTestId('list-totals').locator('[data-total="amountCents"]', { hasText: formatCents(refunds.totals.amountCents) }));
    await page.getByRole('tab', { name: '订单' }).click();

    const [ledger] = (await api<{ list: { authorId: number }[] }>(page, 'author_ledger/list', { page: 1, pageSize: 1, filter: { kind: 'refund_clawback' } })).list;
    await page.goto(`${server.url}/#/wow_author/information/${ledger.authorId}/show`);
    const entries = page.getByTestId('author-ledger').locator('li');
    await visible(entries.first());
    const first = await entries.first().textContent();
    await page.getByTestId('ledger-pagination').getByRole('button', { name: /next|下一页/i }).click();
    await eventually(async () => entries.first().textContent(), (t) => t !== first);
    await page.getByTestId('ledger-kind').click();
    await page.getByRole('option', { name: '退款扣回' }).click();
    await visible(page.getByTestId('author-ledger-section').getByTestId('list-totals'));
    const source = page.getByTestId('author-ledger').getByTestId('ledger-source').first();
    await visible(source);
    await source.click();
    await eventually(async () => page.url(), (url) => /#\/orders\/orders\/\d+\/show/.test(url));
  });

  it("finance sees every demo day reconcile, and an author's statement closing on the balance", async () => {
    const fin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(fin, server.url, 'finance', 'finance');
    await fin.goto(`${server.url}/#/orders/reconciliation`);
    const days = fin.getByTestId('reconciliation-day');
    await visible(days);
    expect(await days.count()).toBe(30);
    expect(await fin.locator('[data-testid="day-difference"]:not([data-difference="0"])').count()).toBe(0);
    await visible(fin.getByTestId('reconciliation-summary').getByText('所选 30 天全部无差异'));
    await visible(fin.getByTestId('balances-check').getByText(/作者余额与账目合计一致/));
    // the days have orders: the figures are there, not an empty table
    expect(await days.first().locator('td').nth(1).textContent()).toMatch(/¥[1-9]/);

    const { list } = await api<{ list: { id: number }[] }>(fin, 'authors/list', { page: 1, pageSize: 1, filter: { status: 'approved' } });
    const author = await api<AuthorRecord>(fin, 'authors/get', { id: list[0].id });
    await fin.goto(`${server.url}/#/wow_author/information/${author.id}/show`);
    await visible(fin.getByTestId('statement-figures'));
    const closing = fin.getByTestId('statement-closingCents');
    expect(await closing.textContent()).toBe(formatCents((author.availableCents ?? 0) + (author.frozenCents ?? 0)));
    expect(await fin.getByTestId('statement-lines').locator('tbody tr').count()).toBeGreaterThan(0);
    await visible(fin.getByRole('button', { name: '下载 CSV' }));
  });
});
