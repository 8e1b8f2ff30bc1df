import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { article, category, fakeDataProvider, renderAdmin } from './helpers';

vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

const setup = (path = '/wow_guide/article') => {
  const db = {
    'wow_guide/article': [
      article({ id: 1, title: 'Alpha', status: 'pending' }),
      article({ id: 2, title: 'Bravo', status: 'draft' }),
      article({ id: 3, title: 'Charlie', status: 'published' }),
    ],
    'wow_guide/category': [category(1, null, 'Classes', 10)],
  };
  const dataProvider = fakeDataProvider(db);
  return { db, dataProvider, ...renderAdmin(dataProvider, path) };
};

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('article list', () => {
  it('loads 20 per page, newest first, with a status chip on every row', async () => {
    const { dataProvider } = setup();
    await screen.findByText('Alpha');
    expect(dataProvider.getList).toHaveBeenCalledWith('wow_guide/article', expect.objectContaining({
      pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' },
    }));
    expect(within(row('Alpha')).getByText('Pending review').closest('.MuiChip-colorWarning')).toBeTruthy();
    expect(within(row('Bravo')).getByText('Draft')).toBeTruthy();
    expect(within(row('Charlie')).getByText('Published').closest('.MuiChip-colorSuccess')).toBeTruthy();
  });

  it('row actions follow each row\'s status', async () => {
    setup();
    await screen.findByText('Alpha');
    const names = (title: string) => within(row(title)).queryAllByRole('button').map((b) => b.getAttribute('aria-label'))
      .filter(Boolean);
    expect(names('Alpha')).toEqual(['Approve', 'Reject']);
    expect(names('Bravo')).toEqual(['Submit for review']);
    expect(names('Charlie')).toEqual(['Hide']);
  });

  it('a row action acts on that row without opening it', async () => {
    const { dataProvider, location } = setup();
    await screen.findByText('Alpha');
    fireEvent.click(within(row('Alpha')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(dataProvider.transition).toHaveBeenCalledWith('wow_guide/article', 'approve', { id: 1 }));
    await waitFor(() => expect(within(row('Alpha')).getByText('Published')).toBeTruthy());
    expect(location.pathname).toBe('/wow_guide/article');
  });

  it('bulk reject asks one reason for all and reports what failed', async () => {
    const { dataProvider } = setup();
    await screen.findByText('Alpha');
    fireEvent.click(within(row('Alpha')).getByRole('checkbox'));
    fireEvent.click(within(row('Charlie')).getByRole('checkbox'));
    await screen.findByText('2 items selected');
    const toolbar = document.querySelector('[data-test="bulk-actions-toolbar"]') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 selected articles?' });
    // the contract's common reasons are offered; free text is typed instead here
    expect(within(dialog).getByRole('button', { name: 'Suspected plagiarism' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(dataProvider.transitionMany).toHaveBeenCalledWith(
      'wow_guide/article', 'reject', { ids: [1, 3], reason: 'Duplicate' },
    ));
    expect(await screen.findByText('1 done, 1 failed: #3 Cannot reject a published article')).toBeTruthy();
    // reloaded: Alpha is now rejected
    await waitFor(() => expect(within(row('Alpha')).getByText('Rejected')).toBeTruthy());
  });

  it('bulk approve asks first, naming the count; cancelling sends nothing', async () => {
    const { dataProvider } = setup();
    await screen.findByText('Alpha');
    fireEvent.click(within(row('Alpha')).getByRole('checkbox'));
    await screen.findByText('1 item selected');
    const toolbar = document.querySelector('[data-test="bulk-actions-toolbar"]') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve 1 selected article?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.transitionMany).not.toHaveBeenCalled();

    fireEvent.click(within(row('Bravo')).getByRole('checkbox'));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve 2 selected articles?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.transitionMany).toHaveBeenCalledWith('wow_guide/article', 'approve', { ids: [1, 2] }));
  });

  it('exports every row matching the current filter and sort', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: ['pending', 'draft'], q: 'mage' }));
    const { dataProvider } = setup(`/wow_guide/article?filter=${filter}&sort=views&order=ASC`);
    await screen.findByText('Alpha');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' })); // the toolbar renders once the rows are painted
    await waitFor(() => expect(dataProvider.exportCsv).toHaveBeenCalledWith('wow_guide/article', {
      filter: { status: ['pending', 'draft'], q: 'mage' }, sort: { field: 'views', order: 'ASC' },
    }));
  });
});
