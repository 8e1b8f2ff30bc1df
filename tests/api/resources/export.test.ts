// CSV export: BOM, translated headers, every matching row exactly once across
// keyset batches (ties, NULLs, microsecond timestamps), escaping and formula
// neutralisation.
import { sql } from 'kysely';
import { beijingToday } from '../../../contract/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import articles from '../../../server/modules/guide/articles';
import { csvFilename } from '../../../server/resources/csv';
import { EXPORT_BATCH, ResourceService } from '../../../server/resources/service';
import type { AnyResource } from '../../../server/resources/types';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle, insertBulkArticles, parseCsv, signInStaff, type Staff } from '../guide/fixtures';

const BULK = 1200;
const TRICKY = {
  quotes: 'He said "hi", then\nleft',
  formula: '=HYPERLINK("http://evil.example","click")',
  plus: '+1 crit',
  minus: '-5 armor',
  at: '@everyone raid tonight',
  tab: '\tindented',
};

describe.each(testBackends())('CSV export (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor', Staff>;
  const { seed } = guideSeed(async (db, ids) => {
    await insertBulkArticles(db, ids, BULK);
    for (const title of Object.values(TRICKY)) {
      await insertArticle(db, { categoryId: ids.categories.child, authorId: ids.authors.alice, title, status: 'pending', summary: 'a,b' });
    }
  });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
  });
  afterAll(() => t?.close());

  const exportCsv = async (body: object, lang: 'zh-CN' | 'en-US' = 'zh-CN', resource = 'articles') => {
    const res = await t.call(`/mdr/${resource}/export`, body, { token: staff.admin.token, lang });
    expect(res.status).toBe(200);
    return { res, rows: parseCsv(res.body.replace(/^\uFEFF/, '')) };
  };

  /** Article ids in the order the same sort gives in SQL (sort column NULLS LAST, then id). */
  const sqlOrder = async (column: string, dir: 'asc' | 'desc', where = sql`true`) => {
    const d = sql.raw(dir);
    const { rows } = await sql<{ id: number }>`SELECT id FROM articles WHERE ${where}
      ORDER BY ${sql.ref(column)} ${d} NULLS LAST, id ${d}`.execute(t.db);
    return rows.map((r) => String(r.id));
  };

  it('streams text/csv with a BOM, a dated attachment name and headers in the caller\'s language', async () => {
    const zh = await exportCsv({});
    expect(zh.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // dated by the Beijing day, the day its times are written in (not the UTC day, a day behind until 08:00)
    expect(zh.res.headers['content-disposition']).toBe(`attachment; filename="articles-${beijingToday()}.csv"`);
    expect(csvFilename('articles', new Date('2026-01-31T17:00:00Z'))).toBe('articles-2026-02-01.csv');
    expect(zh.res.body.startsWith('\uFEFF')).toBe(true);
    expect(zh.rows[0].slice(0, 6)).toEqual(['ID', '分类ID', '分类名称', '作者ID', '作者笔名', '标题']);
    expect(zh.rows[0]).not.toContain('content');
    const en = await exportCsv({}, 'en-US');
    expect(en.rows[0].slice(0, 6)).toEqual(['ID', 'Category ID', 'Category name', 'Author ID', 'Pen name', 'Title']);
    expect(en.rows[0].slice(-3)).toEqual(['Created (GMT+8)', 'Updated (GMT+8)', 'Published (GMT+8)']);
    const status = zh.rows[0].indexOf('状态');
    expect(new Set(zh.rows.slice(1).map((r) => r[status]))).toEqual(new Set(['草稿', '已发布', '待审核']));
  });

  it('has every article exactly once, in the default order (createdAt DESC, microsecond ties)', async () => {
    const { rows } = await exportCsv({});
    const exported = rows.slice(1).map((r) => r[0]);
    expect(exported).toHaveLength(BULK + Object.keys(TRICKY).length);
    expect(exported).toEqual(await sqlOrder('created_at', 'desc'));
  });

  it.each([
    ['publishedAt', 'ASC', 'published_at'], ['publishedAt', 'DESC', 'published_at'], ['views', 'DESC', 'views'],
    ['title', 'ASC', 'title'], ['id', 'DESC', 'id'], ['createdAt', 'ASC', 'created_at'],
  ] as const)('keeps every row across batches sorted by %s %s (NULLs last, ties by id)', async (sort, order, column) => {
    const { rows } = await exportCsv({ sort, order });
    expect(rows.slice(1).map((r) => r[0])).toEqual(await sqlOrder(column, order === 'ASC' ? 'asc' : 'desc'));
  });

  it('exports only the rows matching the filter', async () => {
    const { rows } = await exportCsv({ filter: { status: 'published' }, sort: 'id', order: 'ASC' });
    expect(rows.slice(1).map((r) => r[0])).toEqual(await sqlOrder('id', 'asc', sql`status = 'published'`));
    expect(rows.length - 1).toBe(BULK / 2);
  });

  it('reads the rows in batches of at most ' + EXPORT_BATCH + ', never all at once', async () => {
    const service = new ResourceService(t.db, articles as unknown as AnyResource);
    const sizes: number[] = [];
    for await (const batch of service.exportBatches({})) sizes.push(batch.length);
    expect(sizes).toEqual([500, 500, 206]);
  });

  it('escapes quotes, commas and newlines and neutralises spreadsheet formulas', async () => {
    const { res, rows } = await exportCsv({ filter: { status: 'pending' }, sort: 'id', order: 'ASC' }, 'en-US');
    const title = rows[0].indexOf('Title');
    const titles = rows.slice(1).map((r) => r[title]);
    expect(titles).toEqual([
      TRICKY.quotes, `'${TRICKY.formula}`, `'${TRICKY.plus}`, `'${TRICKY.minus}`, `'${TRICKY.at}`, `'${TRICKY.tab}`,
    ]);
    expect(res.body).toContain('"He said ""hi"", then\nleft"');
    expect(rows.slice(1).every((r) => r[rows[0].indexOf('Summary')] === 'a,b')).toBe(true);
    expect(rows.slice(1).every((r) => r.length === rows[0].length)).toBe(true);
  });

  it('exports categories and the audit log the same way', async () => {
    await t.call('/mdr/articles/approve', { id: (await t.db.selectFrom('articles').select('id').where('status', '=', 'pending')
      .executeTakeFirstOrThrow()).id }, { token: staff.editor.token });
    const cats = await exportCsv({ filter: { parentId: null } }, 'en-US', 'guide_categories');
    expect(cats.rows[0]).toEqual([
      'ID', 'Parent category ID', 'Parent category', 'Name', 'Sort order', 'Visible', 'Articles', 'Sub-categories',
      'Created (GMT+8)', 'Updated (GMT+8)',
    ]);
    expect(cats.rows.slice(1).map((r) => r[3])).toEqual(['职业攻略', '副本']);
    expect(cats.rows.slice(1).map((r) => r[5])).toEqual(['Yes', 'Yes']);
    const children = await exportCsv({ filter: { parentId: Number(cats.rows[1][0]) } }, 'en-US', 'guide_categories');
    expect(children.rows.slice(1).map((r) => r.slice(1, 3))).toContainEqual([cats.rows[1][0], '职业攻略']);
    const audit = await exportCsv({ filter: { action: 'approve' } }, 'zh-CN', 'audit_log');
    expect(audit.rows[0].slice(0, 4)).toEqual(['ID', '操作人 ID', '操作人', '操作']);
    expect(audit.rows.slice(1).map((r) => r[3])).toEqual(['approve']);
    // the outcome in words, then before and after as JSON
    expect(audit.rows[0].slice(6, 9)).toEqual(['结果', '修改前', '修改后']);
    expect(audit.rows[1][6]).toBe('允许');
    expect(JSON.parse(audit.rows[1][8])).toMatchObject({ status: 'published' });
  });
});
