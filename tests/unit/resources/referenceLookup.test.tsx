// The article form picks its author by pen name (the API's articles/lookup
// behind a lookup resource), never as a typed-in id.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lookupReference } from '../../../src/providers/lookup';
import { article, category, fakeDataProvider, renderAdmin } from './helpers';

vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

const AUTHORS = lookupReference('articles', 'authorId');

describe('article author input', () => {
  it('shows the current author by name and saves the one picked by name as authorId', { timeout: 30_000 }, async () => {
    const db = {
      'wow_guide/article': [article({ id: 1, authorId: 5 })],
      'wow_guide/category': [category(1, null, 'Classes', 10)],
      [AUTHORS]: [{ id: 5, label: 'Jaina' }, { id: 6, label: 'Thrall' }],
    };
    const dataProvider = fakeDataProvider(db);
    renderAdmin(dataProvider, '/wow_guide/article/1');
    const input = await screen.findByRole('combobox', { name: /^Author/ }, { timeout: 20_000 });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Jaina'));
    expect(dataProvider.getMany).toHaveBeenCalledWith(AUTHORS, expect.objectContaining({ ids: [5] }));

    fireEvent.change(input, { target: { value: 'Thr' } });
    // the typed text is searched on the server (debounced), not only among the names already loaded
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith(AUTHORS, expect.objectContaining({ filter: { q: 'Thr' } })));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Thrall'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect((dataProvider.update.mock.calls[0][1].data as { authorId: number }).authorId).toBe(6);
  });
});
