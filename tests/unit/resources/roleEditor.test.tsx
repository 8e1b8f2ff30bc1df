// The role editor (src/resources/roles): the key list grouped by module, what a
// save changes ("+ orders.refund, − users.ban"), and the screen: the matrix,
// its search and "select the module's reads", and the confirmation before saving;
// for an editor holding only some keys, the others greyed, locked and saying why
// (the API lets a caller grant only keys they hold); a role beyond the reader
// without Edit and Delete.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, type UserInfo } from '../../../src/providers/session';
import { ACTION_KEYS } from '../../../contract/access/actionKeys';
import { diffSummary, keyDiff, keyGroups, readsOf, toggleAll } from '../../../src/resources/roles/keys';
import { messages } from '../../../src/resources/roles/messages';
import { fakeDataProvider, renderAdmin } from './helpers';

describe('the key list as the editor shows it', () => {
  const groups = keyGroups();

  it('holds every generated key exactly once, grouped under its module key', () => {
    const shown = groups.flatMap((g) => g.rows.flatMap((r) => r.keys.map((c) => `${g.module} ${c.key}`)));
    expect(shown.sort()).toEqual(ACTION_KEYS.map((k) => `${k.module} ${k.key}`).sort());
  });

  it('follows the menu order and marks money and sensitive keys', () => {
    expect(groups.slice(0, 3).map((g) => g.module)).toEqual(['mdr.dashboard', 'mdr.review', 'mdr.wow.guide']);
    const cell = (key: string) => groups.flatMap((g) => g.rows.flatMap((r) => r.keys)).find((c) => c.key === key);
    expect(cell('authors.adjust')?.mark).toBe('money');
    expect(cell('users.reveal')?.mark).toBe('sensitive');
    expect(cell('articles.approve')?.mark).toBeUndefined();
  });

  it.each(['zh-CN', 'en-US'] as const)('words every key\'s resource and action in %s (no bare API name in the matrix)', (lang) => {
    const words = messages[lang] as unknown as Record<'resources' | 'key_actions' | 'cards', Record<string, string>>;
    const bare = groups.flatMap((g) => g.rows.flatMap((r) => [
      ...(words.resources[r.resource] ? [] : [r.resource]),
      ...r.keys.filter((c) => !(r.resource === 'dashboard' ? words.cards : words.key_actions)[c.action]).map((c) => c.key),
    ]));
    expect(bare).toEqual([]);
  });

  it("a module's reads are its .read keys", () => {
    expect(readsOf(groups.find((g) => g.module === 'mdr.wow.guide')!)).toEqual(['guide_categories.read', 'articles.read']);
  });

  it('toggles a set as one: all on when any is off, else all off', () => {
    expect(toggleAll(['articles.read'], ['articles.read', 'guide_categories.read'])).toEqual(['articles.read', 'guide_categories.read']);
    expect(toggleAll(['articles.read', 'guide_categories.read', 'x'], ['articles.read', 'guide_categories.read'])).toEqual(['x']);
  });
});

describe('what a save changes', () => {
  it('lists additions then removals, each in key-list order', () => {
    const diff = keyDiff(['users.ban', 'orders.read', 'articles.read'], ['orders.refund', 'articles.read', 'orders.read']);
    expect(diff).toEqual({ added: ['orders.refund'], removed: ['users.ban'] });
    expect(diffSummary(diff)).toBe('+ orders.refund, − users.ban');
  });

  it('is empty when the keys are the same in another order', () => {
    expect(diffSummary(keyDiff(['a.read', 'b.read'], ['b.read', 'a.read']))).toBe('');
  });
});

const role = {
  id: 3, nameZh: '客服', nameEn: 'Support', descriptionZh: '', descriptionEn: '', keys: ['orders.read', 'users.read', 'users.ban'],
  holders: 2, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', version: 4,
};

// scoped to the key's cell: a role query over the whole matrix (~140 boxes) takes seconds on a busy machine
const box = (key: string) => within(screen.getByTestId(`key-${key}`)).getByRole('checkbox', { name: key }) as HTMLInputElement;
/** The text the box's aria-describedby points at (what a screen reader adds to its name). */
const describedBy = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

afterEach(() => clearSession());

/** A staff-desk editor: roles and a few keys of their own, not orders' nor guide categories'. */
const EDITOR: UserInfo = {
  accountId: 9, name: 'desk', avatar: '', role: 'staff', registrationTime: '', lists: [],
  modules: ['menu.use.user', 'roles.read', 'roles.update', 'users.read', 'users.ban', 'mdr.wow.guide', 'articles.read'],
};

