// The author's record beside a queued item (/mdr/review_queue/author,
// server/queue/author.ts): the person behind it, how often their records were
// rejected before — still counted after they resubmit — and their mutes and
// bans, which only a reader who may read users sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { loadSamples, type ResourceSample } from '../helpers/samples';

type Record_ = { user: { id: number; nickname: string } | null; rejections: { type: string; rejected: number; hidden: number }[]; warnings: number | null };

describe.each(testBackends())('the author\'s record in the queue (%s)', (backend) => {
  let t: TestApp;
  let samples: Record<string, ResourceSample>;
  let reviewer: { token: string };
  let moderator: { token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    samples = await loadSamples(t.db);
    const role = await t.db.selectFrom('roles').select('id').where('name_en', '=', 'Content reviewer').executeTakeFirstOrThrow();
    reviewer = await sessionFor(t, { roles: [role.id] });
    moderator = await sessionFor(t, { roles: [role.id], modules: ['users.read', 'users.mute'] });
  });
  afterAll(() => t?.close());

  const author = async (token: string, ref: { type: string; id: number }) => {
    const res = await t.call('/mdr/review_queue/author', ref, { token });
    expect(res.code, JSON.stringify(res)).toBe(1);
    return res.data as Record_;
  };
  const rejectedOf = (r: Record_, type: string) => r.rejections.find((x) => x.type === type)?.rejected;

  it('counts the author\'s past rejections, and their warnings only for a reader of users', async () => {
    const first = await samples.articles.insert('pending');
    const { author_id: authorId } = await t.db.selectFrom('articles').select('author_id').where('id', '=', first).executeTakeFirstOrThrow();
    const { user_id: userId } = await t.db.selectFrom('authors').select('user_id').where('id', '=', authorId).executeTakeFirstOrThrow();
    const before = await author(reviewer.token, { type: 'articles', id: first });
    expect(before.user?.id).toBe(userId);
    // a content reviewer decides articles, builds, authors, reports and appeals: each is counted, money and people's warnings are not theirs
    expect(before.rejections.map((r) => r.type).sort()).toEqual(['appeals', 'articles', 'authors', 'builds', 'reports']);
    expect(before.warnings).toBeNull();

    expect((await t.call('/mdr/articles/reject', { id: first, reason: 'Copied from another site' }, { token: reviewer.token })).code).toBe(1);
    const second = await samples.articles.insert('pending');
    await t.db.updateTable('articles').set({ author_id: authorId }).where('id', '=', second).execute();
    const after = await author(reviewer.token, { type: 'articles', id: second });
    expect(rejectedOf(after, 'articles')).toBe(rejectedOf(before, 'articles')! + 1);

    const seen = await author(moderator.token, { type: 'articles', id: second });
    expect(seen.warnings).not.toBeNull();
    expect((await t.call('/mdr/users/mute', { id: userId, reason: 'Spam in comments', hours: 2 }, { token: moderator.token })).code).toBe(1);
    expect((await author(moderator.token, { type: 'articles', id: second })).warnings).toBe(seen.warnings! + 1);
  });

  it('refuses a type the reader does not decide, and names an unknown one', async () => {
    expect((await t.call('/mdr/review_queue/author', { type: 'withdrawals', id: 1 }, { token: reviewer.token })).code).toBe(-2);
    const bad = await t.call('/mdr/review_queue/author', { type: 'nonsense', id: 1 }, { token: reviewer.token });
    expect(bad.code).toBe(-1);
    expect(bad.data.errors[0].field).toBe('type');
  });
});
