// A mute, a ban or a lift says what it did (src/resources/users/useModerationNotice.ts):
// the player and the length on one user's page, how many on a selection, and
// which were refused and why — not the button's label.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from './helpers';

const ROUTE = 'user/users';
const user = (id: number, nickname: string): RaRecord => ({
  id, nickname, avatar: '', email: '******', phone: '******', status: 'active', mutedUntil: null, bannedUntil: null,
  bannedForever: false, moderationReason: '', invitedBy: null, inviterName: null, inviteCount: 0, signupLinkId: null,
  registeredAt: '2026-01-01T00:00:00Z', lastActiveAt: null, updatedAt: '2026-01-01T00:00:00Z', version: 1,
});

/** Confirms the open reason dialog with a typed reason. */
async function confirmWithReason() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Spamming the chat' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}
const toast = () => waitFor(() => {
  const alert = screen.getAllByRole('alert').map((a) => a.textContent ?? '').find((t) => t.trim());
  expect(alert).toBeTruthy();
  return alert!;
});

describe('moderation toasts', () => {
  it("one player: the player's name and the length", async () => {
    const dataProvider = fakeDataProvider({ [ROUTE]: [user(1, 'Alice')] });
    dataProvider.transition = vi.fn(async () => ({ data: { ...user(1, 'Alice'), status: 'muted' } }));
    renderAdmin(dataProvider, `/${ROUTE}/1/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mute…' }, { timeout: 5000 }));
    await confirmWithReason();
    expect(await toast()).toContain('Muted Alice for 24 hours');
    expect(dataProvider.transition).toHaveBeenCalledWith(ROUTE, 'mute', expect.objectContaining({ id: 1, hours: 24 }));
  });

  it('a selection: how many were banned and for how long, and which were refused', async () => {
    const dataProvider = fakeDataProvider({ [ROUTE]: [user(1, 'Alice'), user(2, 'Bob'), user(3, 'Cleo')] });
    dataProvider.transitionMany = vi.fn(async () => ({ data: { done: [1, 2], failed: [{ id: 3, code: -5, message: 'Already banned' }] } }));
    renderAdmin(dataProvider, `/${ROUTE}`);
    for (const name of ['Alice', 'Bob', 'Cleo']) {
      fireEvent.click(within((await screen.findByText(name, undefined, { timeout: 5000 })).closest('tr')!).getByRole('checkbox'));
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Ban…' }));
    await confirmWithReason();
    const text = await toast();
    expect(text).toContain('Banned 2 users for 7 days');
    expect(text).toContain('#3 Already banned');
  });
});
