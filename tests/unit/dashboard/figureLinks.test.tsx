// The workplace's figures in the real app (mock API): every figure of every
// count card is a link to the list the contract names (contract/workplace.ts),
// with that figure's filter; the list opened so asks for an exact total; and
// the figure's filter stays on that list alone — the same list opened from the
// menu afterwards has its own filter, not the figure's.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../mocks/api';
import { ADMIN } from '../../../mocks/fixtures';
import { COUNT_CARD_LISTS } from '../../../contract/workplace';
import { resources } from '../../../src/resources';
import { signedInAs, startMockApi } from '../panel/helpers';
import { renderApp, SLOW, waitForHash } from '../panel/render';

const api = startMockApi();

const listCalls = (apiResource: string) => api.callsTo(`/mdr/${apiResource}/list`).map((c) => c.body);
const lastList = (apiResource: string) => waitFor(() => {
  expect(listCalls(apiResource).length).toBeGreaterThan(0);
  return listCalls(apiResource).at(-1)!;
}, SLOW);

/** A figure link's route and filter, as react-admin reads them from the hash. */
function parse(href: string) {
  const [path, query] = href.slice(2).split('?');
  const params = new URLSearchParams(query);
  return { route: path, filter: JSON.parse(params.get('filter') ?? 'null') as unknown, figure: params.get('figure') };
}

describe('workplace figures', { timeout: 30_000 }, () => {
  it('every count card figure links to the list the contract names, with its filter of today', async () => {
    signedInAs(ADMIN);
    // the orders card's income figures are answered (the API leaves them out only for a reader without their key)
    api.reply('/mdr/dashboard/orders', () => ok({ figures: { ordersToday: 1, ordersMonth: 2, incomeToday: 100, incomeMonth: 200 }, daily: [] }));
    renderApp('#/dashboard/workplace');
    const counts = await screen.findByTestId('area-counts', undefined, SLOW);
    for (const [card, { resource, figures }] of Object.entries(COUNT_CARD_LISTS)) {
      const tile = await within(counts).findByTestId(`card-${card}`, undefined, SLOW);
      const shown = (await within(tile).findAllByTestId(/^figure-/, undefined, SLOW)).map((el) => el.dataset.testid!.slice(7));
      expect(shown.sort(), card).toEqual(Object.keys(figures).sort());
      for (const [name, list] of Object.entries(figures)) {
        const link = within(within(tile).getByTestId(`figure-${name}`)).getByRole('link');
        const { route, filter, figure } = parse(link.getAttribute('href')!);
        expect(resources.find((r) => r.name === route)?.apiResource, `${card}.${name}`).toBe(resource);
        expect(filter, `${card}.${name}`).toEqual(list.filter(Date.now()));
        expect(figure).toBe('1');
      }
      // a card with a day's or a month's figure says its days are Beijing days
      const byDay = Object.values(figures).some((f) => f.period);
      expect(within(tile).queryByTestId('card-note') !== null, card).toBe(byDay);
    }
  });

  it("a figure's list counts exactly and keeps its filter: opened from the menu, the list has its own", async () => {
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    const exceptions = within(await screen.findByTestId('card-exceptions', undefined, SLOW));
    // "in all": every group, not the list's own default (unresolved only)
    fireEvent.click(within(await exceptions.findByTestId('figure-total', undefined, SLOW)).getByRole('link'));
    await waitFor(() => expect(listCalls('exceptions').some((b) => b.exactTotal === true)).toBe(true), SLOW);
    expect(await lastList('exceptions')).toMatchObject({ filter: {}, exactTotal: true });

    window.location.hash = '#/dashboard/workplace';
    const articles = within(await screen.findByTestId('card-articles', undefined, SLOW));
    fireEvent.click(within(await articles.findByTestId('figure-pending', undefined, SLOW)).getByRole('link'));
    await waitFor(() => expect(listCalls('articles').at(-1)).toMatchObject({ filter: { status: 'pending' }, exactTotal: true }), SLOW);

    // the menu opens the lists as they were before the figures: no figure filter, no exact count
    const menu = screen.getByRole('menu');
    fireEvent.click(within(menu).getAllByRole('menuitem').find((a) => a.getAttribute('href') === '#/exception/exc')!);
    await waitForHash('#/exception/exc');
    await waitFor(() => expect(listCalls('exceptions').at(-1)).toEqual(expect.objectContaining({ filter: { status: ['unresolved'] } })), SLOW);
    expect(listCalls('exceptions').at(-1)!.exactTotal).toBeUndefined();
    fireEvent.click(within(menu).getAllByRole('menuitem').find((a) => a.getAttribute('href') === '#/wow_guide/article')!);
    await waitForHash('#/wow_guide/article');
    await waitFor(() => expect(listCalls('articles').at(-1)!.filter).toEqual({}), SLOW);
    expect(listCalls('articles').at(-1)!.exactTotal).toBeUndefined();
  });
});
