// Roles in Chromium against the real product: an admin builds a role holding
// articles.read and articles.approve only (the save shows the change first, then
// asks for the step-up) and gives it to a new member; the member sees approve
// but no reject, hide, edit, export or delete, and the API refuses hide with -2,
// changing nothing. Changing the role shows + and − keys, and a wrong step-up
// password says so and saves nothing. The reviewer demo account sees no author
// balance and no 调整余额, and the API refuses the adjustment. A password sign-in
// is no step-up here (STEP_UP_AT_SIGN_IN=false), so every save asks.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  eventually, gone, passStepUp, postAs, signIn, signInChangingPassword, visible, withProduct, type RunningServer,
} from './harness';

const ROLE = { zh: `文章通过员${Date.now() % 100_000}`, en: 'Article approver' };
const MEMBER = { username: `approver_${Date.now() % 100_000}`, password: 'Lantern-Orchid-4417', own: 'Quiet-Meadow-Compass-82' };

interface Envelope { code: number; message: string; data: unknown }

/** POST /mdr/<path> from a signed-in page, answering the whole envelope (the code included). */
const envelopeFrom = (page: Page, path: string, body: object) => page.evaluate(async ([p, b]) => {
  const res = await fetch(`/mdr/${p}`, {
    method: 'POST', body: JSON.stringify(b),
    headers: { 'content-type': 'application/json', appid: '4', token: localStorage.getItem('token') ?? '' },
  });
  return res.json();
}, [path, body] as const) as Promise<Envelope>;

let server: RunningServer;
let browser: Browser;
let adminToken: string;

withProduct({ STEP_UP_AT_SIGN_IN: 'false' }, (s, b) => { server = s; browser = b; });
beforeAll(async () => {
  adminToken = (await postAs<{ token: string }>(server.url, '/api/user/login', { username: 'admin', password: 'admin' })).token;
});

