// Partner bots: a key is shown once and stored as a hash with a visible prefix;
// on header x-bot-key it opens /v3/articles/list (scope articles:read), counts
// last_used_at, is held to its bot's calls per minute (-6), and is refused at
// once when revoked or its bot disabled (-3) or without the scope (-2).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle } from '../guide/fixtures';

describe.each(testBackends())('bots (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  const { ids, seed } = guideSeed();
  const call = (action: string, body: object) => t.call(`/mdr/bots/${action}`, body, { token, lang: 'en-US' });
  const partner = (key: string | undefined, body: object = {}) =>
    t.call('/v3/articles/list', body, { headers: key === undefined ? {} : { 'x-bot-key': key }, lang: 'en-US' });
  const newBot = async (data: object = {}) => (await call('create', { data: { name: 'Raid helper', scopes: ['articles:read'], ...data } })).data;
  const newKey = async (botId: number) => (await call('create_key', { id: botId })).data as { id: number; prefix: string; secret: string };

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    const staff = await t.createStaff({ username: 'support', modules: ['mdr.user.bot'] });
    token = await t.login(staff.username, staff.password);
    for (const status of ['published', 'published', 'draft', 'hidden'] as const) {
      await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status, publishedAt: new Date() });
    }
  });
  afterAll(() => t?.close());

  it('is open to the user module (menu.use.user) and to mdr.user.bot alone, as the page is (contract/access/modules.ts)', async () => {
    const members = await t.createStaff({ username: 'accounts', modules: ['menu.use.user'] });
    const asMember = await t.login(members.username, members.password);
    expect((await t.call('/mdr/bots/list', {}, { token: asMember })).code).toBe(1);
    const guides = await t.createStaff({ username: 'guides', modules: ['mdr.wow.guide'] });
    const asGuide = await t.login(guides.username, guides.password);
    expect((await t.call('/mdr/bots/list', {}, { token: asGuide })).code).toBe(-2);
    expect((await call('list', {})).code).toBe(1);
  });

  it('shows a new key once; keeps only its hash and prefix; the audit rows never hold the secret', async () => {
    const bot = await newBot();
    const key = await newKey(bot.id);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key.secret.length).toBeGreaterThan(30);
    const stored = await t.db.selectFrom('bot_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key.secret);
    const got = await call('get', { id: bot.id });
    expect(got.data.keys).toEqual([expect.objectContaining({ id: key.id, prefix: key.prefix, revokedAt: null, lastUsedAt: null })]);
    expect(JSON.stringify(got.data)).not.toContain(key.secret);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'bots').where('record_id', '=', String(bot.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'create_key']);
    expect(JSON.stringify(audit)).not.toContain(key.secret);
  });

  it('lists published articles only for a live key with the scope, and records last_used_at', async () => {
    const bot = await newBot();
    const key = await newKey(bot.id);
    const res = await partner(key.secret, { pageSize: 50 });
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(2);
    expect(res.data.list).toHaveLength(2);
    expect(res.data.list[0]).toEqual(expect.objectContaining({ title: expect.any(String), authorName: expect.any(String) }));
    const got = await call('get', { id: bot.id });
    expect(Date.now() - new Date(got.data.keys[0].lastUsedAt).getTime()).toBeLessThan(60_000);
    expect(got.data.lastUsedAt).toBe(got.data.keys[0].lastUsedAt);
  });

  it('refuses a missing or unknown key (-3), a key without the scope (-2)', async () => {
    expect(await partner(undefined)).toMatchObject({ code: -3, status: 401, message: 'The partner key (header x-bot-key) is missing' });
    expect(await partner('mdrb_nonsense')).toMatchObject({ code: -3, message: 'The partner key is not valid' });
    const other = await newBot({ scopes: ['tooltip:read'] });
    const key = await newKey(other.id);
    expect(await partner(key.secret)).toMatchObject({ code: -2, status: 403, message: 'This key may not call this endpoint (scope articles:read)' });
  });

  it('refuses a key at once when revoked, or when its bot is disabled', async () => {
    const bot = await newBot();
    const key = await newKey(bot.id);
    const second = await newKey(bot.id);
    expect((await partner(key.secret)).code).toBe(1);
    const revoked = await call('revoke_key', { id: bot.id, keyId: key.id });
    expect(revoked.data.keys.find((k: { id: number }) => k.id === key.id).revokedAt).not.toBeNull();
    expect(await partner(key.secret)).toMatchObject({ code: -3, message: 'The partner key has been revoked' });
    expect((await call('revoke_key', { id: bot.id, keyId: key.id })).code).toBe(-5);
    expect((await partner(second.secret)).code).toBe(1);
    const current = await call('get', { id: bot.id });
    await call('update', { id: bot.id, data: { disabled: true }, version: current.data.version });
    expect(await partner(second.secret)).toMatchObject({ code: -3, message: 'This partner bot is disabled' });
  });

  it('refuses a revoke of another bot\'s key (-4, nothing revoked)', async () => {
    const a = await newBot();
    const b = await newBot();
    const key = await newKey(a.id);
    expect((await call('revoke_key', { id: b.id, keyId: key.id })).code).toBe(-4);
    expect((await partner(key.secret)).code).toBe(1);
  });

  it('holds a key to its bot\'s calls per minute (-6 beyond it)', async () => {
    const bot = await newBot({ ratePerMinute: 3 });
    const key = await newKey(bot.id);
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await partner(key.secret)).code);
    // a call may straddle a minute boundary: then the count restarts
    const firstRefusal = codes.indexOf(-6);
    expect(codes.slice(0, 3)).toEqual([1, 1, 1]);
    expect(firstRefusal === 3 || codes.filter((c) => c === -6).length <= 1).toBe(true);
    expect(codes).toContain(-6);
  });

  it('checks bot fields: scopes from the list, rate within limits', async () => {
    expect((await call('create', { data: { name: 'x', scopes: ['admin:all'] } })).data.errors[0].field).toMatch(/^data\.scopes/);
    expect((await call('create', { data: { name: 'x', scopes: [], ratePerMinute: 0 } })).data.errors[0].field).toBe('data.ratePerMinute');
    expect((await call('create', { data: { name: '   ', scopes: [] } })).data.errors[0].field).toBe('data.name');
  });
});
