// A record's page names other modules' records (an order's buyer, author and
// promotion link; a withdrawal's author) as links to their own pages for a
// reader who holds those modules, and as plain names for one who does not (who
// would get the not-found page behind the link).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setUserInfo } from '../../../src/providers/session';
import { fakeDataProvider, renderAdmin } from './helpers';

const order = {
  id: 41, orderNo: 'PO20261125000041', status: 'paid', userId: 7, userName: 'Bloodhoof425',
  packageId: 1, packageNameZh: '月卡电站', packageNameEn: 'Monthly power station', amountCents: 4500,
  refundedCents: 0, refundableCents: 4500, payChannel: 'alipay', authorId: 3, authorName: 'Ironshot Academy',
  authorShareCents: 3150, revenueShare: 70, promotionLinkId: 12, paidAt: '2026-11-25T08:00:00Z',
  createdAt: '2026-11-25T07:58:00Z', closedAt: null, refunds: [], version: 1,
};

const staff = (role: string, modules: string[]) => setUserInfo({ accountId: 1, name: 'a', avatar: '', role, modules });

afterEach(() => clearSession());

describe("the order page's links to other modules", () => {
  it('links the buyer, the author and the promotion link for a reader holding every module', async () => {
    staff('*', []);
    renderAdmin(fakeDataProvider({ 'orders/orders': [order] }), '/orders/orders/41/show');
    const buyer = await screen.findByRole('link', { name: 'Bloodhoof425' });
    expect(buyer.getAttribute('href')).toBe('/user/users/7/show');
    expect(screen.getByRole('link', { name: 'Ironshot Academy' }).getAttribute('href')).toBe('/wow_author/information/3/show');
    expect(screen.getByRole('link', { name: '#12' }).getAttribute('href')).toBe('/channel_promotion/link/12/show');
  });

  it('shows plain names to a reader holding only orders', async () => {
    staff('finance', ['mdr.orders']);
    renderAdmin(fakeDataProvider({ 'orders/orders': [order] }), '/orders/orders/41/show');
    await screen.findByText('Bloodhoof425');
    const detail = screen.getByText('Bloodhoof425').closest('.MuiGrid-container') as HTMLElement;
    expect(within(detail).queryAllByRole('link')).toEqual([]);
    expect(within(detail).getByText('Ironshot Academy')).toBeTruthy();
    expect(within(detail).getByText('#12')).toBeTruthy();
  });
});

describe("the withdrawal page's author", () => {
  const withdrawal = {
    id: 5, authorId: 3, authorName: 'Ironshot Academy', amountCents: 530_800, feeCents: 0, payoutMethod: 'alipay',
    payoutAccount: '*******7866', status: 'requested', approvalsNeeded: 2, approvalCount: 1,
    approvals: [{ adminId: 4, adminName: 'finance', at: '2026-11-25T08:00:00Z' }], reason: '', reference: '',
    paidBy: null, requestedAt: '2026-11-25T07:00:00Z', paidAt: null, createdAt: '2026-11-25T07:00:00Z',
    updatedAt: '2026-11-25T08:00:00Z', version: 2,
  };

  it('links to the author for a reader who may open author profiles (mdr.wow.author and mdr.author.check)', async () => {
    staff('reviewer', ['mdr.wow.author', 'mdr.author.check']);
    renderAdmin(fakeDataProvider({ 'wow_author/withdraws': [withdrawal] }), '/wow_author/withdraws/5/show');
    const author = await screen.findByRole('link', { name: 'Ironshot Academy' });
    expect(author.getAttribute('href')).toBe('/wow_author/information/3/show');
  });

  it('names the author without a link for finance, who holds withdrawals but not author profiles', async () => {
    staff('finance', ['mdr.wow.author']);
    renderAdmin(fakeDataProvider({ 'wow_author/withdraws': [withdrawal] }), '/wow_author/withdraws/5/show');
    await screen.findByText('Ironshot Academy');
    expect(screen.queryByRole('link', { name: 'Ironshot Academy' })).toBeNull();
  });
});
