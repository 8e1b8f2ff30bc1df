// The item tooltip widget: fifty on one page make one batched request (not
// fifty), each shows its own icon and name; an unknown item or a failed call
// shows the item id; the item's name follows the panel's language.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../mocks/api';
import { ItemTooltip } from '../../../src/components/ItemTooltip';
import { TOOLTIP_BATCH_PATH } from '../../../src/components/tooltipBatcher';
import { startMockApi } from '../panel/helpers';

const api = startMockApi();

interface Asked { item_id: number; type: number; game_version_id: number }
const answerAll = (unknown: number[] = []) => api.reply(TOOLTIP_BATCH_PATH, (call) => ok({
  list: (call.body.items as Asked[]).map((i) => (unknown.includes(i.item_id)
    ? { ...i, found: false, icon_url: '', name: '' }
    : { ...i, found: true, icon_url: `https://wow.zamimg.com/images/wow/icons/large/icon_${i.item_id}.jpg`, name: `Item ${i.item_id}`, quality: 4, item_level: 600 })),
}));

const renderWidgets = (ids: number[], gameVer = 0) => render(
  <AdminContext i18nProvider={polyglotI18nProvider(() => englishMessages, 'en')}>
    {ids.map((id) => <ItemTooltip key={id} itemId={id} gameVer={gameVer} />)}
  </AdminContext>,
);

describe('ItemTooltip', () => {
  it('fifty widgets on one page make one request, and each shows its own 20×20 icon and name', async () => {
    answerAll();
    const ids = Array.from({ length: 50 }, (_, i) => 212000 + i);
    renderWidgets(ids, 7);
    await waitFor(() => expect(screen.getAllByTestId('item-tooltip').filter((w) => w.dataset.state === 'ok')).toHaveLength(50));
    const calls = api.callsTo(TOOLTIP_BATCH_PATH);
    expect(calls).toHaveLength(1);
    expect(calls[0].body.items).toHaveLength(50);
    expect((calls[0].body.items as Asked[])[3]).toEqual({ type: 0, item_id: 212003, game_version_id: 7 });
    const third = screen.getAllByTestId('item-tooltip')[2];
    expect(within(third).getByText('Item 212002')).toBeTruthy();
    const icon = third.querySelector('img')!;
    expect(icon.getAttribute('src')).toBe('https://wow.zamimg.com/images/wow/icons/large/icon_212002.jpg');
    expect([icon.getAttribute('width'), icon.getAttribute('height')]).toEqual(['20', '20']);
  });

  it('with its icon out of reach, an item still shows its name in its quality\'s colour, and hovering names it, its quality and level', async () => {
    answerAll();
    renderWidgets([220053]);
    const name = await screen.findByText('Item 220053');
    const widget = name.closest('[data-testid="item-tooltip"]') as HTMLElement;
    fireEvent.error(within(widget).getByTestId('item-icon'));
    expect(await within(widget).findByTestId('item-icon-empty')).toBeTruthy();
    // an epic item's purple (QUALITY_COLOURS)
    expect(getComputedStyle(name).color).toBe('rgb(163, 53, 238)');
    fireEvent.mouseOver(widget);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Item 220053 · Epic · item level 600 · #220053');
  });

  it('an unknown item shows its id; the others still show their names', async () => {
    answerAll([300002]);
    renderWidgets([300001, 300002]);
    expect(await screen.findByText('#300002')).toBeTruthy();
    expect(await screen.findByText('Item 300001')).toBeTruthy();
  });

  it('a failed call shows every item id', async () => {
    api.reply(TOOLTIP_BATCH_PATH, fail(0, 'Server error', null, 500));
    renderWidgets([400001, 400002]);
    expect(await screen.findByText('#400001')).toBeTruthy();
    expect(await screen.findByText('#400002')).toBeTruthy();
    expect(api.callsTo(TOOLTIP_BATCH_PATH)).toHaveLength(1);
  });

  it('a hundred and fifty widgets make two calls of at most a hundred', async () => {
    answerAll();
    renderWidgets(Array.from({ length: 150 }, (_, i) => 500000 + i));
    await waitFor(() => expect(screen.getAllByTestId('item-tooltip').filter((w) => w.dataset.state === 'ok')).toHaveLength(150));
    expect(api.callsTo(TOOLTIP_BATCH_PATH).map((c) => (c.body.items as Asked[]).length)).toEqual([100, 50]);
  });
});
