// A record's decisions as buttons (src/resources/shared/TransitionButton.tsx and
// its kin): their words show on a phone too, where react-admin's Button shows a
// bare icon; "next in queue" follows a decision on a record's own page only
// (not in a list's rows, which render the same buttons for live rooms) and only
// while something of that type waits.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, type UserInfo } from '../../../src/providers/session';
import { article, category, fakeDataProvider, renderAdmin } from './helpers';

afterEach(() => { clearSession(); vi.unstubAllGlobals(); });

const REVIEWER: UserInfo = {
  accountId: 9, name: 'Reviewer', avatar: '', role: 'reviewer', registrationTime: '', lists: [],
  modules: ['mdr.wow.guide', 'mdr.wow.live', 'mdr.review', 'articles.read', 'articles.approve', 'articles.reject', 'live_rooms.read',
    'live_rooms.approve', 'review_queue.read', 'review_queue.claim'],
};

/** A phone: every `(max-width: …)` media query matches, as MUI's `down('sm')` asks. */
const asPhone = () => vi.stubGlobal('matchMedia', (query: string) => ({
  matches: query.includes('max-width'), media: query, onchange: null,
  addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
}));

function provider(waiting: number) {
  const dp = fakeDataProvider({
    'wow_guide/article': [article({ id: 1, status: 'pending' })],
    'wow_guide/category': [category(1, null, 'Classes', 10)],
    'wow_live/live': [{ id: 4, title: 'Raid night', streamerName: 'Jaina', category: 'raid', status: 'applying', viewers: 0, featured: false, version: 1 }],
  });
  return Object.assign(dp, {
    queueCounts: vi.fn(async () => ({ data: ['articles', 'live_rooms'].map((type) => ({ type, total: waiting, overdue: 0 })) })),
    queueNext: vi.fn(async () => ({ data: null })),
    queueWatchers: vi.fn(async () => ({ data: { claim: null, others: [] } })),
    queuePresence: vi.fn(async () => ({ data: [] })),
  });
}

describe('a record\'s decisions', () => {
  it('carry their words on a phone', async () => {
    asPhone();
    renderAdmin(provider(3), '/wow_guide/article/1/show', REVIEWER, true);
    const approve = await screen.findByRole('button', { name: 'Approve' }, { timeout: 8000 });
    expect(approve.textContent).toContain('Approve');
    expect(screen.getByRole('button', { name: 'Reject' }).textContent).toContain('Reject');
  });

  it('are followed by "next in queue (n)" on the record\'s page, not while nothing waits', async () => {
    const busy = provider(3);
    const { unmount } = renderAdmin(busy, '/wow_guide/article/1/show', REVIEWER, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 8000 }));
    const next = await screen.findByTestId('queue-next');
    expect(next.textContent).toMatch(/3/);
    unmount();

    const idle = provider(0);
    idle.transition.mockImplementation(async () => ({ data: { ...article({ id: 2, status: 'published' }) } }));
    renderAdmin(idle, '/wow_guide/article/1/show', REVIEWER, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 8000 }));
    await waitFor(() => expect(idle.queueCounts).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByTestId('queue-next')).toBeNull();
  });

  it('in a list\'s row (live rooms) are not followed by "next in queue"', async () => {
    const dp = provider(3);
    dp.transition.mockImplementation(async () => ({ data: { id: 4, status: 'approved', version: 2 } }));
    renderAdmin(dp, '/wow_live/live', REVIEWER, true);
    const row = (await screen.findAllByText('Raid night'))[0].closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(dp.transition).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('queue-next')).toBeNull();
  });
});
