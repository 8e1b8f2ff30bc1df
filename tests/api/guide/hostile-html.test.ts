// The hostile HTML corpus posted as article content through create and update:
// what is stored and answered never carries script, and formatting survives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_HTML, type HostileHtmlCase } from '../../fixtures/hostile-html';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { article, guideSeed, insertArticle, signInStaff, type Staff } from './fixtures';

describe.each(testBackends())('article content sanitising (%s)', (backend) => {
  let t: TestApp;
  let editor: Staff;
  const { ids, seed } = guideSeed();

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    ({ editor } = await signInStaff(t));
  });
  afterAll(() => t?.close());

  function expectSafe(c: HostileHtmlCase, how: string, html: string) {
    const lower = html.toLowerCase();
    for (const bad of c.mustNotContain) expect({ case: c.name, how, contains: bad, found: lower.includes(bad) }).toMatchObject({ found: false });
    for (const good of c.mustContain ?? []) expect({ case: c.name, how, keeps: good, found: html.includes(good) }).toMatchObject({ found: true });
  }

  async function expectStoredSafe(c: HostileHtmlCase, how: string, id: number, answered: string) {
    expectSafe(c, `${how} answer`, answered);
    const stored = (await article(t.db, id))!.content;
    expect(stored).toBe(answered);
    const got = await t.call('/mdr/articles/get', { id }, { token: editor.token });
    expect(got.data.content).toBe(answered);
  }

  it(`cleans all ${HOSTILE_HTML.length} cases on create`, async () => {
    for (const c of HOSTILE_HTML) {
      const res = await t.call('/mdr/articles/create', {
        data: { categoryId: ids.categories.child, authorId: ids.authors.alice, title: c.name.slice(0, 200), content: c.html },
      }, { token: editor.token });
      expect({ case: c.name, code: res.code }).toEqual({ case: c.name, code: 1 });
      await expectStoredSafe(c, 'create', res.data.id, res.data.content);
    }
  });

  it(`cleans all ${HOSTILE_HTML.length} cases on update and update_many`, async () => {
    const id = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, title: 'Target' });
    let version = 1;
    for (const c of HOSTILE_HTML) {
      const res = await t.call('/mdr/articles/update', { id, data: { content: c.html }, version }, { token: editor.token });
      expect({ case: c.name, code: res.code }).toEqual({ case: c.name, code: 1 });
      version = res.data.version;
      await expectStoredSafe(c, 'update', id, res.data.content);
    }
    const many = await t.call('/mdr/articles/update_many', { ids: [id], data: { content: HOSTILE_HTML[0].html } }, { token: editor.token });
    expect(many.code).toBe(1);
    expectSafe(HOSTILE_HTML[0], 'update_many', (await article(t.db, id))!.content);
  });
});
