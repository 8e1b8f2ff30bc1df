import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { category, conflict, fakeDataProvider, renderAdmin } from './helpers';

vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

// Classes ─┬ Mage ── Frost
//          └ Warrior
// Dungeons
const categories = () => [
  category(5, 3, 'Frost', 1), category(4, 1, 'Warrior', 20), category(2, null, 'Dungeons', 20),
  { ...category(3, 1, 'Mage', 10), articleCount: 7 }, category(1, null, 'Classes', 10),
];

const setup = (path = '/wow_guide/category', list = categories()) => {
  const db = { 'wow_guide/category': list };
  const dataProvider = fakeDataProvider(db);
  return { db, dataProvider, ...renderAdmin(dataProvider, path) };
};

const names = () => screen.getAllByRole('row').slice(1)
  .map((tr) => within(tr).getAllByRole('cell')[0].textContent);
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('category tree', () => {
  it('shows children under their parent, siblings by sort order, with article counts', async () => {
    setup();
    await screen.findByText('Frost');
    expect(names()).toEqual(['Classes', 'Mage', 'Frost', 'Warrior', 'Dungeons']);
    expect(within(row('Mage')).getByText('7')).toBeTruthy();
  });

  it('loads every page when there are more than 100 categories', { timeout: 30_000 }, async () => {
    const many = Array.from({ length: 101 }, (_, i) => category(i + 1, null, `c${i + 1}`, i + 1));
    const { dataProvider } = setup('/wow_guide/category', many);
    expect(await screen.findByText('c101', {}, { timeout: 20_000 })).toBeTruthy();
    const pages = dataProvider.getList.mock.calls.filter(([r]) => r === 'wow_guide/category')
      .map(([, p]) => p.pagination);
    expect(pages).toEqual([{ page: 1, perPage: 100 }, { page: 2, perPage: 100 }]);
  });

  it('move down swaps the sort order with the next sibling, sending both versions', async () => {
    const { dataProvider } = setup();
    await screen.findByText('Frost');
    expect(within(row('Classes')).getByRole('button', { name: 'Move up' })).toHaveProperty('disabled', true);
    fireEvent.click(within(row('Classes')).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(names()).toEqual(['Dungeons', 'Classes', 'Mage', 'Frost', 'Warrior']));
    const updates = dataProvider.update.mock.calls.map(([, p]) => [p.id, p.data, p.previousData.version]);
    expect(updates).toEqual([[1, { sortOrder: 20 }, 1], [2, { sortOrder: 10 }, 1]]);
  });

  it('shows the server\'s refusal to delete a category in use', async () => {
    const { dataProvider } = setup();
    dataProvider.delete.mockRejectedValueOnce(conflict('The category still has articles or children'));
    await screen.findByText('Frost');
    fireEvent.click(within(row('Classes')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The category still has articles or children')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toContain('Classes');
  });
});

describe('category form', () => {
  it('the parent selector leaves out the category itself and its descendants', async () => {
    setup('/wow_guide/category/1');
    const parent = await screen.findByRole('combobox', { name: 'Parent category' });
    fireEvent.mouseDown(parent);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
      .map((o) => o.textContent?.trim());
    expect(options).toEqual(['(none: a top-level category)', 'Dungeons']);
  });
});
