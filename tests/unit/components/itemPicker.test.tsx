// The item picker: names the current item id through the tooltip, searches as
// the user types (debounced item_search) and stores the picked item's id.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../mocks/api';
import { ITEM_SEARCH_PATH, ItemPickerInput } from '../../../src/components/ItemPickerInput';
import { TOOLTIP_BATCH_PATH } from '../../../src/components/tooltipBatcher';
import { startMockApi } from '../panel/helpers';

const api = startMockApi();

describe('ItemPickerInput', () => {
  it('shows the current item by name, finds items by what is typed, and saves the picked item id', async () => {
    api.reply(TOOLTIP_BATCH_PATH, ok({ list: [{ type: 0, item_id: 212003, game_version_id: 0, found: true, icon_url: '', name: 'Nerubian Plate Helm' }] }));
    api.reply(ITEM_SEARCH_PATH, ok({ list: [
      { type: 0, item_id: 219876, game_version_id: 9, icon_url: '', name: 'Void-Touched Staff', quality: 4, item_level: 671 },
    ] }));
    const onSubmit = vi.fn();
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => englishMessages, 'en')}>
        <Form defaultValues={{ head: 212003 }} onSubmit={onSubmit}>
          <ItemPickerInput source="head" label="Head" />
          <button type="submit">Go</button>
        </Form>
      </AdminContext>,
    );
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Nerubian Plate Helm'));
    fireEvent.change(input, { target: { value: 'void' } });
    await waitFor(() => expect(api.callsTo(ITEM_SEARCH_PATH).at(-1)?.body).toEqual({ q: 'void', game_version_id: 0 }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Void-Touched Staff'));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ head: 219876 });
  });
});
