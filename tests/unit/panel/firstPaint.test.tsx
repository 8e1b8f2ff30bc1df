// A signed-in cold load of a list paints its layout and its first rows together (preloadSignedInRoute,
// src/App.tsx): the layout drawn alone would be followed by a second pass as long as the first for the
// rows. A slow answer does not hold the page back beyond the wait's limit (FIRST_ROWS_WAIT_MS in the
// product): the layout shows without it. The limits here are far from the answers' times either way, so a
// busy machine cannot swap them. The shell's content (the menu's entries, the app bar's buttons) follows
// the page in a pass of its own (src/layout/chromeDeferral.tsx).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../mocks/api';
import { ADMIN } from '../../../mocks/fixtures';
import { App, preloadSignedInRoute } from '../../../src/App';
import { createQueryClient } from '../../../src/providers/queryClient';
import { signedInAs, startMockApi } from './helpers';
import './render';

const api = startMockApi();
const HASH = '#/wow_guide/article';
const ROW = { id: 7, title: 'Mythic+ route for the new season', status: 'pending', version: 1, createdAt: '2026-11-20 10:00:00' };

/**
 * A cold load of the article list, its answer `delayMs` late and the first paint's wait for it limited to
 * `waitMs`; what the page showed when its app bar appeared.
 */
async function coldLoad(delayMs: number, waitMs: number) {
  signedInAs(ADMIN);
  api.reply('/mdr/articles/list', { ...ok({ list: [ROW], total: 1 }), delayMs });
  window.history.replaceState(null, '', HASH);
  const queryClient = createQueryClient();
  const started = performance.now();
  void preloadSignedInRoute(HASH, queryClient, waitMs);
  render(<App queryClient={queryClient} />);
  await screen.findByTestId('app-bar', undefined, { timeout: 10_000 });
  const shell = { entries: screen.queryAllByRole('menuitem').length, avatar: !!screen.queryByRole('button', { name: '个人资料' }) };
  return { rows: screen.queryAllByText(ROW.title).length, after: performance.now() - started, shell };
}

describe('the first paint of a cold list', () => {
  it('shows the layout only with the first rows', async () => {
    // (without the wait the app bar shows about a second in, here, before this answer)
    const { rows } = await coldLoad(2000, 20_000);
    expect(rows).toBe(1);
  });

  it('shows the layout without the rows when their answer is slow, and the rows once it comes', async () => {
    const { rows, after } = await coldLoad(3000, 100);
    expect(rows).toBe(0);
    expect(after).toBeLessThan(3000);
    expect(await screen.findByText(ROW.title, undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it("draws the rows first, then the shell's content: the menu's entries and the app bar's buttons", async () => {
    const { rows, shell } = await coldLoad(500, 20_000);
    expect([rows, shell]).toEqual([1, { entries: 0, avatar: false }]);
    expect(await screen.findByRole('button', { name: '个人资料' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(3);
    expect(screen.getByText(ROW.title)).toBeTruthy();
  });
});
