// The shared command buttons act once and ask first where it matters: a double
// click on a state change, on a reason dialog's confirm or on a bulk action's
// confirm makes one call (src/resources/shared/useSingleFlight.ts); taking a
// package off sale asks first, naming it, and nothing happens until confirmed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { article, category, fakeDataProvider, renderAdmin } from './helpers';

vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

/** The provider's transitions answer only when released, so a second click lands while the first is in flight. */
function slowTransitions(dataProvider: ReturnType<typeof fakeDataProvider>) {
  const release: (() => void)[] = [];
  const wait = () => new Promise<void>((resolve) => { release.push(resolve); });
  const one = dataProvider.transition.getMockImplementation()!;
  const many = dataProvider.transitionMany.getMockImplementation()!;
  dataProvider.transition.mockImplementation(async (...args) => { await wait(); return one(...args); });
  dataProvider.transitionMany.mockImplementation(async (...args) => { await wait(); return many(...args); });
  return () => release.splice(0).forEach((go) => go());
}

const articles = (status: string) => ({
  'wow_guide/article': [article({ id: 1, status }), article({ id: 2, title: 'Holy paladin', status })],
  'wow_guide/category': [category(1, null, 'Classes', 10)],
});

const doubleClick = (el: HTMLElement) => {
  fireEvent.click(el);
  fireEvent.click(el);
};

describe('a double click acts once', () => {
  it('on a state change', async () => {
    const dataProvider = fakeDataProvider(articles('pending'));
    const release = slowTransitions(dataProvider);
    renderAdmin(dataProvider, '/wow_guide/article/1/show');
    doubleClick(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 }));
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(dataProvider.transition).toHaveBeenCalledTimes(1);
  });

  it("on a reason dialog's confirm", async () => {
    const dataProvider = fakeDataProvider(articles('pending'));
    const release = slowTransitions(dataProvider);
    renderAdmin(dataProvider, '/wow_guide/article/1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Off-topic' } });
    doubleClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.transition).toHaveBeenCalledTimes(1);
  });

  it("on a bulk action's confirm", async () => {
    const dataProvider = fakeDataProvider(articles('pending'));
    const release = slowTransitions(dataProvider);
    renderAdmin(dataProvider, '/wow_guide/article');
    fireEvent.click(within((await screen.findByText('Holy paladin', undefined, { timeout: 5000 })).closest('tr')!).getByRole('checkbox'));
    const bulk = (await screen.findByText('1 item selected')).closest('.MuiToolbar-root') as HTMLElement;
    fireEvent.click(within(bulk).getAllByRole('button', { name: 'Approve' })[0]);
    doubleClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.transitionMany).toHaveBeenCalledTimes(1);
  });
});

describe('a double click acts once on a React Query mutation, whose pending state reaches the button a task later', () => {
  const ticket: RaRecord = {
    id: 3, userId: 9, userName: 'Alice', category: 'bug', content: 'The map does not load', contact: '', clientVersion: '1.2.3',
    clientOs: 'iOS', status: 'open', assigneeId: null, assigneeName: null, replyCount: 0, overdue: false, closeReason: '',
    createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', resolvedAt: null, version: 1, screenshots: [], replies: [],
  };

  it('a reply is sent once', async () => {
    const dataProvider = fakeDataProvider({ 'wow_feedback/feedback': [ticket] });
    dataProvider.transition.mockImplementation(async () => ({ data: { ...ticket, status: 'processing', replyCount: 1, version: 2 } }));
    renderAdmin(dataProvider, '/wow_feedback/feedback/3/show');
    const box = within(await screen.findByTestId('reply-box', undefined, { timeout: 5000 }));
    fireEvent.change(box.getByRole('textbox', { name: 'Reply' }), { target: { value: 'Fixed in 1.2.4' } });
    doubleClick(box.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dataProvider.transition).toHaveBeenCalled());
    await new Promise((resolve) => { setTimeout(resolve, 50); });
    expect(dataProvider.transition).toHaveBeenCalledTimes(1);
  });
});

describe('taking a package off sale', () => {
  const pkg: RaRecord = {
    id: 7, nameZh: '月卡电站', nameEn: 'Monthly station', description: '', priceCents: 3000, originalPriceCents: 4500, durationDays: 30,
    sortOrder: 1, status: 'on_sale', orderCount: 12, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', version: 1, deletable: false,
  };

  it('asks first, naming the package and what follows; cancelled, nothing changes; confirmed, it is taken off sale once', async () => {
    document.documentElement.lang = 'en-US'; // as the panel's i18n provider sets it: the package is named in English
    const dataProvider = fakeDataProvider({ 'supports/power': [pkg] });
    dataProvider.transition.mockImplementation(async () => ({ data: { ...pkg, status: 'off_sale', version: 2 } }));
    renderAdmin(dataProvider, '/supports/power');
    const row = (await screen.findByText('Monthly station', undefined, { timeout: 5000 })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Take off sale' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Take off sale "Monthly station"?');
    expect(dialog.textContent).toContain('Players can no longer buy this package');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.transition).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByRole('button', { name: 'Take off sale' }));
    dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Take off sale' }) as HTMLButtonElement;
    // it arms a moment after opening (ConfirmFirst.tsx ARM_MS): a double tap's second tap does not decide
    await waitFor(() => expect(confirm.disabled).toBe(false));
    doubleClick(confirm);
    await waitFor(() => expect(dataProvider.transition).toHaveBeenCalledWith('supports/power', 'off_sale', { id: 7 }));
    expect(dataProvider.transition).toHaveBeenCalledTimes(1);
    document.documentElement.lang = '';
  });
});
