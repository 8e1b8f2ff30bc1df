// A queued record's page says who holds it and who else has it open
// (src/resources/shared/RecordPresence.tsx), in the real screens over an
// in-memory data provider: the texts, the heartbeat it sends (and `leaving`
// when the page closes), and that it claims nothing; nothing is read or sent in
// a list's rows, nor for a reader without review_queue.read or who does not
// decide the type.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, type UserInfo } from '../../../src/providers/session';
import { article, category, fakeDataProvider, renderAdmin } from './helpers';

afterEach(() => clearSession());

const reader = (modules: string[]): UserInfo =>
  ({ accountId: 9, name: 'Reviewer', avatar: '', role: 'reviewer', modules, registrationTime: '', lists: [] });
const REVIEWER = reader(['mdr.wow.guide', 'mdr.wow.live', 'mdr.review', 'articles.read', 'articles.approve', 'live_rooms.read', 'live_rooms.approve', 'review_queue.read', 'review_queue.claim']);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function provider(types: string[], claimedBy: { id: number; name: string } | null) {
  const dp = fakeDataProvider({
    'wow_guide/article': [article({ id: 1, status: 'pending' })],
    'wow_guide/category': [category(1, null, 'Classes', 10)],
    'wow_live/live': [{ id: 4, title: 'Raid night', streamerName: 'Jaina', category: 'raid', status: 'applying', viewers: 0, featured: false, version: 1 }],
  });
  return Object.assign(dp, {
    queueCounts: vi.fn(async () => ({ data: types.map((type) => ({ type, total: 3, overdue: 0 })) })),
    queueNext: vi.fn(async () => ({ data: null })),
    queueWatchers: vi.fn(async () => ({
      data: {
        claim: claimedBy && { claimedBy, claimedAt: minutesAgo(3), claimExpiresAt: minutesAgo(-7) },
        others: [{ id: 7, name: 'Chen Jing' }, { id: 8, name: 'Li Wei' }],
      },
    })),
    queuePresence: vi.fn(async () => ({ data: [] })),
  });
}

describe('a queued record\'s page', () => {
  it('names the colleague holding it and those with it open, and says it is open here without claiming', async () => {
    const dp = provider(['articles', 'builds'], { id: 7, name: 'Chen Jing' });
    const view = renderAdmin(dp, '/wow_guide/article/1/show', REVIEWER, true);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Chen Jing is reviewing this (3 min); your decisions on it will be refused'));
    expect(status.textContent).toContain('Also open: Chen Jing, Li Wei');
    expect(dp.queueWatchers).toHaveBeenCalledWith('wow_guide/article', 1);
    await waitFor(() => expect(dp.queuePresence).toHaveBeenCalledWith('wow_guide/article', 1));
    expect(dp.queueNext).not.toHaveBeenCalled();
    view.unmount();
    expect(dp.queuePresence).toHaveBeenLastCalledWith('wow_guide/article', 1, true);
  });

  it('says the reader\'s own claim as theirs', async () => {
    renderAdmin(provider(['articles'], { id: 9, name: 'Reviewer' }), '/wow_guide/article/1/show', REVIEWER, true);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Me · reviewing · 3 min'));
    expect(status.textContent).not.toContain('will be refused');
  });

  it('reads and sends nothing for a reader who does not decide the type, or lacks review_queue.read', async () => {
    const other = provider(['builds'], null);
    renderAdmin(other, '/wow_guide/article/1/show', REVIEWER, true);
    await screen.findByRole('heading', { name: 'Frost mage basics' });
    await waitFor(() => expect(other.queueCounts).toHaveBeenCalled());
    const without = provider(['articles'], null);
    renderAdmin(without, '/wow_guide/article/1/show', reader(['mdr.wow.guide', 'articles.read', 'articles.approve']), true);
    await screen.findAllByRole('heading', { name: 'Frost mage basics' });
    await new Promise((r) => setTimeout(r, 200));
    expect(without.queueCounts).not.toHaveBeenCalled();
    for (const dp of [other, without]) {
      expect(dp.queueWatchers).not.toHaveBeenCalled();
      expect(dp.queuePresence).not.toHaveBeenCalled();
    }
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not in a list\'s rows, whose actions are a record page\'s (live rooms)', async () => {
    const dp = provider(['live_rooms'], { id: 7, name: 'Chen Jing' });
    renderAdmin(dp, '/wow_live/live', REVIEWER, true);
    await screen.findAllByText('Raid night');
    await new Promise((r) => setTimeout(r, 200));
    expect(dp.queueWatchers).not.toHaveBeenCalled();
    expect(dp.queuePresence).not.toHaveBeenCalled();
  });
});
