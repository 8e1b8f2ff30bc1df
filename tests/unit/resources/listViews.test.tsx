// The "Views" control every list has (src/resources/shared/views), in the real
// app over the mock API: my views and those shared with me are offered;
// applying one asks the list with its filters and sort and sets its columns;
// the current filters are saved under a name (shared with a role when I may);
// the server's refusal of a name shows under it; only my own views can be
// renamed or deleted.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadViews } from '../../../src/lazy';
import { fail, ok } from '../../../mocks/api';
import { ADMIN } from '../../../mocks/fixtures';
import { signedInAs, startMockApi } from '../panel/helpers';
import { renderApp, SLOW } from '../panel/render';

const api = startMockApi();
// the screens are lazy chunks (src/lazy.ts): loaded once up front, not inside a test's time limit
beforeAll(preloadViews, 60_000);

const view = (over: object) => ({
  id: 1, resource: 'orders', name: 'v', filters: {}, sort: null, order: null, columns: {}, sharedWithRole: null,
  sharedWithRoleName: null, ownerId: 1, ownerName: '管理员', mine: true, version: 1, updatedAt: '2026-11-20T08:00:00.000Z', ...over,
});
const MINE = view({ id: 1, name: '微信已支付', filters: { status: 'paid', payChannel: 'wechat' }, sort: 'paidAt', order: 'ASC', columns: { hidden: ['orderNo'] } });
const SHARED = view({ id: 2, name: '团队退款', filters: { status: 'refunded' }, mine: false, ownerId: 4, ownerName: '财务·陈静', sharedWithRole: 2, sharedWithRoleName: '财务' });

// one order, so the list shows (an empty list without a filter shows its empty page instead)
const ORDER = {
  id: 41, orderNo: 'PO20261125000041', status: 'paid', payChannel: 'alipay', userId: 7, userName: 'Bloodhoof425',
  packageNameZh: '月卡电站', packageNameEn: 'Monthly power station', amountCents: 4500, refundedCents: 0,
  authorName: 'Ironshot Academy', promotionLinkId: null, paidAt: '2026-11-25T08:00:00Z', createdAt: '2026-11-25T07:58:00Z', version: 1,
};
beforeEach(() => api.reply('/mdr/orders/list', ok({ list: [ORDER], total: 1 })));

const openViews = async () => {
  // the list's tools render once its rows are painted (src/resources/shared/listDeferral.tsx): on a loaded machine, later than SLOW
  fireEvent.click(await screen.findByRole('button', { name: '视图' }, { timeout: 15_000 }));
  return within(await screen.findByRole('dialog', { name: '已保存的视图' }));
};
const lastOrdersList = () => api.lastCall('/mdr/orders/list')?.body;

describe('saved list views', { timeout: 30_000 }, () => {
  it('offers my views and those shared with me, and applying one sets the filters, sort and columns', async () => {
    signedInAs(ADMIN);
    api.reply('/mdr/list_views/list', ok({ list: [MINE, SHARED] }));
    renderApp('#/orders/orders');
    const menu = await openViews();
    expect(api.lastCall('/mdr/list_views/list')?.body).toEqual({ resource: 'orders' });
    expect(within(await menu.findByRole('list', { name: '我的视图' }, SLOW)).getByText('微信已支付')).toBeTruthy();
    expect(within(menu.getByRole('list', { name: '共享给我的' })).getByText('财务·陈静 共享 · 财务')).toBeTruthy();
    // only my own view can be renamed or deleted
    expect(menu.getByRole('button', { name: '重命名“微信已支付”' })).toBeTruthy();
    expect(menu.queryByRole('button', { name: '删除“团队退款”' })).toBeNull();

    fireEvent.click(menu.getByText('微信已支付'));
    await waitFor(() => expect(lastOrdersList()).toMatchObject({ filter: { status: 'paid', payChannel: 'wechat' }, sort: 'paidAt', order: 'ASC' }), SLOW);
    expect(JSON.parse(localStorage.getItem('RaStore.orders/orders.datatable') ?? 'null')).toEqual(['orderNo']);
    fireEvent.click((await openViews()).getByText('团队退款'));
    await waitFor(() => expect(lastOrdersList()).toMatchObject({ filter: { status: 'refunded' } }), SLOW);
  });

  it('saves what the list shows now under a name, shared with a role, and shows a refused name under it', async () => {
    signedInAs(ADMIN);
    api.reply('/mdr/list_views/roles', ok({ list: [{ id: 2, name: '财务' }, { id: 3, name: '客服' }] }));
    api.reply('/mdr/list_views/create', fail(-1, '参数错误', { errors: [{ field: 'name', message: '你已有同名视图“退款”' }] }));
    renderApp('#/orders/orders?filter=%7B%22status%22%3A%22refunded%22%7D&sort=createdAt&order=DESC');
    fireEvent.click((await openViews()).getByRole('button', { name: '将当前筛选保存为视图…' }));
    const dialog = within(await screen.findByRole('dialog', { name: '保存视图' }));
    fireEvent.change(dialog.getByLabelText('名称'), { target: { value: ' 退款 ' } });
    fireEvent.click(await dialog.findByLabelText('共享给一个角色（持有者可用，只有我能修改）', undefined, SLOW));
    // who sees it is said once, over the choice; the role's own field is named for what it holds
    expect(dialog.getAllByText('可见范围')).toHaveLength(1);
    fireEvent.mouseDown(await dialog.findByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByRole('option', { name: '客服' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('你已有同名视图“退款”')).toBeTruthy();
    expect(api.lastCall('/mdr/list_views/create')?.body).toEqual({
      resource: 'orders', name: '退款', filters: { status: 'refunded' }, sort: 'createdAt', order: 'DESC', columns: {}, sharedWithRole: 3,
    });

    api.reply('/mdr/list_views/create', ok(view({ id: 9, name: '退款二' })));
    fireEvent.change(dialog.getByLabelText('名称'), { target: { value: '退款二' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '保存视图' })).toBeNull(), SLOW);
    expect(await screen.findByText('视图“退款二”已保存')).toBeTruthy();
    // the list of views is asked again after the change
    await waitFor(() => expect(api.callsTo('/mdr/list_views/list').length).toBeGreaterThan(1), SLOW);
  });

  it('renames and deletes my own view', async () => {
    signedInAs(ADMIN);
    api.reply('/mdr/list_views/list', ok({ list: [MINE] }));
    api.reply('/mdr/list_views/update', ok({ ...MINE, name: '微信', version: 2 }));
    renderApp('#/orders/orders');
    fireEvent.click(await (await openViews()).findByRole('button', { name: '重命名“微信已支付”' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: '重命名视图' }));
    expect((dialog.getByLabelText('名称') as HTMLInputElement).value).toBe('微信已支付');
    fireEvent.change(dialog.getByLabelText('名称'), { target: { value: '微信' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.lastCall('/mdr/list_views/update')?.body).toEqual({ id: 1, version: 1, name: '微信' }), SLOW);

    fireEvent.click((await openViews()).getByRole('button', { name: '删除“微信已支付”' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认' }, SLOW));
    await waitFor(() => expect(api.lastCall('/mdr/list_views/delete')?.body).toEqual({ id: 1 }), SLOW);
  });
});
