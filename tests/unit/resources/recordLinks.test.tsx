// A record's page names other modules' records (an order's buyer, author and
// promotion link; a withdrawal's author) as links to their own pages for a
// reader who may read them (the module and the record's read key), and as plain
// names for one who may not (who would get the not-found page behind the link).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, type UserInfo } from '../../../src/providers/session';
import { fakeDataProvider, renderAdmin } from './helpers';

const order = {
  id: 41, orderNo: 'PO20261125000041', status: 'paid', userId: 7, userName: 'Bloodhoof425',
  packageId: 1, packageNameZh: '月卡电站', packageNameEn: 'Monthly power station', amountCents: 4500,
  refundedCents: 0, refundableCents: 4500, payChannel: 'alipay', authorId: 3, authorName: 'Ironshot Academy',
  authorShareCents: 3150, revenueShare: 70, promotionLinkId: 12, paidAt: '2026-11-25T08:00:00Z',
  createdAt: '2026-11-25T07:58:00Z', closedAt: null, refunds: [], version: 1,
};

const staff = (role: string, modules: string[]): UserInfo => ({ accountId: 1, name: 'a', avatar: '', role, modules, registrationTime: '', lists: [] });

afterEach(() => clearSession());

describe("the order page's links to other modules", () => {
  it('links the buyer, the author and the promotion link for a reader holding every module', async () => {
    renderAdmin(fakeDataProvider({ 'orders/orders': [order] }), '/orders/orders/41/show', staff('*', []));
    const buyer = await screen.findByRole('link', { name: 'Bloodhoof425' });
    expect(buyer.getAttribute('href')).toBe('/user/users/7/show');
    expect(screen.getByRole('link', { name: 'Ironshot Academy' }).getAttribute('href')).toBe('/wow_author/information/3/show');
    expect(screen.getByRole('link', { name: '#12' }).getAttribute('href')).toBe('/channel_promotion/link/12/show');
  });

  it('shows plain names to a reader holding only orders', async () => {
    renderAdmin(fakeDataProvider({ 'orders/orders': [order] }), '/orders/orders/41/show', staff('finance', ['mdr.orders', 'orders.read']));
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
    payoutAccount: '******', status: 'requested', approvalsNeeded: 2, approvalCount: 1,
    approvals: [{ adminId: 4, adminName: 'finance', at: '2026-11-25T08:00:00Z' }], reason: '', reference: '',
    paidBy: null, requestedAt: '2026-11-25T07:00:00Z', paidAt: null, createdAt: '2026-11-25T07:00:00Z',
    updatedAt: '2026-11-25T08:00:00Z', version: 2,
  };

  it('links to the author for a reader who may open author profiles (mdr.wow.author, mdr.author.check and authors.read)', async () => {
    const reader = staff('reviewer', ['mdr.wow.author', 'mdr.author.check', 'authors.read', 'withdrawals.read']);
    renderAdmin(fakeDataProvider({ 'wow_author/withdraws': [withdrawal] }), '/wow_author/withdraws/5/show', reader);
    const author = await screen.findByRole('link', { name: 'Ironshot Academy' });
    expect(author.getAttribute('href')).toBe('/wow_author/information/3/show');
  });

  it('names the author without a link for finance, who holds withdrawals but not author profiles', async () => {
    const reader = staff('finance', ['mdr.wow.author', 'withdrawals.read']);
    renderAdmin(fakeDataProvider({ 'wow_author/withdraws': [withdrawal] }), '/wow_author/withdraws/5/show', reader);
    await screen.findByText('Ironshot Academy');
    expect(screen.queryByRole('link', { name: 'Ironshot Academy' })).toBeNull();
  });
});
