// The audit screen (#/user/audit, docs/panel.md "The audit log") in Chromium against the real product: the
// admin finds it in the menu, filters the trail by actor and resource, opens a row and reads its diff
// (the changed field, the unchanged ones behind a toggle) in Chinese and English; a member holding
// audit_log.read alone sees it; a member of the same module without the key neither sees nor opens it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { postAs, signIn, signInChangingPassword, visible, withProduct, type RunningServer } from './harness';

const suffix = Date.now() % 100_000;
const CATEGORY = `审计分类 ${suffix}`;

let server: RunningServer;
let browser: Browser;
let token: string;
withProduct({}, (s, b) => { server = s; browser = b; });

const asAdmin = <T>(path: string, body: object) => postAs<T>(server.url, `/mdr/${path}`, body, token);

/** A member with these extra keys, signed in (the admin-chosen password replaced first). */
async function member(name: string, modules: string[]): Promise<Page> {
  const who = { username: `${name}_${suffix}`, password: 'Copper-Lantern-9921', own: 'Amber-Kestrel-Window-64' };
  await asAdmin('admins/create', { data: { username: who.username, password: who.password, name, role: 'user', roles: [], modules } });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInChangingPassword(page, server.url, who.username, who.password, who.own);
  return page;
}

describe('the audit log screen', () => {
  beforeAll(async () => {
    ({ token } = await postAs<{ token: string }>(server.url, '/api/user/login', { username: 'admin', password: 'admin' }));
    // a change of the admin's own to find: the sort order moves, the name stays
    const made = await asAdmin<{ id: number; version: number }>('guide_categories/create', { data: { name: CATEGORY, sortOrder: 3, visible: true } });
    await asAdmin('guide_categories/update', { id: made.id, data: { sortOrder: 7 }, version: made.version });
  });

  it('the admin opens it from the menu, filters by actor and resource and reads a row\'s diff, in Chinese and English', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, server.url, 'admin', 'admin');
    await page.getByRole('menu').getByRole('menuitem', { name: '操作审计' }).click();
    await page.waitForURL(/#\/user\/audit/);
    // the zone said once, in the time column's header
    await visible(page.getByRole('columnheader', { name: '时间（UTC+8）' }));

    // (the column chooser's switches carry the same labels: the filters are the comboboxes)
    await page.getByRole('combobox', { name: '操作人', exact: true }).fill('管理员');
    await page.getByRole('option', { name: '管理员' }).first().click();
    await page.getByRole('combobox', { name: '资源', exact: true }).click();
    await page.getByRole('option', { name: '攻略分类' }).click();
    const first = page.locator('tbody tr').first();
    await visible(first.getByText('update'));
    const actors = await page.locator('tbody tr td.column-actorName').allInnerTexts();
    // the name the row keeps is the account's username
    expect(new Set(actors)).toEqual(new Set(['admin']));
    // the record links to the category's own page
    expect(await first.locator('td.column-recordId a').getAttribute('href')).toMatch(/#\/wow_guide\/category\/\d+/);
    await expect(first.locator('td.column-outcome').innerText()).resolves.toBe('允许');

    await first.locator('td.column-action').click();
    await page.waitForURL(/#\/user\/audit\/\d+\/show/);
    const changes = page.getByRole('table', { name: '变更' });
    await visible(changes);
    // the changed fields only (the version and the update time moved with it)
    const changed = await changes.locator('tbody tr').allInnerTexts();
    expect(changed).toContain('排序\t3\t7');
    expect(changed.join()).not.toMatch(/名称/);
    await page.getByRole('button', { name: /显示未变字段/ }).click();
    await visible(changes.getByRole('rowheader', { name: '名称' }));
    expect(await changes.locator('tbody tr', { hasText: '名称' }).innerText()).toBe(`名称\t${CATEGORY}\t${CATEGORY}`);

    await page.getByRole('button', { name: 'English' }).click();
    const english = page.getByRole('table', { name: 'Changes' });
    await visible(english.getByRole('rowheader', { name: 'Sort order' }));
    await visible(page.getByText('Time (UTC+8)'));
    await page.goBack();
    await visible(page.getByRole('columnheader', { name: 'Time (UTC+8)' }));
    await visible(page.getByRole('tab', { name: 'Daily closing hashes' }));
    await page.context().close();
  });

  it('a member holding audit_log.read alone has the entry; one of the same module without it neither has it nor opens it', async () => {
    const auditor = await member('auditor', ['audit_log.read']);
    await auditor.getByRole('menu').getByRole('menuitem', { name: '操作审计' }).click();
    await visible(auditor.locator('tbody tr').first());
    // no export key: no export button
    expect(await auditor.getByRole('button', { name: '导出' }).count()).toBe(0);
    await auditor.context().close();

    const clerk = await member('clerk', ['users.read']);
    await clerk.getByRole('menu').getByRole('menuitem', { name: '平台用户' }).waitFor();
    expect((await clerk.getByRole('menu').locator('[role="menuitem"]').allInnerTexts()).join()).not.toMatch(/操作审计/);
    await clerk.goto(`${server.url}/#/user/audit`);
    await clerk.getByTestId('no-access').getByText('您没有打开“操作审计”的权限。').waitFor();
    await clerk.context().close();
  });
});
