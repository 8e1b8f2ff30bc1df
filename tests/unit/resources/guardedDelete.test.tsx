// The delete button says up front when the server would refuse: disabled,
// with the record's deleteBlockedReason as its tooltip (list row and edit page).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { category, fakeDataProvider, renderAdmin } from './helpers';

vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

const REASON = 'This category still has articles or sub-categories and cannot be deleted';
const blocked = { deletable: false, deleteBlockedReason: REASON };

const setup = (path: string) => {
  const db = {
    'wow_guide/category': [
      { ...category(1, null, 'Classes', 10), ...blocked, childCount: 1 },
      { ...category(2, 1, 'Mage', 10), ...blocked, articleCount: 4 },
      { ...category(3, null, 'Dungeons', 20), deletable: true, deleteBlockedReason: null },
    ],
  };
  const dataProvider = fakeDataProvider(db);
  return { dataProvider, ...renderAdmin(dataProvider, path) };
};

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('guarded delete', { timeout: 30_000 }, () => {
  it('disables delete on rows that cannot be deleted and tells why on hover', async () => {
    const { dataProvider } = setup('/wow_guide/category');
    await screen.findByText('Mage');
    // a refused delete names why: a screen reader hears what the tooltip shows
    const refused = within(row('Mage')).getByRole('button', { name: `Delete: ${REASON}` });
    expect(refused).toHaveProperty('disabled', true);
    fireEvent.mouseOver(refused.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', REASON);
    fireEvent.click(refused);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dataProvider.delete).not.toHaveBeenCalled();
  });

  it('keeps delete open where the record allows it', async () => {
    const { dataProvider } = setup('/wow_guide/category');
    await screen.findByText('Dungeons');
    fireEvent.click(within(row('Dungeons')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('wow_guide/category', expect.objectContaining({ id: 3 })));
  });

  it('disables delete on the edit page of a category in use', async () => {
    setup('/wow_guide/category/1');
    await screen.findByDisplayValue('Classes');
    expect(screen.getByRole('button', { name: `Delete: ${REASON}` })).toHaveProperty('disabled', true);
  });
});