const newPage = async () => (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
/** POST /mdr/<path> as the admin (confirming the step-up when a write asks); a refusal fails the test with its field errors. */
async function asAdmin<T>(path: string, body: object): Promise<T> {
  const send = async () => (await fetch(`${server.url}/mdr/${path}`, {
    method: 'POST', headers: { appid: '4', 'content-type': 'application/json', token: adminToken }, body: JSON.stringify(body),
  })).json() as Promise<Envelope>;
  let envelope = await send();
  if ((envelope.data as { stepUp?: boolean } | null)?.stepUp) {
    await postAs(server.url, '/user/step_up', { password: 'admin' }, adminToken);
    envelope = await send();
  }
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.code} ${envelope.message} ${JSON.stringify(envelope.data)}`);
  return envelope.data as T;
}

/** An article in `status` (there are some in the demo data). */
async function articleIn(status: string): Promise<{ id: number; title: string; version: number; status: string }> {
  const { list } = await asAdmin<{ list: { id: number; title: string; version: number; status: string }[] }>(
    'articles/list', { page: 1, pageSize: 1, filter: { status } });
  expect(list.length).toBe(1);
  return list[0];
}

describe('a role built in the editor decides what its member sees and may do', () => {
  let member: Page;
  let roleId: number;

  it('the admin builds a role of articles.read + articles.approve; saving shows the change first', async () => {
    const admin = await newPage();
    await signIn(admin, server.url, 'admin', 'admin');
    await admin.goto(`${server.url}/#/user/role/create`);
    await admin.locator('input[name="nameZh"]').fill(ROLE.zh);
    await admin.locator('input[name="nameEn"]').fill(ROLE.en);
    await admin.getByRole('checkbox', { name: 'articles.read', exact: true }).check();
    await admin.getByRole('checkbox', { name: 'articles.approve', exact: true }).check();
    await admin.getByRole('toolbar').getByRole('button', { name: '保存' }).click();
    const dialog = await visible(admin.getByRole('dialog', { name: '确认权限变更' }));
    expect(await dialog.getByTestId('diff-line').allInnerTexts()).toEqual(['+ articles.read', '+ articles.approve']);
    await dialog.getByRole('button', { name: '保存' }).click();
    await passStepUp(admin, 'admin');
    await admin.waitForURL(/#\/user\/role\/\d+\/show/);
    roleId = Number(/role\/(\d+)\/show/.exec(admin.url())![1]);
    await visible(admin.getByText(ROLE.zh));

    await admin.goto(`${server.url}/#/user/admin/create`);
    await admin.locator('input[name="username"]').fill(MEMBER.username);
    await admin.locator('input[name="name"]').fill('Approver E2E');
    await admin.locator('input[name="password"]').fill(MEMBER.password);
    const roles = admin.getByRole('combobox', { name: '角色组' });
    await roles.click();
    await roles.fill(ROLE.zh.slice(0, 5));
    await admin.getByRole('option', { name: ROLE.zh }).click();
    await admin.getByRole('toolbar').getByRole('button', { name: '保存' }).click();
    await admin.waitForURL(/#\/user\/admin\/\d+\/show/);
    // the member's page: the role by name, each effective key with where it comes from
    await visible(admin.getByTestId('staff-roles').getByText(ROLE.zh));
    const effective = await visible(admin.getByTestId('effective-keys'));
    expect(await effective.locator('tbody tr td:first-child').allInnerTexts()).toEqual(['articles.read', 'articles.approve']);
    expect(await effective.getByText(`角色：${ROLE.zh}`).count()).toBe(2);
    await admin.context().close();
  });

  it('the member sees approve, and no reject, hide, edit, export, create or delete', async () => {
    member = await newPage();
    await signInChangingPassword(member, server.url, MEMBER.username, MEMBER.password, MEMBER.own);
    const menu = (await member.getByRole('menu').locator('[role="menuitem"]').allInnerTexts()).join();
    expect(menu).toMatch(/文章/);
    expect(menu).not.toMatch(/分类|管理员|角色|订单/);

    const pending = await articleIn('pending');
    await member.goto(`${server.url}/#/wow_guide/article/${pending.id}/show`);
    await visible(member.getByRole('button', { name: '通过' }));
    for (const name of ['驳回', '隐藏', '编辑', '删除']) expect(await member.getByRole('button', { name, exact: true }).count(), name).toBe(0);

    const published = await articleIn('published');
    await member.goto(`${server.url}/#/wow_guide/article/${published.id}/show`);
    await visible(member.getByRole('heading', { name: published.title }));
    for (const name of ['隐藏', '编辑', '删除']) expect(await member.getByRole('button', { name, exact: true }).count(), name).toBe(0);

    await member.goto(`${server.url}/#/wow_guide/article`);
    await member.locator('tbody tr').first().waitFor();
    for (const name of ['导出', '新建']) expect(await member.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    // the edit page is refused by the panel too (react-admin's canAccess): no form
    await member.goto(`${server.url}/#/wow_guide/article/${published.id}`);
    await visible(member.getByTestId('no-access'));
  });

  it('the API refuses hide with -2 and the article stays as it was', async () => {
    const published = await articleIn('published');
    const answer = await envelopeFrom(member, 'articles/hide', { id: published.id, reason: 'e2e: not allowed' });
    expect(answer.code).toBe(-2);
    const after = await asAdmin<{ status: string; version: number }>('articles/get', { id: published.id });
    expect(after).toMatchObject({ status: 'published', version: published.version });
  });

  it('approve works for the member, from the button', async () => {
    const pending = await articleIn('pending');
    await member.goto(`${server.url}/#/wow_guide/article/${pending.id}/show`);
    await (await visible(member.getByRole('button', { name: '通过' }))).click();
    const status = await eventually(async () => (await asAdmin<{ status: string }>('articles/get', { id: pending.id })).status, (s) => s !== 'pending');
    expect(status).toBe('published');
    await gone(member.getByRole('button', { name: '通过' }));
    await member.context().close();
  });

  it('changing the role shows + and − first; a wrong step-up password says so and saves nothing, the right one saves', async () => {
    const before = await asAdmin<{ keys: string[]; version: number }>('roles/get', { id: roleId });
    const admin = await newPage();
    await signIn(admin, server.url, 'admin', 'admin');
    await admin.goto(`${server.url}/#/user/role/${roleId}`);
    await (await visible(admin.getByRole('checkbox', { name: 'articles.approve', exact: true }))).uncheck();
    await admin.getByRole('checkbox', { name: 'articles.reject', exact: true }).check();
    await admin.getByRole('toolbar').getByRole('button', { name: '保存' }).click();
    const confirm = await visible(admin.getByRole('dialog', { name: '确认权限变更' }));
    expect(await confirm.getByTestId('diff-line').allInnerTexts()).toEqual(['+ articles.reject', '− articles.approve']);
    await confirm.getByRole('button', { name: '保存' }).click();

    const stepUp = await visible(admin.getByTestId('step-up-dialog'));
    await stepUp.locator('input[name="stepUpSecret"]').fill('not-the-password');
    await stepUp.getByRole('button', { name: '确认' }).click();
    await visible(stepUp.getByRole('alert').getByText('密码错误'));
    expect(await asAdmin('roles/get', { id: roleId })).toMatchObject({ keys: before.keys, version: before.version });

    await stepUp.locator('input[name="stepUpSecret"]').fill('admin');
    await stepUp.getByRole('button', { name: '确认' }).click();
    await gone(admin.getByTestId('step-up-dialog'));
    const after = await eventually(() => asAdmin<{ keys: string[]; version: number }>('roles/get', { id: roleId }), (r) => r.version > before.version);
    expect([...after.keys].sort()).toEqual(['articles.read', 'articles.reject']);
    await admin.context().close();
  });
});

