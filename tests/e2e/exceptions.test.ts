// Exception reports end to end in Chromium on the shared demo product: a
// client reports events with the demo crash-reporter key (fetch, as a client
// would), staff find the group in the panel, open it (stack, counts), resolve
// it, the client reports again, and the group shows unresolved and regressed.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_EXCEPTIONS_KEY } from '../../server/modules/exceptions/seed';
import { signIn, visible, withProduct, type RunningServer } from './harness';

describe('exception reports in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  // a type of its own: the shared product's data is shared with other files
  const type = `E2eRenderCrash${randomBytes(4).toString('hex')}`;
  const report = async (n: number) => {
    const events = Array.from({ length: n }, (_, i) => ({
      type, message: `Cannot read properties of undefined (reading 'talents') at slot ${i + 1}`,
      stack: `${type}: boom\n    at TalentTree.render (https://app.mdr.example/assets/talents-3f9a1c2b.js:1:${100 + i})\n    at renderWithHooks (vendor.js:2:3)`,
      appVersion: '3.6.1', os: 'Android 15', device: 'Xiaomi 14', userId: `e2e-user-${i % 2}`,
    }));
    const res = await fetch(`${server.url}/v3/exception/report`, {
      method: 'POST', headers: { appid: '4', 'content-type': 'application/json', 'x-bot-key': DEMO_EXCEPTIONS_KEY }, body: JSON.stringify({ events }),
    });
    const body = await res.json() as { code: number; data: { groupIds: number[] } };
    expect(body.code).toBe(1);
    return body.data.groupIds;
  };

  withProduct({}, (s, b) => { server = s; browser = b; });
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'admin', 'admin');
  });

  it('shows reported events as one group, resolves it, and shows it regressed after a new report', async () => {
    const ids = await report(3);
    expect(new Set(ids).size).toBe(1);
    const id = ids[0];

    await page.goto(`${server.url}/#/exception/exc?filter=${encodeURIComponent(JSON.stringify({ q: type }))}`);
    const row = page.locator('tbody tr').filter({ hasText: type });
    await visible(row);
    await visible(row.getByTestId('sparkline'));
    await row.click();
    await page.waitForURL(new RegExp(`#/exception/exc/${id}/show`));
    await visible(page.getByTestId('group-title').getByText(`${type}: Cannot read properties of undefined (reading 'talents') at slot <n>`));
    await visible(page.getByTestId('group-stack').getByText('TalentTree.render', { exact: false }));
    await visible(page.getByTestId('breakdown-versions').getByText('3.6.1'));
    expect(await page.getByTestId('recent-events').locator('tbody tr').count()).toBe(3);

    await page.getByRole('button', { name: '标记已解决' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '标记已解决' }).click(); // it asks first
    await visible(page.locator('.MuiChip-label', { hasText: '已解决' }));

    await report(1);
    await page.reload();
    await visible(page.getByTestId('regressed-chip'));
    await visible(page.locator('.MuiChip-label', { hasText: '未解决' }));
    await visible(page.getByTestId('recent-events').locator('tbody tr').nth(3));
  });
});
