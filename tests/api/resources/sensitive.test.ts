// Sensitive fields (tests' test_contacts declares phone, name, email, account):
// masked in list, get, get_many, export and the audit trail; whole only through
// reveal {id, field}, which writes a view_sensitive audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskValue } from '../../../server/resources/sensitive';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { auditRows, parseCsv, signInStaff, type Staff } from '../guide/fixtures';
import { createContactsTable, grantTestKeys, testResourcesPlugin } from './test-resources';

const WHOLE = { phone: '13812345678', realName: '张三', email: 'alice@example.com', bankAccount: '6222020200112233' };
const MASKED = { phone: '138****5678', realName: '张*', email: 'a***@example.com', bankAccount: '************2233' };

describe('mask kinds', () => {
  it('masks each kind as the staff expect to read it', () => {
    expect(maskValue('phone', '13812345678')).toBe('138****5678');
    expect(maskValue('name', '欧阳娜娜')).toBe('欧***');
    expect(maskValue('email', 'bob@x.com')).toBe('b***@x.com');
    expect(maskValue('account', '1234567890')).toBe('******7890');
    expect(maskValue('secret', 'hunter2')).toBe('******');
    expect(maskValue('contact', 'bob@x.com')).toBe('b***@x.com');
    expect(maskValue('contact', '13812345678')).toBe('138****5678');
    expect(maskValue('phone', '')).toBe('');
    expect(maskValue('name', null)).toBeNull();
  });
});

describe.each(testBackends())('sensitive fields (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'editor' | 'outsider', Staff>;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: createContactsTable, plugins: [testResourcesPlugin] });
    staff = await signInStaff(t);
    await grantTestKeys(t.db, ['editor']);
    const res = await call('create', { data: { name: 'zhang', password: 'long enough', ...WHOLE } });
    expect(res.code).toBe(1);
    id = res.data.id;
  });
  afterAll(() => t?.close());

  const call = (action: string, body: object, token = staff.editor.token) =>
    t.call(`/mdr/test_contacts/${action}`, body, { token, lang: 'en-US' });

  it('masks them in create, list, get and get_many answers', async () => {
    expect((await call('get', { id })).data).toMatchObject(MASKED);
    expect((await call('list', {})).data.list[0]).toMatchObject(MASKED);
    expect((await call('get_many', { ids: [id] })).data.list[0]).toMatchObject(MASKED);
  });

  it('masks them in the CSV export', async () => {
    const res = await call('export', {});
    const text = res.body.replace(/^\uFEFF/, '');
    const [header, line] = parseCsv(text);
    expect(line[header.indexOf('test_contacts.fields.phone')]).toBe(MASKED.phone);
    for (const value of Object.values(WHOLE)) expect(text).not.toContain(value);
  });

  it('keeps them out of the audit trail and history', async () => {
    const history = await call('history', { id });
    expect(JSON.stringify(history.data)).not.toContain(WHOLE.phone);
    expect(JSON.stringify(await auditRows(t.db, 'test_contacts', id))).not.toContain(WHOLE.bankAccount);
  });

  it('reveals one field whole and records who looked (view_sensitive)', async () => {
    const res = await call('reveal', { id, field: 'phone' });
    expect(res.data).toEqual({ field: 'phone', value: WHOLE.phone });
    const rows = await auditRows(t.db, 'test_contacts', id);
    expect(rows.at(-1)).toMatchObject({ action: 'view_sensitive', actor_id: staff.editor.id, after: { field: 'phone' } });
    expect((await call('reveal', { id, field: 'realName' })).data.value).toBe(WHOLE.realName);
  });

  it('refuses a field that is not sensitive, an unknown record and staff without the key', async () => {
    const count = (await auditRows(t.db, 'test_contacts', id)).length;
    expect((await call('reveal', { id, field: 'name' })).data.errors[0].field).toBe('field');
    expect((await call('reveal', { id: 99999, field: 'phone' })).code).toBe(-4);
    expect((await call('reveal', { id, field: 'phone' }, staff.outsider.token)).code).toBe(-2);
    expect(await auditRows(t.db, 'test_contacts', id)).toHaveLength(count);
  });
});