describe('workplace figures link only to lists the reader may open', () => {
  it('a member holding the author cards but not authors.read sees the figures and top-10 names as plain text', async () => {
    const member = { username: `cards_${Date.now() % 100_000}`, password: 'Copper-Lantern-9921', own: 'Amber-Kestrel-Window-64' };
    await asAdmin('admins/create', { data: { username: member.username, password: member.password, name: 'Cards only', role: 'user', roles: [],
      modules: ['dashboard.authors', 'dashboard.top_authors'] } });
    const page = await newPage();
    await signInChangingPassword(page, server.url, member.username, member.password, member.own);
    const counts = page.getByTestId('card-authors');
    await visible(counts.getByTestId('figure-total').locator('h5, h6'));
    expect(await counts.locator('a').count()).toBe(0);
    const ranking = page.getByTestId('card-top_authors');
    await visible(ranking.getByTestId('ranking-row').first());
    expect(await ranking.locator('a').count()).toBe(0);
    await page.context().close();
  });

  it('the admin, who may open author profiles, gets the links', async () => {
    const page = await newPage();
    await signIn(page, server.url, 'admin', 'admin');
    const ranking = page.getByTestId('card-top_authors');
    await visible(ranking.getByTestId('ranking-row').first());
    expect(await ranking.locator('a').first().getAttribute('href')).toMatch(/^#\/wow_author\/information\/\d+\/show$/);
    await visible(page.getByTestId('card-authors').getByTestId('figure-total').locator('a'));
    await page.context().close();
  });
});

describe('the reviewer demo account and money', () => {
  it('sees no balance and no 调整余额 on an author, and the API refuses the adjustment without moving the balance', async () => {
    const { list } = await asAdmin<{ list: { id: number; penName: string; availableCents: number }[] }>(
      'authors/list', { page: 1, pageSize: 1, filter: { status: 'approved' } });
    const author = list[0];
    const page = await newPage();
    await signIn(page, server.url, 'reviewer', 'reviewer');
    await page.goto(`${server.url}/#/wow_author/information/${author.id}/show`);
    await visible(page.getByText(author.penName).first());
    expect(await page.getByRole('button', { name: '调整余额' }).count()).toBe(0);
    // the balances are money figures: the API answers the reviewer without them, the page has no balance section
    expect(await page.getByTestId('author-available').count()).toBe(0);
    expect(await page.getByText(/¥/).count()).toBe(0);
    expect(Object.keys((await envelopeFrom(page, 'authors/get', { id: author.id })).data as object)).not.toContain('availableCents');
    const answer = await envelopeFrom(page, 'authors/adjust', { id: author.id, amountCents: 1000, reason: 'e2e: reviewer' });
    expect(answer.code).toBe(-2);
    const after = await asAdmin<{ availableCents: number }>('authors/get', { id: author.id });
    expect(after.availableCents).toBe(author.availableCents);
    await page.context().close();
  });
});
