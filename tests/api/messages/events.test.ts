// The guide review workflow tells staff through their message centres: a
// submitted article is a todo for the guide team, a rejection a message to
// it. The actor and staff without the guide key hear nothing, and a change
// that fails (or rolls back) sends nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleStatus } from '../../../server/modules/guide';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { article, auditRows, guideSeed, insertArticle } from '../guide/fixtures';
import { member, messageCount, messagesOf, withInsertsRefused, type Member } from './fixtures';

describe.each(testBackends())('messages from article events (%s)', (backend) => {
  let t: TestApp;
  let s: Record<'editor' | 'editor2' | 'root' | 'outsider', Member>;
  let disabledEditor: number;
  const { ids, seed } = guideSeed();
  const make = (status: ArticleStatus, title = 'Frost Mage Opener') =>
    insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status, title });
  const inbox = async (who: Member, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    (await t.call('/mdr/messages/list', {}, { token: who.token, lang })).data.list;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    s = {
      editor: await member(t, 'editor', 'user', ['mdr.wow.guide']),
      editor2: await member(t, 'editor2', 'user', ['mdr.dashboard', 'mdr.wow.guide']),
      root: await member(t, 'root', '*', []),
      outsider: await member(t, 'outsider', 'user', ['mdr.dashboard', 'mdr.wow.build']),
    };
    disabledEditor = (await t.createStaff({ username: 'gone', modules: ['mdr.wow.guide'], disabled: true })).id;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom('messages').execute();
  });

  it('submit sends a todo to each guide staff member but the actor, linking to the article', async () => {
    const id = await make('draft', 'Frost Mage Opener');
    expect((await t.call('/mdr/articles/submit', { id }, { token: s.editor.token })).code).toBe(1);
    for (const who of [s.editor2, s.root]) {
      expect(await inbox(who)).toEqual([{
        id: expect.any(Number), type: 'todo', title: 'Article awaiting review', subTitle: '', avatar: '',
        content: 'Alice 100%_Mage submitted "Frost Mage Opener" (法师) for review.',
        time: expect.any(String), status: 0, messageType: 0, link: `#/wow_guide/article/${id}/show`,
      }]);
    }
    const [zh] = await inbox(s.editor2, 'zh-CN');
    expect([zh.title, zh.content]).toEqual(['文章待审核', 'Alice 100%_Mage 提交了《Frost Mage Opener》（法师），请审核。']);
    for (const who of [s.editor.id, s.outsider.id, disabledEditor]) expect(await messagesOf(t.db, who)).toEqual([]);
    expect(await messageCount(t.db)).toBe(2);
  });

  it('a resubmitted (rejected) article is a todo again', async () => {
    const id = await make('rejected');
    await t.call('/mdr/articles/submit', { id }, { token: s.root.token });
    expect((await messagesOf(t.db, s.editor.id)).map((m) => m.link)).toEqual([`#/wow_guide/article/${id}/show`]);
    expect(await messagesOf(t.db, s.root.id)).toEqual([]);
  });

  it('a submit refused from the wrong state sends nothing', async () => {
    for (const state of ['pending', 'published', 'hidden'] as const) {
      const id = await make(state);
      const res = await t.call('/mdr/articles/submit', { id }, { token: s.editor.token });
      expect({ state, code: res.code }).toEqual({ state, code: -5 });
    }
    expect(await messageCount(t.db)).toBe(0);
  });

  it('submit_many sends one todo per article submitted, none for those refused', async () => {
    const drafts = [await make('draft', 'Guide A'), await make('draft', 'Guide B')];
    const published = await make('published');
    const res = await t.call('/mdr/articles/submit_many', { ids: [...drafts, published] }, { token: s.editor.token });
    expect(res.data.done).toEqual(drafts);
    expect(res.data.failed.map((f: { id: number }) => f.id)).toEqual([published]);
    expect((await messagesOf(t.db, s.editor2.id)).map((m) => m.link).sort())
      .toEqual(drafts.map((d) => `#/wow_guide/article/${d}/show`).sort());
  });

  it('reject tells the guide team who rejected which article and why, with the reviewer\'s avatar', async () => {
    await t.db.updateTable('admins').set({ avatar: 'https://cdn.example.com/e2.png', name: 'Editor Two' }).where('id', '=', s.editor2.id).execute();
    const id = await make('pending', 'Arcane Mage Rotation');
    const res = await t.call('/mdr/articles/reject', { id, reason: '  Copied from another site  ' }, { token: s.editor2.token });
    expect(res.code).toBe(1);
    const expected = {
      type: 'message', title: 'Editor Two', subTitle: 'rejected an article', avatar: 'https://cdn.example.com/e2.png',
      content: '"Arcane Mage Rotation": Copied from another site', status: 0, messageType: null, link: `#/wow_guide/article/${id}/show`,
    };
    for (const who of [s.editor, s.root]) expect(await inbox(who)).toEqual([{ ...expected, id: expect.any(Number), time: expect.any(String) }]);
    const [zh] = await inbox(s.editor, 'zh-CN');
    expect([zh.title, zh.subTitle, zh.content]).toEqual(['Editor Two', '驳回了一篇文章', '《Arcane Mage Rotation》：Copied from another site']);
    for (const who of [s.editor2.id, s.outsider.id, disabledEditor]) expect(await messagesOf(t.db, who)).toEqual([]);
  });

  it('approve, hide and restore send nothing', async () => {
    await t.call('/mdr/articles/approve', { id: await make('pending') }, { token: s.editor.token });
    await t.call('/mdr/articles/hide', { id: await make('published'), reason: 'Outdated' }, { token: s.editor.token });
    await t.call('/mdr/articles/restore', { id: await make('hidden') }, { token: s.editor.token });
    expect(await messageCount(t.db)).toBe(0);
  });

  it('a failure while notifying undoes the transition itself: no state change, no audit row, no message', async () => {
    const id = await make('draft');
    const before = await article(t.db, id);
    const res = await withInsertsRefused(t.db, 'messages', () => t.call('/mdr/articles/submit', { id }, { token: s.editor.token }));
    expect({ code: res.code, status: res.status }).toEqual({ code: 0, status: 500 });
    expect(await article(t.db, id)).toEqual(before);
    expect(await auditRows(t.db, 'articles', id)).toEqual([]);
    expect(await messageCount(t.db)).toBe(0);
    expect((await t.call('/mdr/articles/submit', { id }, { token: s.editor.token })).code).toBe(1);
    expect(await messageCount(t.db)).toBe(2);
  });
});
