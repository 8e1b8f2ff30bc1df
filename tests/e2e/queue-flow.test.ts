// The review queue's pace, in Chromium on a product of its own (it decides
// demo items): the demo reviewer decides ten queued items with the keyboard
// alone — a approves, r then a number rejects with that common reason, s skips
// — each in its record's history, with the keystrokes per decision printed for
// the record; players' report cases, strongest first, upheld and dismissed by
// keys in Chinese and, on a phone, in English; two reviewers in two browsers never get the same item from
// "next", each seeing the other's claim; appeals decided on the desk by a reviewer other than the
// decision's maker, with the statement of reasons shown before a rejection; and on a record's own page a decision
// offers "next in queue", which opens and claims the next item of that type; a language switch keeps the open item,
// its tab and its claim, with every tab whole at 1440 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTRACTS } from '../../contract';
import { callApi as api, eventually, postAs, signIn, signInChangingPassword, visible, withProduct, type RunningServer } from './harness';

type Item = { type: string; id: number; claimedBy?: { name: string } };
type History = { list: { action: string; actorName: string }[] };

/** A second content reviewer: the content reviewer's keys, as the admin grants them. */
const SECOND = { username: 'reviewer2', password: 'Quartz-Meadow-Lamp-5150', own: 'Quartz-Meadow-Lamp-5151', name: '内容审核·王芳' };
const REVIEW_KEYS = [
  'articles.read', 'articles.approve', 'articles.reject', 'articles.hide', 'builds.read', 'builds.approve', 'builds.reject', 'builds.hide',
  'authors.read', 'authors.approve', 'authors.reject', 'review_queue.read', 'review_queue.claim',
];

