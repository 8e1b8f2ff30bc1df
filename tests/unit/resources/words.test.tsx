// The panel's words in each language, for every resource: react-admin's
// notifications after a create, a save or a delete name the resource in the
// reader's language ("Item deleted", not "Element deleted"); an English delete
// dialog names a record that has an English name by it ("Delete Item
// Shoulderpads of Valor", not its Chinese name); the Chinese pager is Chinese.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../mocks/fixtures';
import { ok } from '../../../mocks/api';
import { CONTRACTS } from '../../../contract';
import { signedInMessages } from '../../../src/i18n/signedIn';
import { resources } from '../../../src/resources';
import { signedInAs, startMockApi } from '../panel/helpers';
import { renderApp } from '../panel/render';
import { fakeDataProvider, renderAdmin } from './helpers';

const api = startMockApi();
const CJK = /[\u3400-\u9fff]/;
afterEach(() => { document.documentElement.lang = ''; });

describe('notifications after a create, a save, a delete', () => {
  const messages = signedInMessages(resources);
  // a page over routes of its own (the review queue) creates, saves and deletes nothing
  it.each(resources.filter((r) => CONTRACTS[r.apiResource]).map((r) => [r.name, r] as const))('%s: in its own name, in each language', (name, r) => {
    type Texts = { resources: Record<string, { notifications: Record<string, string> }> };
    const en = (messages['en-US'] as Texts).resources[name].notifications;
    const zh = (messages['zh-CN'] as Texts).resources[name].notifications;
    const english = CONTRACTS[r.apiResource].labels['en-US'].name;
    for (const kind of ['created', 'updated', 'deleted']) {
      expect(en[kind].toLowerCase(), kind).toContain(english.split(' ')[0].toLowerCase());
      expect(en[kind], kind).not.toMatch(CJK);
      expect(en[kind], kind).not.toMatch(/element/i);
      expect(zh[kind].replace(/%\{smart_count\}/g, ''), kind).not.toMatch(/[A-Za-z]/);
      expect(zh[kind], kind).toContain(CONTRACTS[r.apiResource].labels['zh-CN'].name);
    }
  });
});

describe('a record named in both languages', () => {
  const item: RaRecord = {
    id: 1, type: 1, itemId: 220053, gameVersionId: 1, gameVersionName: '11.0.5', nameZh: '审计测试护肩', nameEn: 'Shoulderpads of Valor',
    iconUrl: '', quality: 4, itemLevel: 600, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', version: 1, deletable: true,
  };

  it('an English delete dialog names it in English', async () => {
    document.documentElement.lang = 'en-US';
    renderAdmin(fakeDataProvider({ 'db/dbs': [item] }), '/db/dbs/1', ADMIN.info);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Shoulderpads of Valor');
    expect(dialog.textContent).not.toMatch(CJK);
  });
});

describe('the Chinese pager', () => {
  it('labels every part in Chinese', async () => {
    signedInAs(ADMIN);
    api.reply('/mdr/orders/list', () => ok({
      list: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, orderNo: `PO${1000 + i}`, status: 'paid', amountCents: 100, refundedCents: 0,
        createdAt: '2026-01-01T00:00:00Z', paidAt: null, version: 1 })),
      total: 45,
    }));
    renderApp('#/orders/orders');
    await screen.findByText('PO1000', undefined, { timeout: 8000 });
    const pager = document.querySelector('.MuiTablePagination-root') as HTMLElement;
    await waitFor(() => expect(within(pager).getAllByRole('button').length).toBeGreaterThan(2));
    const labels = [...pager.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')!);
    expect(labels.length).toBeGreaterThan(3);
    for (const label of [...labels, pager.textContent!]) expect(label, label).not.toMatch(/[A-Za-z]/);
  });
});