// the matrix renders ~140 keys: on two shared cores under a full unit run that takes more than the default 20 s
describe('the role edit page', { timeout: 45_000 }, () => {
  it('shows the keys held as a matrix, and saves only after confirming the change', async () => {
    const db = { 'user/role': [{ ...role }] };
    const dataProvider = fakeDataProvider(db);
    renderAdmin(dataProvider, '/user/role/3');
    await waitFor(() => expect(box('users.ban').checked).toBe(true));
    expect(box('orders.refund').checked).toBe(false);
    expect(within(screen.getByTestId('key-orders.refund')).getByText('Money')).toBeTruthy();

    fireEvent.click(box('orders.refund'));
    fireEvent.click(box('users.ban'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change of keys' });
    expect(within(dialog).getAllByTestId('diff-line').map((l) => l.textContent)).toEqual(['+ orders.refundMoney', '− users.ban']);
    expect(dataProvider.update).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, params] = dataProvider.update.mock.calls[0];
    expect([...(params.data as { keys: string[] }).keys].sort()).toEqual(['orders.read', 'orders.refund', 'users.read']);
    expect(params.previousData.version).toBe(4);
  });

  it('cancelling the confirmation sends nothing', async () => {
    const dataProvider = fakeDataProvider({ 'user/role': [{ ...role }] });
    renderAdmin(dataProvider, '/user/role/3');
    await waitFor(() => expect(box('users.ban').checked).toBe(true));
    fireEvent.click(box('users.ban'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it("search narrows the matrix; \"select the module's reads\" ticks its read keys", async () => {
    renderAdmin(fakeDataProvider({ 'user/role': [{ ...role, keys: [] }] }), '/user/role/3');
    const search = await screen.findByLabelText('Search keys');
    fireEvent.change(search, { target: { value: 'refund' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'users.ban' })).toBeNull());
    expect(box('orders.refund')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });

    const guides = await screen.findByTestId('module-mdr.wow.guide');
    fireEvent.click(within(guides).getByRole('button', { name: "Select the module's reads" }));
    expect(box('articles.read').checked).toBe(true);
    expect(box('guide_categories.read').checked).toBe(true);
    expect(box('articles.approve').checked).toBe(false);
  });

  it('greys the keys the editor does not hold, says why, and keeps them as they are', async () => {
    renderAdmin(fakeDataProvider({ 'user/role': [{ ...role }] }), '/user/role/3', EDITOR);
    await waitFor(() => expect(box('users.ban').checked).toBe(true));
    const why = /^Greyed keys \(with a lock\) are keys you do not hold: you cannot grant them/;
    // in the role, not held: checked, locked; not in it: unticked, locked; each says why (and on hover)
    expect([box('orders.read').checked, box('orders.read').disabled, describedBy(box('orders.read'))]).toEqual([true, true, expect.stringMatching(why)]);
    expect([box('orders.refund').checked, box('orders.refund').disabled, describedBy(box('orders.refund'))]).toEqual([false, true, expect.stringMatching(why)]);
    expect(screen.getByTestId('key-orders.refund').getAttribute('title')).toBe('orders.refund: You do not hold this key, so you cannot grant it');
    fireEvent.click(box('orders.read'));
    fireEvent.click(box('orders.refund'));
    // a key the editor holds: no lock, toggles
    expect([box('users.ban').disabled, box('users.ban').hasAttribute('aria-describedby')]).toEqual([false, false]);
    fireEvent.click(box('users.ban'));
    // the module's reads: only those the editor holds
    fireEvent.click(within(screen.getByTestId('module-mdr.wow.guide')).getByRole('button', { name: "Select the module's reads" }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change of keys' });
    expect(within(dialog).getAllByTestId('diff-line').map((l) => l.textContent)).toEqual(['+ articles.read', '− users.ban']);
  });

  it('a role holding a key the reader lacks: its page says why, with no Edit or Delete', async () => {
    renderAdmin(fakeDataProvider({ 'user/role': [{ ...role, holders: 0, beyondReader: true }] }), '/user/role/3/show', EDITOR);
    expect(await screen.findByText(/This role holds keys you do not hold, so you can only view it/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('a role within the reader\'s keys keeps Edit and Delete, with no note', async () => {
    renderAdmin(fakeDataProvider({ 'user/role': [{ ...role, holders: 0, beyondReader: false }] }), '/user/role/3/show');
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByTestId('beyond-reader')).toBeNull();
  });
});
