// Money figures in the panel (docs/access.md "Money figures"): a reader without
// authors.read_money — the content reviewer — gets author records without
// balances, and the screens leave the balance columns and sections out instead
// of showing ¥0.00; finance sees them. A workplace money figure the API left
// out is a dash with a tooltip.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectiveModules } from '../../../contract/access/actionKeys';
import { clearSession, type UserInfo } from '../../../src/providers/session';
import { CountTile } from '../../../src/dashboard/CountTile';
import { fakeDataProvider, i18nProvider, renderAdmin } from './helpers';

// the workplace card's call: the orders card as the API answers a holder of dashboard.orders without orders.read
vi.mock('../../../src/http/client', async (original) => ({
  ...(await original<typeof import('../../../src/http/client')>()),
  post: vi.fn(async () => ({ figures: { ordersToday: 3, ordersMonth: 9 }, daily: [] })),
}));

afterEach(() => clearSession());

const reader = (keys: string[]): UserInfo =>
  ({ accountId: 9, name: 'reader', avatar: '', role: 'user', modules: effectiveModules(keys), registrationTime: '', lists: [] });
const REVIEWER = reader(['authors.read', 'authors.approve']);
const FINANCE = reader(['authors.read', 'authors.read_money', 'authors.adjust']);

const author = {
  id: 4, userId: 40, userName: 'jaina', penName: 'Frost Pen', bio: '', realName: '******', contact: '******',
  payoutMethod: 'bank', payoutAccount: '************1234', revenueShare: 70, status: 'approved', reason: '', reviewedBy: null,
  createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', version: 2,
};
/** The record as the API answers it to each reader: the balances only with authors.read_money. */
const answered = (sees: boolean) => ({ 'wow_author/information': [{ ...author, ...(sees ? { availableCents: 123_450, frozenCents: 0 } : {}) }] });

describe('author balances', () => {
  it('the reviewer\'s list has no balance column and no ¥ figure', async () => {
    renderAdmin(fakeDataProvider(answered(false)), '/wow_author/information', REVIEWER, true);
    await screen.findByText('Frost Pen');
    expect(screen.queryByRole('columnheader', { name: /Available balance/ })).toBeNull();
    expect(screen.queryByText(/¥/)).toBeNull();
  });

  it('finance\'s list shows the balance', async () => {
    renderAdmin(fakeDataProvider(answered(true)), '/wow_author/information', FINANCE, true);
    await screen.findByText('Frost Pen');
    expect(screen.getByRole('columnheader', { name: /Available balance/ })).toBeTruthy();
    expect(screen.getByText('¥1,234.50')).toBeTruthy();
  });

  it('the reviewer\'s author page has no balance section and asks for no income chart', async () => {
    const blind = fakeDataProvider(answered(false));
    renderAdmin(blind, '/wow_author/information/4/show', REVIEWER, true);
    await screen.findByRole('heading', { name: 'Frost Pen' });
    expect(screen.queryByTestId('author-available')).toBeNull();
    expect(blind.transition.mock.calls.filter(([, action]) => action === 'income_by_month')).toEqual([]);
  });

  it('finance\'s author page shows the balances and asks for the income chart', async () => {
    const sees = fakeDataProvider(answered(true));
    sees.transition.mockImplementation(async () => ({ data: { id: 4, list: [] } }));
    renderAdmin(sees, '/wow_author/information/4/show', FINANCE, true);
    expect((await screen.findByTestId('author-available')).textContent).toBe('¥1,234.50');
    await waitFor(() => expect(sees.transition.mock.calls.map(([, action]) => action)).toContain('income_by_month'));
  });
});

describe('a workplace money figure the API left out', () => {
  it('is a dash whose tooltip says why, never ¥0.00', async () => {
    const figures = [{ name: 'ordersToday' }, { name: 'incomeToday', money: true }];
    render(<AdminContext i18nProvider={i18nProvider} store={memoryStore()}><CountTile cardKey="orders" title="Orders" route="orders/orders" figures={figures} /></AdminContext>);
    const income = await screen.findByTestId('figure-incomeToday');
    expect(within(income).queryByText(/¥/)).toBeNull();
    const dash = within(income).getByTestId('hidden-figure');
    expect(dash.textContent).toBe('—');
    fireEvent.mouseOver(dash);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toMatch(/See money figures|查看金额/));
    expect(within(await screen.findByTestId('figure-ordersToday')).getByText('3')).toBeTruthy();
  });
});
