import { ARTICLES } from '../../../contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { article, category, fakeDataProvider, renderAdmin } from './helpers';

// The editor is not under test here (see richTextInstall.test.ts).
vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

const setup = (status = 'pending') => {
  const db = {
    'wow_guide/article': [article({ id: 1, status })],
    'wow_guide/category': [category(1, null, 'Classes', 10)],
  };
  const dataProvider = fakeDataProvider(db);
  const view = renderAdmin(dataProvider, '/wow_guide/article/1/show');
  return { db, dataProvider, ...view };
};

const button = (name: string) => screen.queryByRole('button', { name });

describe('article show page', () => {
  it('shows the article, its meta and its sanitised content', async () => {
    setup('pending');
    expect(await screen.findByRole('heading', { name: 'Frost mage basics' })).toBeTruthy();
    expect(screen.getByText('Blink often.').tagName).toBe('P');
    expect(screen.getByText('Jaina')).toBeTruthy();
    expect(screen.getByText('Classes')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
  });

  it('offers only the actions legal from the status', async () => {
    setup('pending');
    await screen.findByRole('heading', { name: 'Frost mage basics' });
    expect(button('Approve')).toBeTruthy();
    expect(button('Reject')).toBeTruthy();
    for (const name of ['Hide', 'Restore', 'Submit for review']) expect(button(name)).toBeNull();
  });

  it('hide offers the common reasons; picking one fills the reason, which stays editable', async () => {
    const { dataProvider } = setup('published');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide' });
    const chips = within(within(dialog).getByRole('group', { name: 'Common reasons' })).getAllByRole('button');
    // the contract's common reasons for hide (contract/articles.ts), in the reader's language
    expect(chips.map((c) => c.textContent)).toEqual([...ARTICLES.labels['en-US'].reasons!.hide]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Content is out of date' }));
    const reason = within(dialog).getByLabelText('Reason') as HTMLTextAreaElement;
    expect(reason.value).toBe('Content is out of date');
    fireEvent.change(reason, { target: { value: 'Outdated since patch 11.1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.transition).toHaveBeenCalledWith(
      'wow_guide/article', 'hide', { id: 1, reason: 'Outdated since patch 11.1' },
    ));
  });

  it('reject asks for a reason, refuses an empty one, then sends it', async () => {
    const { dataProvider } = setup('pending');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(dataProvider.transition).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Off-topic ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.transition).toHaveBeenCalledWith(
      'wow_guide/article', 'reject', { id: 1, reason: 'Off-topic' },
    ));
    // reloaded: the reason is shown and the actions follow the new status
    expect(await screen.findByText('Off-topic')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeTruthy();
    expect(button('Approve')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when someone else acted first, shows the server message and the real status', async () => {
    const { db, dataProvider } = setup('pending');
    await screen.findByRole('button', { name: 'Approve' });
    // another moderator approves it while our page still shows "pending"
    Object.assign(db['wow_guide/article'][0], { status: 'published', version: 4 });

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Outdated' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cannot reject a published article')).toBeTruthy();
    expect(dataProvider.transition).toHaveBeenCalledTimes(1);
    // reloaded: the page now offers what is legal for a published article
    expect(await screen.findByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(button('Reject')).toBeNull();
    expect(screen.getAllByText('Published').some((el) => el.closest('.MuiChip-root'))).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('article edit page', () => {
  it('a stale save shows the conflict and keeps the edits on the page', async () => {
    const db = {
      'wow_guide/article': [article({ id: 1 })],
      'wow_guide/category': [category(1, null, 'Classes', 10)],
    };
    const dataProvider = fakeDataProvider(db);
    const { location } = renderAdmin(dataProvider, '/wow_guide/article/1');
    const title = await screen.findByLabelText<HTMLInputElement>('Title *');
    await waitFor(() => expect(title.value).toBe('Frost mage basics'));

    db['wow_guide/article'][0].version = 4; // saved by someone else meanwhile
    fireEvent.change(title, { target: { value: 'Frost mage basics (2025)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(
      'This article was changed by someone else; reload to see the latest version',
    )).toBeTruthy();
    expect(title.value).toBe('Frost mage basics (2025)');
    expect(location.pathname).toBe('/wow_guide/article/1');
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params.previousData.version).toBe(3);
    // only the writable fields are sent
    expect(Object.keys(params.data).sort()).toEqual(
      ['authorId', 'categoryId', 'content', 'coverUrl', 'featured', 'summary', 'title'],
    );
  });
});
