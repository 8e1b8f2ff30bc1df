import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '../../../mocks/fixtures';
import { ok } from '../../../mocks/api';
import type { MessageItem } from '../../../src/messages/api';
import { cleanFilter } from '../../../src/messages/api';
import { reloadSettings } from '../../../src/settings/settings';
import { signedInAs, startMockApi } from '../panel/helpers';
import { renderApp, SLOW, toasts, waitForHash } from '../panel/render';

const api = startMockApi();
afterEach(() => reloadSettings());

const item = (id: number, patch: Partial<MessageItem>): MessageItem => ({
  id, type: 'message', title: `Title ${id}`, subTitle: '', avatar: '', content: `Content ${id}`,
  time: '2025-05-01T08:00:00.000Z', status: 0, messageType: null, link: null, ...patch,
});

const INBOX = [
  item(1, { title: 'Note from finance' }),
  item(2, { title: 'Rejected article', link: '#/wow_guide/article/7/show' }),
  item(3, { type: 'notice', title: 'Maintenance', messageType: 3 }),
  item(4, { type: 'message', title: 'Old note', status: 1 }),
];

/** The mock API's inbox: counts and lists follow what was marked read. */
function serveInbox() {
  const inbox = INBOX.map((m) => ({ ...m }));
  const unread = (type?: string) => inbox.filter((m) => m.status === 0 && (!type || m.type === type)).length;
  api.reply('/mdr/messages/unread', () => ok({ message: unread('message'), notice: unread('notice'), todo: unread('todo'), total: unread() }));
  api.reply('/mdr/messages/list', ({ body }) => {
    const filter = (body.filter ?? {}) as { type?: string };
    const list = inbox.filter((m) => !filter.type || m.type === filter.type).sort((a, b) => a.status - b.status);
    return ok({ list, total: list.length });
  });
  api.reply('/mdr/messages/read', ({ body }) => {
    const ids = (body.ids as number[]).filter((id) => inbox.find((m) => m.id === id && m.status === 0));
    ids.forEach((id) => (inbox.find((m) => m.id === id)!.status = 1));
    return ok({ ids });
  });
  api.reply('/mdr/messages/read_all', ({ body }) => {
    const hit = inbox.filter((m) => m.status === 0 && (!body.type || m.type === body.type));
    hit.forEach((m) => (m.status = 1));
    return ok({ count: hit.length });
  });
}

// the open popover hides the page from assistive tech; the bell is still there
const bell = () => screen.getByRole('button', { name: /^消息通知/, hidden: true });
const openBox = async () => {
  fireEvent.click(await screen.findByRole('button', { name: '消息通知，3 条未读' }, SLOW));
  return within(await screen.findByRole('dialog', { name: '消息中心' }));
};

describe('message centre', { timeout: 20_000 }, () => {
  it('the bell shows the unread count; the popover has a tab per type with its count, unread first', async () => {
    serveInbox();
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    const box = await openBox();
    expect(box.getByRole('tab', { name: '消息(2)' })).toBeTruthy();
    expect(box.getByRole('tab', { name: '通知(1)' })).toBeTruthy();
    expect(box.getByRole('tab', { name: '待办' })).toBeTruthy();
    await box.findByText('Note from finance');
    expect(box.getAllByText(/Note from finance|Rejected article|Old note/).map((el) => el.textContent))
      .toEqual(['Note from finance', 'Rejected article', 'Old note']);
    expect(api.lastCall('/mdr/messages/list')!.body).toEqual({ page: 1, pageSize: 5, filter: { type: 'message' } });
    fireEvent.click(box.getByRole('tab', { name: '通知(1)' }));
    expect(await box.findByText('Maintenance')).toBeTruthy();
    expect(box.getByText('即将到期')).toBeTruthy();
  });

  it('clicking an item marks it read and the count drops; one with a link opens it', async () => {
    serveInbox();
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    const box = await openBox();
    fireEvent.click(await box.findByText('Note from finance'));
    await waitFor(() => expect(api.lastCall('/mdr/messages/read')?.body).toEqual({ ids: [1] }), SLOW);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，2 条未读'), SLOW);
    expect(await box.findByRole('tab', { name: '消息(1)' })).toBeTruthy();
    fireEvent.click(box.getByText('Rejected article'));
    await waitForHash('#/wow_guide/article/7/show');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，1 条未读'), SLOW);
  });

  it('"mark all read" reads the current tab only; "view all" opens the list page of that type', async () => {
    serveInbox();
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    const box = await openBox();
    await box.findByText('Note from finance');
    fireEvent.click(box.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息通知，1 条未读'), SLOW);
    expect(api.lastCall('/mdr/messages/read_all')!.body).toEqual({ type: 'message' });
    expect(await screen.findByText('已将 2 条消息标为已读', undefined, SLOW)).toBeTruthy();
    fireEvent.click(box.getByRole('link', { name: '查看更多' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/messages\?filter=/), SLOW);
    await waitFor(() => expect(api.lastCall('/mdr/messages/list')!.body)
      .toEqual({ page: 1, pageSize: 20, filter: { type: 'message' } }), SLOW);
    expect(await screen.findByText('Old note', undefined, SLOW)).toBeTruthy();
  });
});

describe('the message list page', { timeout: 20_000 }, () => {
  it('an empty inbox says so in the message centre\'s words, with no error toast beside it', async () => {
    api.reply('/mdr/messages/unread', () => ok({ message: 0, notice: 0, todo: 0, total: 0 }));
    api.reply('/mdr/messages/list', () => ok({ list: [], total: 0 }));
    signedInAs(ADMIN);
    renderApp('#/messages');
    expect(await screen.findByText('暂无内容', undefined, SLOW)).toBeTruthy();
    // react-admin's own empty text names a resource ("没有…"); an error would come as a toast
    expect(screen.queryByText(/没有/)).toBeNull();
    expect(toasts()).toEqual([]);
  });
});

describe('list filter', () => {
  it('sends only the API’s filter keys, with valid values', () => {
    expect(cleanFilter({ type: 'todo', status: 0, q: 'x' })).toEqual({ type: 'todo', status: 0 });
    expect(cleanFilter({ type: 'spam', status: 2 })).toEqual({});
    expect(cleanFilter({ status: '1' })).toEqual({ status: 1 });
    expect(cleanFilter({ status: '' })).toEqual({});
  });
});
