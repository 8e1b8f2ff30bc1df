// To-dos complete themselves: the review to-do a submit sends is marked done
// and read, for every recipient, once the article leaves "pending" — approved
// or rejected, one by one or in bulk — and only then, in the same transaction.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleStatus } from '../../../server/modules/guide';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { article, guideSeed, insertArticle } from '../guide/fixtures';
import { insertMessage, member, messagesOf, withInsertsRefused, type Member } from './fixtures';

describe.each(testBackends())('to-dos that complete themselves (%s)', (backend) => {
  let t: TestApp;
  let s: Record<'editor' | 'editor2' | 'root', Member>;
  const { ids, seed } = guideSeed();
  const make = (status: ArticleStatus) =>
    insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status });
  const call = (path: string, body: object, who: Member) => t.call(path, body, { token: who.token });
  /** [link, tag, read] of each of the member's to-dos as the inbox answers them */
  const todos = async (who: Member) => ((await call('/mdr/messages/list', { filter: { type: 'todo' } }, who)).data.list as
    { link: string; messageType: number; status: number }[]).map((m) => [m.link, m.messageType, m.status]).sort();
  const link = (id: number) => `#/wow_guide/article/${id}/show`;
  const submitted = async () => {
    const id = await make('draft');
    expect((await call('/mdr/articles/submit', { id }, s.editor)).code).toBe(1);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    s = {
      editor: await member(t, 'editor', 'user', ['mdr.wow.guide']),
      editor2: await member(t, 'editor2', 'user', ['mdr.wow.guide']),
      root: await member(t, 'root', '*', []),
    };
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom('messages').execute();
  });

  it('approving the article marks its to-do done and read for every recipient', async () => {
    const id = await submitted();
    expect(await todos(s.editor2)).toEqual([[link(id), 0, 0]]);
    expect((await call('/mdr/articles/approve', { id }, s.editor2)).code).toBe(1);
    for (const who of [s.editor2, s.root]) expect(await todos(who)).toEqual([[link(id), 1, 1]]);
    expect((await call('/mdr/messages/unread', {}, s.root)).data.todo).toBe(0);
  });

  it('rejecting completes it too, and a resubmit is a new open to-do', async () => {
    const id = await submitted();
    await call('/mdr/articles/reject', { id, reason: 'Too short' }, s.root);
    expect(await todos(s.editor2)).toEqual([[link(id), 1, 1]]);
    await call('/mdr/articles/submit', { id }, s.root);
    expect(await todos(s.editor2)).toEqual([[link(id), 0, 0], [link(id), 1, 1]]);
  });

  it('approve_many completes the to-dos of the articles it approved, not of those it refused', async () => {
    const [a, b] = [await submitted(), await submitted()];
    const refused = await make('draft');
    await insertMessage(t.db, s.editor2.id, { link: link(refused) }); // a to-do naming no subject
    const res = await call('/mdr/articles/approve_many', { ids: [a, refused] }, s.editor2);
    expect(res.data.done).toEqual([a]);
    expect(await todos(s.editor2)).toEqual([[link(a), 1, 1], [link(b), 0, 0], [link(refused), 0, 0]].sort());
  });

  it('deleting the article completes its to-do for every recipient, one by one or in bulk', async () => {
    const [a, b, c] = [await submitted(), await submitted(), await submitted()];
    expect((await call('/mdr/articles/delete', { id: a }, s.editor2)).code).toBe(1);
    for (const who of [s.editor2, s.root]) {
      expect(await todos(who)).toEqual([[link(a), 1, 1], [link(b), 0, 0], [link(c), 0, 0]].sort());
    }
    expect((await call('/mdr/messages/unread', {}, s.root)).data.todo).toBe(2);
    expect((await call('/mdr/articles/delete_many', { ids: [b] }, s.root)).data.ids).toEqual([b]);
    expect(await todos(s.editor2)).toEqual([[link(a), 1, 1], [link(b), 1, 1], [link(c), 0, 0]].sort());
  });

  it('a delete that rolls back leaves the to-do open', async () => {
    const id = await submitted();
    // the delete's audit row fails, so the delete and the to-do's completion are undone
    const res = await withInsertsRefused(t.db, 'audit_log', () => call('/mdr/articles/delete', { id }, s.root));
    expect(res.code).toBe(0);
    expect((await article(t.db, id))?.status).toBe('pending');
    expect(await todos(s.editor2)).toEqual([[link(id), 0, 0]]);
  });

  it('keeps the moment an already read to-do was read', async () => {
    const id = await submitted();
    const [mine] = await messagesOf(t.db, s.editor2.id);
    await call('/mdr/messages/read', { ids: [Number(mine.id)] }, s.editor2);
    const readAt = (await messagesOf(t.db, s.editor2.id))[0].read_at;
    await call('/mdr/articles/approve', { id }, s.root);
    const [after] = await messagesOf(t.db, s.editor2.id);
    expect([after.message_type, after.read_at]).toEqual([1, readAt]);
  });

  it('a transition that rolls back leaves the to-do open', async () => {
    const id = await submitted();
    // the reject's own message to the team fails, so the whole reject is undone
    const res = await withInsertsRefused(t.db, 'messages', () => call('/mdr/articles/reject', { id, reason: 'No' }, s.root));
    expect(res.code).toBe(0);
    expect((await article(t.db, id))?.status).toBe('pending');
    expect(await todos(s.editor2)).toEqual([[link(id), 0, 0]]);
  });

  it('the subject is stored with the to-do and refused on other kinds of item', async () => {
    const id = await submitted();
    const [row] = await messagesOf(t.db, s.root.id);
    expect([row.subject_resource, row.subject_id, row.subject_state]).toEqual(['articles', String(id), 'pending']);
    const bad = t.db.insertInto('messages').values({ admin_id: s.root.id, type: 'message', title: 'x',
      subject_resource: 'articles', subject_id: '1', subject_state: 'pending' }).execute();
    await expect(bad).rejects.toThrow(/messages_subject_check/);
  });
});
