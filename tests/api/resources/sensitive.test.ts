// Sensitive fields (tests' test_contacts declares phone, name, email, account):
// masked in list, get, get_many, export and the audit trail; whole only through
// reveal {id, field}, which writes a view_sensitive audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN, maskValue } from '../../../server/resources/sensitive';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { auditRows, parseCsv, signInStaff, type Staff } from '../guide/fixtures';
import { createContactsTable, grantTestKeys, testResourcesPlugin } from './test-resources';

const WHOLE = { phone: '13812345678', realName: '张三', email: 'alice@example.com', bankAccount: '6222020200112233' };
const MASKED = { phone: '******', realName: '******', email: '******', bankAccount: '************2233' };

/** No digit of the phone, no character of the name, nothing of the email's either side: what may show of WHOLE. */
function expectNothingOfWhole(text: string): void {
  expect(text).not.toMatch(/138|5678|张|三|alice|example/);
  // of the bank account, its last four only
  expect(text).not.toMatch(/6222|0202|0011/);
}

describe('mask kinds', () => {
  it('shows nothing of a name, a phone or an email, not even its length', () => {
    for (const value of ['13812345678', '+86 138 1234 5678', '1']) expect(maskValue('phone', value)).toBe(HIDDEN);
    for (const value of ['欧阳娜娜', '张三', 'Jaina Proudmoore']) expect(maskValue('name', value)).toBe(HIDDEN);
    for (const value of ['bob@x.com', 'zhang.san@zhang-san.cn']) expect(maskValue('email', value)).toBe(HIDDEN);
    expect(maskValue('contact', 'bob@x.com')).toBe(HIDDEN);
    expect(maskValue('contact', '13812345678')).toBe(HIDDEN);
    expect(maskValue('secret', 'hunter2')).toBe(HIDDEN);
    expect(maskValue('phone', '')).toBe('');
    expect(maskValue('name', null)).toBeNull();
  });

  it('shows a card number by its last four behind a fixed number of stars, anything shorter not at all', () => {
    expect(maskValue('account', '6222020200112233')).toBe('************2233');
    expect(maskValue('account', '6222 0202 0011 2233 123')).toBe('************3123');
    // a phone number (an Alipay or WeChat Pay account), an email, a short number: nothing
    for (const value of ['13812345678', '+8613812345678', 'a@b.cn', '1234', '1234567890']) expect(maskValue('account', value)).toBe(HIDDEN);
  });

  it('masks a masked value to itself, and an older, looser mask to today\'s', () => {
    for (const value of ['13812345678', '6222020200112233', 'bob@x.com']) {
      for (const kind of ['phone', 'account', 'email', 'contact', 'name'] as const) {
        const once = maskValue(kind, value);
        expect(maskValue(kind, once)).toBe(once);
      }
    }
    expect(maskValue('phone', '138****5678')).toBe(HIDDEN);
    expect(maskValue('account', '*******5513')).toBe(HIDDEN);
    expect(maskValue('account', '***************1234')).toBe('************1234');
    expect(maskValue('email', 'a***@example.com')).toBe(HIDDEN);
  });
});

describe.each(testBackends())('sensitive fields (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor' | 'outsider', Staff>;
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
  /** the audit log as role '*' reads it */
  const audit = (action: string, body: object) => t.call(`/mdr/audit_log/${action}`, body, { token: staff.admin.token, lang: 'en-US' });

  it('masks them in create, list, get, get_many and a command\'s answers', async () => {
    const answers = [
      await call('get', { id }), await call('list', {}), await call('get_many', { ids: [id] }),
      await call('create', { data: { name: 'li', password: 'long enough', ...WHOLE } }),
    ];
    expect(answers[0].data).toMatchObject(MASKED);
    expect(answers[1].data.list[0]).toMatchObject(MASKED);
    expect(answers[2].data.list[0]).toMatchObject(MASKED);
    expect(answers[3].data).toMatchObject(MASKED);
    const muted = await call('mute', { id: answers[3].data.id, reason: 'spam', hours: 2 });
    expect(muted.data).toMatchObject({ ...MASKED, status: 'muted' });
    for (const answer of [...answers, muted]) expectNothingOfWhole(JSON.stringify(answer.data));
  });

  it('masks them in the CSV export', async () => {
    const res = await call('export', {});
    const text = res.body.replace(/^\uFEFF/, '');
    const [header, line] = parseCsv(text);
    expect(line[header.indexOf('test_contacts.fields.phone')]).toBe(MASKED.phone);
    expect(line[header.indexOf('test_contacts.fields.bankAccount')]).toBe(MASKED.bankAccount);
    expectNothingOfWhole(text);
  });

  it('keeps them out of the audit trail, the history and the audit log, rows under an older mask included', async () => {
    // a row written when phones kept 7 of 11 digits and names their first character
    await t.db.insertInto('audit_log').values({
      actor_id: staff.editor.id, actor_name: 'editor', action: 'update', resource: 'test_contacts', record_id: String(id),
      before: JSON.stringify({ phone: '138****5678', realName: '张*', email: 'a***@example.com', bankAccount: '*******5678' }),
      after: JSON.stringify({ phone: '139****5678', realName: '三*', email: 'b***@example.com', bankAccount: '****2233' }),
    }).execute();
    const history = await call('history', { id });
    expect(history.data.list.length).toBeGreaterThan(1);
    expectNothingOfWhole(JSON.stringify(history.data));
    const stored = JSON.stringify(await auditRows(t.db, 'test_contacts', id));
    for (const value of Object.values(WHOLE)) expect(stored).not.toContain(value);
    const filter = { resource: 'test_contacts', recordId: String(id) };
    const log = await audit('list', { filter });
    expect(log.data.list.length).toBe(history.data.list.length);
    expect(log.data.list[0].before).toEqual({ phone: HIDDEN, realName: HIDDEN, email: HIDDEN, bankAccount: HIDDEN });
    expectNothingOfWhole(JSON.stringify(log.data));
    expectNothingOfWhole(JSON.stringify((await audit('get', { id: log.data.list[0].id })).data));
    expectNothingOfWhole((await audit('export', { filter })).body);
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
