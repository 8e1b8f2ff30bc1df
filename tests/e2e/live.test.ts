// Live rooms end to end in Chromium on the shared demo product, as `user`
// (who holds mdr.wow.live): ban an approved room until tomorrow from its row
// (the dialog asks for the reason and the end; the row then reads banned with
// that end), and move rooms of the recommended list with the up / down
// buttons (saved at once, still there after a reload) and by dragging; and
// the list and the featured order on a phone (stacked, no sideways scroll).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { beijingToday } from '../../contract/days';
import { formatTime } from '../../src/i18n/time';
import { callApi, eventually, signIn, visible, withProduct, type RunningServer } from './harness';

type Room = { id: number; title: string; platformRoomId: string; status: string; bannedUntil: string | null };

describe('live rooms in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const api = <T>(path: string, body: object) => callApi<T>(page, path, body);
  const featuredIds = async () => (await api<{ list: Room[] }>('live_rooms/list', {
    pageSize: 100, filter: { featured: true }, sort: 'sortOrder', order: 'ASC',
  })).list.map((r) => r.id);
  /** The featured tab's rooms as shown, first first (ids read from their links). */
  const shownOrder = async () => (await page.getByTestId('featured-room').locator('a').evaluateAll((links) =>
    links.map((a) => Number(/\/(\d+)\/show$/.exec(a.getAttribute('href') ?? '')?.[1])))) as number[];

  withProduct({}, (s, b) => { server = s; browser = b; });
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'user', 'user');
  });

  it('bans an approved room until tomorrow from its row; the row shows banned with the end', async () => {
    const { list } = await api<{ list: Room[] }>('live_rooms/list', { pageSize: 1, filter: { status: 'approved', featured: false } });
    const room = list[0];
    await page.goto(`${server.url}/#/wow_live/live?filter=${encodeURIComponent(JSON.stringify({ q: room.platformRoomId }))}`);
    // the room id column is hidden by default: the search leaves this one room, found by its title
    const row = page.locator('tbody tr').filter({ hasText: room.title });
    await row.getByRole('button', { name: '封禁' }).click();
    const dialog = await visible(page.getByRole('dialog'));
    // the end is asked in Beijing time, tomorrow at this time unless changed: make it tomorrow noon there
    const day = beijingToday(Date.now() + 86_400_000);
    const noon = new Date(`${day}T12:00:00+08:00`);
    await dialog.locator('input[name="until"]').fill(`${day}T12:00`);
    await dialog.getByRole('button', { name: '恶意刷人气' }).click();
    await dialog.getByRole('button', { name: '确认' }).click();
    await visible(row.locator('.MuiChip-label', { hasText: '已封禁' }));
    await visible(row.getByTestId('banned-until').getByText(`封禁至 ${formatTime(noon)}`));
    const after = await api<Room>('live_rooms/get', { id: room.id });
    expect(after).toMatchObject({ status: 'banned', bannedUntil: noon.toISOString(), reason: '恶意刷人气' });
    // the row offers unban now, and no second ban
    await visible(row.getByRole('button', { name: '解封' }));
    expect(await row.getByRole('button', { name: '封禁' }).count()).toBe(0);
  });

  it('moves featured rooms with the up / down buttons and by dragging; the order is saved and still there after a reload', async () => {
    const before = await featuredIds();
    expect(before.length).toBeGreaterThanOrEqual(3);
    await page.goto(`${server.url}/#/wow_live/live`);
    await page.getByRole('tab', { name: '推荐顺序' }).click();
    await visible(page.getByTestId('featured-room'));
    expect(await shownOrder()).toEqual(before);

    // first down one place, then the third up one: [a, b, c, …] → [b, a, c] → [b, c, a]
    const [a, b, c, ...rest] = before;
    await page.getByTestId('featured-room').nth(0).getByRole('button', { name: /^下移/ }).click();
    expect(await eventually(featuredIds, (ids) => ids[0] === b)).toEqual([b, a, c, ...rest]);
    await visible(page.getByText('推荐顺序已保存'));
    await eventually(shownOrder, (ids) => ids[0] === b && ids[1] === a);
    await page.getByTestId('featured-room').nth(2).getByRole('button', { name: /^上移/ }).click();
    const expected = [b, c, a, ...rest];
    expect(await eventually(featuredIds, (ids) => ids[1] === c)).toEqual(expected);

    await page.reload();
    await page.getByRole('tab', { name: '推荐顺序' }).click();
    await visible(page.getByTestId('featured-room'));
    expect(await eventually(shownOrder, (ids) => ids.length === expected.length)).toEqual(expected);
    // dragging the third room onto the first puts it first: [b, c, a, …] → [a, b, c, …]
    await page.getByTestId('featured-room').nth(2).dragTo(page.getByTestId('featured-room').nth(0));
    expect(await eventually(featuredIds, (ids) => ids[0] === a)).toEqual([a, b, c, ...rest]);
    await eventually(shownOrder, (ids) => ids[0] === a);
    // the first room cannot move up, the last cannot move down
    expect(await page.getByTestId('featured-room').first().getByRole('button', { name: /^上移/ }).isDisabled()).toBe(true);
    expect(await page.getByTestId('featured-room').last().getByRole('button', { name: /^下移/ }).isDisabled()).toBe(true);
  });

  it('on a 390×844 phone: the rooms are stacked entries, the featured order fits, nothing scrolls sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const phone = await context.newPage();
      await signIn(phone, server.url, 'user', 'user');
      const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await phone.goto(`${server.url}/#/wow_live/live?filter=${encodeURIComponent('{}')}`);
      const { list } = await callApi<{ list: Room[] }>(phone, 'live_rooms/list', { pageSize: 1, sort: 'createdAt', order: 'DESC' });
      await visible(phone.getByText(list[0].title).first());
      expect(await phone.locator('table').count()).toBe(0);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await phone.getByRole('tab', { name: '推荐顺序' }).click();
      await visible(phone.getByTestId('featured-room'));
      expect(await overflow()).toBeLessThanOrEqual(0);
      // the arrows stay reachable on a phone
      await visible(phone.getByTestId('featured-room').first().getByRole('button', { name: /^下移/ }));
    } finally {
      await context.close();
    }
  });
});