describe('the review queue\'s pace', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true });
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'reviewer', 'reviewer');
  });

  // no pane (a phone back on its list) is null within a second, not after the default wait
  const openItem = (on: Page) => on.getByTestId('queue-pane').getAttribute('data-item', { timeout: 1_000 }).catch(() => null);
  const ready = (on: Page) => visible(on.getByTestId('queue-pane').locator('button[aria-keyshortcuts="a"]'), 15_000);
  const get = (ref: string) => { const [type, id] = ref.split('/'); return api<{ status: string; reason?: string }>(page, `${type}/get`, { id: Number(id) }); };

  type Case = { status: string; targetType: string; targetId: number; decisionAction: string };
  /** Decides the report cases the pane opens, by keys (one uphold first where the reviewer may hide the target, else dismissals). */
  const decideCases = async (on: Page, words: { uphold: string; dismiss: string }, stopAfter = 10) => {
    const done: { ref: string; how: 'uphold' | 'dismiss' }[] = [];
    const pane = on.getByTestId('queue-pane');
    while (done.length < stopAfter) {
      const ref = await eventually(() => openItem(on), (v) => v === null || v.startsWith('reports/'), 15_000);
      if (!ref?.startsWith('reports/')) break;
      const c = await api<Case>(on, 'reports/get', { id: Number(ref.split('/')[1]) });
      const how = (c.targetType === 'articles' || c.targetType === 'builds') && !done.some((d) => d.how === 'uphold') ? 'uphold' : 'dismiss';
      // the decision's button, in the page's language, marked with its key: the key below runs it
      const button = await visible(pane.getByRole('button', { name: new RegExp(`^${words[how]}`) }), 15_000);
      expect(await button.getAttribute('aria-keyshortcuts')).toBe(how === 'uphold' ? 'a' : 'r');
      if (how === 'uphold') {
        await on.keyboard.press('a');
        await visible(on.getByTestId('reason-picker'));
        await on.keyboard.press('1');
      } else await on.keyboard.press('r');
      await eventually(() => openItem(on), (v) => v !== ref, 15_000);
      done.push({ ref, how });
    }
    for (const d of done) {
      const c = await api<Case>(on, 'reports/get', { id: Number(d.ref.split('/')[1]) });
      expect(c.status, d.ref).toBe(d.how === 'uphold' ? 'upheld' : 'dismissed');
      if (d.how === 'uphold') {
        expect(['hide', 'kept_hidden']).toContain(c.decisionAction);
        expect((await get(`${c.targetType}/${c.targetId}`)).status).toBe('hidden');
      }
    }
    return done;
  };

  it('decides players\' report cases by keyboard, strongest first: a and a reason upholds, r dismisses, in Chinese and on a phone in English', async () => {
    await page.goto(`${server.url}/#/review/queue`);
    await (await visible(page.getByRole('tab', { name: /^举报 \(\d+\)/ }), 15_000)).click();
    const listed = (await api<{ list: (Item & { priority: number })[] }>(page, 'review_queue/list', { type: 'reports', page: 1, pageSize: 50 })).list;
    expect(listed.length).toBeGreaterThanOrEqual(4);
    expect(listed.map((i) => i.priority)).toEqual([...listed.map((i) => i.priority)].sort((a, b) => b - a));
    expect(await eventually(() => openItem(page), (v) => v === `reports/${listed[0].id}`, 15_000)).toBe(`reports/${listed[0].id}`);
    // the pane: the case's figures, what was reported, every report with its reporter's record, the author's record
    const pane = page.getByTestId('queue-pane');
    await visible(pane.getByTestId('case-figures').getByText(/^分数 [\d.]+ · \d+ 位举报人 · \d+ 次举报$/), 15_000);
    await visible(pane.getByTestId('case-reports').getByText(/准确率 \d+%|新举报人/).first());
    await visible(pane.getByTestId('author-record').getByText(/举报成立 \d+ 次/));

    const zh = await decideCases(page, { uphold: '成立并隐藏', dismiss: '驳回举报' }, 2);
    expect(zh.map((d) => d.how).sort()).toEqual(['dismiss', 'uphold']);

    // a phone in English: the list, then the case; the keys work there too, until no case is left
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
    const p = await phone.newPage();
    try {
      await signIn(p, server.url, 'reviewer', 'reviewer');
      await p.goto(`${server.url}/#/review/queue`);
      await (await visible(p.getByRole('tab', { name: /^Reports \(\d+\)/ }), 15_000)).tap();
      const row = p.locator('[data-testid="queue-row"][data-item^="reports/"]').first();
      await (await visible(row, 15_000)).tap();
      await visible(p.getByTestId('queue-pane').getByText(/^Score [\d.]+ · \d+ reporters · \d+ reports$/), 15_000);
      expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const en = await decideCases(p, { uphold: 'Uphold: hide', dismiss: 'Dismiss' });
      expect(en.length).toBeGreaterThanOrEqual(2);
      expect(en.map((d) => d.how)).toEqual(expect.arrayContaining(['uphold', 'dismiss']));
      await visible(p.getByText('The queue is clear: nothing waits on you'), 15_000);
      const left = await api<{ total: number }>(p, 'review_queue/list', { type: 'reports', page: 1, pageSize: 50 });
      expect(left.total).toBe(0);
    } finally {
      await phone.close();
      await page.goto(`${server.url}/#/dashboard/workplace`); // the queue opens afresh on its All tab for the tests below
    }
  }, 120_000);

  type Appeal = { id: number; status: string; decidedByFirst: number | null; decisionId: number; targetType: string; targetId: number };
  type Decided = { status: string; targetType: string; targetId: number; decidedBy: number | null };

  it('decides appeals on the desk: the decision\'s maker is refused, another overturns it and the target comes back; a phone reads one in English', async () => {
    const me = await page.evaluate(async () => (await (await fetch('/user/info', {
      method: 'POST', body: '{}', headers: { 'content-type': 'application/json', appid: '4', token: localStorage.getItem('token') ?? '' },
    })).json()).data.accountId as number);
    // the statement of reasons is shown before a rejection is picked (an article waiting on the desk)
    try {
      await appealsOnTheDesk(me);
    } finally {
      await page.goto(`${server.url}/#/dashboard/workplace`); // the queue opens afresh on its All tab for the tests below
    }
  }, 120_000);

  const appealsOnTheDesk = async (me: number) => {
    await page.goto(`${server.url}/#/review/queue`);
    await (await visible(page.getByRole('tab', { name: /^文章 \(\d+\)/ }), 15_000)).click();
    // the pane follows the tab: a key pressed while it still shows the last tab's item goes to that item
    await eventually(() => openItem(page), (v) => !!v?.startsWith('articles/'), 15_000);
    await ready(page);
    await page.keyboard.press('r');
    await visible(page.getByTestId('reason-picker'));
    await visible(page.getByTestId('statement-preview').getByText(/^您的攻略「.+」未通过审核。原因：.+。此决定由审核人员作出。如有异议，可在 .+（北京时间）前申诉。$/));
    await page.keyboard.press('Escape');

    await (await visible(page.getByRole('tab', { name: /^申诉 \(\d+\)/ }), 15_000)).click();
    const open = (await api<{ list: Appeal[] }>(page, 'appeals/list', { filter: { status: 'open' }, pageSize: 50 })).list;
    const mine = open.find((a) => a.decidedByFirst === me)!;
    // another's decision, on content where there is one (the reviewer reads guides and builds)
    const others = open.find((a) => a.decidedByFirst !== me && ['articles', 'builds'].includes(a.targetType)) ?? open.find((a) => a.decidedByFirst !== me)!;
    expect(mine && others).toBeTruthy();
    // the reviewer's own decision: the pane says so and the server refuses its appeal to them
    await page.locator(`[data-testid="queue-row"][data-item="appeals/${mine.id}"]`).click();
    await eventually(() => openItem(page), (v) => v === `appeals/${mine.id}`, 15_000);
    const pane = page.getByTestId('queue-pane');
    await visible(pane.getByText('原处理决定由您作出：申诉须由其他审核人员处理。'), 20_000);
    await visible(pane.getByTestId('appeal-statement'));
    await page.keyboard.press('a');
    await visible(page.getByTestId('reason-picker'));
    await page.keyboard.press('1');
    await visible(page.getByText('原处理决定由您作出，申诉须由其他审核人员处理'), 15_000);
    expect((await api<Appeal>(page, 'appeals/get', { id: mine.id })).status).toBe('open');
    // another's decision: r and a reason overturns it; the decision is marked, what it took comes back
    await page.locator(`[data-testid="queue-row"][data-item="appeals/${others.id}"]`).click();
    await eventually(() => openItem(page), (v) => v === `appeals/${others.id}`, 15_000);
    await visible(pane.getByTestId('appeal-text'));
    await page.keyboard.press('r');
    await visible(page.getByTestId('reason-picker'));
    await page.keyboard.press('1');
    await eventually(() => api<Appeal>(page, 'appeals/get', { id: others.id }), (a) => a.status === 'overturned', 15_000);
    const d = await api<Decided>(page, 'decisions/get', { id: others.decisionId });
    expect(d.status).toBe('overturned');
    if (['articles', 'builds'].includes(d.targetType)) {
      expect((await api<{ status: string }>(page, `${d.targetType}/get`, { id: d.targetId })).status).toBe('published');
    }
    const strikes = await api<{ list: { decisionId: number; active: boolean }[] }>(page, 'strikes/list', { filter: { active: true }, pageSize: 100 });
    expect(strikes.list.map((x) => x.decisionId)).not.toContain(others.decisionId);

    // a phone in English: the appeals list, then one appeal with the statement the player received
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
    const p = await phone.newPage();
    try {
      await signIn(p, server.url, 'reviewer', 'reviewer');
      await p.goto(`${server.url}/#/review/appeals`);
      await (await visible(p.getByText(/^(Reject|Hide|Ban|Mute|Suspend) · /).first(), 15_000)).tap();
      await visible(p.getByText('The statement of reasons the player received'), 15_000);
      await visible(p.getByTestId('appeal-statement').getByText(/^Your .+ You may appeal until .+ \(Beijing time\)\.$/));
      expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    } finally {
      await phone.close();
    }
  };

  it('decides ten items by keyboard alone, each in its history, at 1 key an approval and 2 a rejection', async () => {
    await page.goto(`${server.url}/#/review/queue`);
    // the plan: 10 decisions (a, or r with a common reason's number), 2 skips among them
    const plan: (['a'] | ['r', string] | ['s'])[] = [
      ['a'], ['r', '1'], ['a'], ['s'], ['r', '2'], ['a'], ['a'], ['r', '3'], ['s'], ['a'], ['r', '1'], ['a'],
    ];
    let current = (await eventually(() => openItem(page), (v) => v !== null, 15_000))!;
    // the pane names the author and their past rejections; a reviewer without users.read sees no warnings
    const record = await visible(page.getByTestId('author-record').getByText(/^作者 .+：此前被驳回 \d+ 次，被隐藏 \d+ 次 · 举报成立 \d+ 次$/), 15_000);
    expect(await record.first().innerText()).not.toContain('禁言');
    const decided: { ref: string; action: string; reason?: string; keys: number }[] = [];
    const skipped: string[] = [];
    for (const step of plan) {
      await ready(page);
      let keys = 0;
      const press = async (k: string) => { await page.keyboard.press(k); keys++; };
      const [type] = current.split('/');
      await press(step[0]);
      if (step[0] === 'r') {
        await visible(page.getByTestId('reason-picker'));
        await press(step[1]);
        decided.push({ ref: current, action: 'reject', reason: CONTRACTS[type].labels['zh-CN'].reasons!.reject[Number(step[1]) - 1], keys });
      } else if (step[0] === 'a') decided.push({ ref: current, action: 'approve', keys });
      else skipped.push(current);
      const was = current;
      current = (await eventually(() => openItem(page), (v) => v !== null && v !== was, 15_000))!;
      expect(current, `after ${step.join(' ')} on ${was}`).not.toBe(was);
    }

    expect(decided).toHaveLength(10);
    for (const d of decided) {
      const [type, id] = d.ref.split('/');
      const record = await get(d.ref);
      expect(record.status, d.ref).toBe(d.action === 'reject' ? 'rejected' : type === 'authors' ? 'approved' : 'published');
      if (d.reason) expect(record.reason, d.ref).toBe(d.reason);
      const history = await api<History>(page, `${type}/history`, { id: Number(id) });
      expect(history.list.filter((h) => h.action === d.action && h.actorName === '内容审核·李娜'), d.ref).toHaveLength(1);
    }
    for (const s of skipped) expect((await get(s)).status, s).toBe('pending');

    const per = (action: string) => decided.filter((d) => d.action === action).map((d) => d.keys);
    expect(per('approve').every((k) => k === 1)).toBe(true);
    expect(per('reject').every((k) => k === 2)).toBe(true);
    const total = decided.reduce((n, d) => n + d.keys, 0) + skipped.length;
    console.info(`[queue] keystrokes per decision: approve ${per('approve')[0]}, reject with a common reason ${per('reject')[0]}, skip 1; `
      + `10 decisions (${per('approve').length} approvals, ${per('reject').length} rejections) and ${skipped.length} skips in ${total} keystrokes, `
      + `${(total / decided.length).toFixed(1)} per decision`);
  });

  it('never gives two reviewers in two browsers the same item from "next", and each sees the other\'s claim', async () => {
    const { token } = await postAs<{ token: string }>(server.url, '/api/user/login', { username: 'admin', password: 'admin' });
    await postAs(server.url, '/mdr/admins/create', { data: { username: SECOND.username, password: SECOND.password, name: SECOND.name, role: 'user', modules: REVIEW_KEYS } }, token);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const other = await context.newPage();
    try {
      await signInChangingPassword(other, server.url, SECOND.username, SECOND.password, SECOND.own);
      await page.goto(`${server.url}/#/review/queue`);
      await other.goto(`${server.url}/#/review/queue`);
      const mine = (await eventually(() => openItem(page), (v) => v !== null, 15_000))!;
      const theirs = (await eventually(() => openItem(other), (v) => v !== null, 15_000))!;
      expect(theirs).not.toBe(mine);
      // each list shows the other's claim on the item they have open
      await visible(other.locator(`[data-testid="queue-row"][data-item="${mine}"]`).getByText(/内容审核·李娜 · 审核中/), 15_000);
      await visible(page.locator(`[data-testid="queue-row"][data-item="${theirs}"]`).getByText(/内容审核·王芳 · 审核中/), 40_000);

      // both ask for the next one at once, five times: never the same item, never the other's
      for (let round = 0; round < 5; round++) {
        const [a, b] = [(await openItem(page))!, (await openItem(other))!];
        await Promise.all([page.keyboard.press('s'), other.keyboard.press('s')]);
        const [a2, b2] = await Promise.all([
          eventually(() => openItem(page), (v) => v !== null && v !== a, 15_000),
          eventually(() => openItem(other), (v) => v !== null && v !== b, 15_000),
        ]);
        expect(a2, `round ${round}`).not.toBe(b2);
        const queue = await api<{ list: Item[] }>(page, 'review_queue/list', { page: 1, pageSize: 100 });
        const holder = (ref: string | null) => queue.list.find((i) => `${i.type}/${i.id}` === ref)?.claimedBy?.name;
        expect(holder(a2)).toBe('内容审核·李娜');
        expect(holder(b2)).toBe(SECOND.name);
      }
    } finally {
      await context.close();
    }
  });

  it('offers "next in queue" on a record\'s page after a decision, opening and claiming the next of that type', async () => {
    await page.goto(`${server.url}/#/dashboard/workplace`); // leaves the queue: its open item is released
    const queue = await api<{ list: Item[] }>(page, 'review_queue/list', { type: 'articles', page: 1, pageSize: 100 });
    const free = queue.list.filter((i) => !i.claimedBy);
    expect(free.length).toBeGreaterThanOrEqual(2);
    const first = free[0];
    await page.goto(`${server.url}/#/wow_guide/article/${first.id}/show`);
    await expect(page.getByTestId('queue-next').count()).resolves.toBe(0); // nothing decided here yet
    await (await visible(page.getByRole('button', { name: /^通过$/ }), 15_000)).first().click();
    const next = await visible(page.getByTestId('queue-next'), 15_000);
    await eventually(() => next.first().isEnabled(), (v) => v, 15_000);
    await next.first().click();
    await page.waitForURL(new RegExp(`#/wow_guide/article/(?!${first.id}/)\\d+/show`), { timeout: 15_000 });
    const id = Number(/article\/(\d+)\/show/.exec(page.url())![1]);
    expect((await get(`articles/${first.id}`)).status).toBe('published');
    const after = await api<{ list: Item[] }>(page, 'review_queue/list', { type: 'articles', page: 1, pageSize: 100 });
    expect(after.list.find((i) => i.id === id)?.claimedBy?.name).toBe('内容审核·李娜');
    expect(free.map((i) => i.id)).toContain(id);
  });

  // react-admin remounts the whole app on a language switch (src/resources/review_queue/kept.ts)
  it('keeps the open item, its tab and its claim through a language switch; every tab and overdue badge whole at 1440 px', async () => {
    await page.goto(`${server.url}/#/review/queue`);
    await ready(page);
    const tabs = page.getByRole('tab');
    // each tab's words and badge inside the tab bar, none cut or scrolled away
    const cut = await tabs.evaluateAll((all) => {
      const bar = all[0].closest('.MuiTabs-root')!.getBoundingClientRect();
      return all.filter((t) => {
        const r = t.getBoundingClientRect();
        const badge = t.querySelector('.MuiBadge-badge:not(.MuiBadge-invisible)')?.getBoundingClientRect();
        return t.scrollWidth > t.clientWidth || r.left < bar.left || r.right > bar.right
          || (badge && (badge.top < r.top || badge.right > r.right));
      }).map((t) => t.textContent);
    });
    expect(cut).toEqual([]);
    await page.getByRole('tab', { name: /^配装/ }).click();
    await eventually(() => openItem(page), (v) => !!v?.startsWith('builds/'), 15_000);
    // the second row: not the one the queue would open by itself
    const first = await openItem(page);
    await page.keyboard.press('j');
    const open = await eventually(() => openItem(page), (v) => !!v && v !== first, 15_000);
    // what a decision on a build rests on, as its contract labels it
    await visible(page.getByTestId('queue-facts').getByText('天赋代码'));
    await page.getByTestId('app-bar').getByRole('button', { name: 'English' }).click();
    await visible(page.getByRole('tab', { name: /^Builds/, selected: true }));
    expect(await openItem(page)).toBe(open);
    await visible(page.getByTestId('queue-facts').getByText('Talent string'));
    await page.waitForTimeout(2_500); // past the moment a page that really left would have released it
    const [type, id] = open!.split('/');
    const listed = await api<{ list: Item[] }>(page, 'review_queue/list', { type, page: 1, pageSize: 100 });
    expect(listed.list.find((i) => i.id === Number(id))?.claimedBy?.name).toBe('内容审核·李娜');
    await page.getByTestId('app-bar').getByRole('button', { name: '中文' }).click();
    await visible(page.getByRole('tab', { name: /^配装/, selected: true }));
    expect(await openItem(page)).toBe(open);
  });
});
