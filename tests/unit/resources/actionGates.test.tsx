// The panel offers only what the reader's keys allow (src/access/actionAccess.ts):
// the real article screens rendered for a member holding articles.read and
// articles.approve only, and a refusal (-2) arriving for a button that was shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, type UserInfo } from '../../../src/providers/session';
import { article, category, fakeDataProvider, renderAdmin } from './helpers';

vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  return { RichTextInput: TextInput, DefaultEditorOptions: {} };
});

afterEach(() => clearSession());

const reader = (modules: string[]): UserInfo =>
  ({ accountId: 9, name: 'approver', avatar: '', role: 'approver', modules, registrationTime: '', lists: [] });

/** The API's grant for a role of articles.read + articles.approve: the module key, then the action keys. */
const APPROVER = reader(['mdr.wow.guide', 'articles.read', 'articles.approve']);

const db = (status: string) => ({
  'wow_guide/article': [article({ id: 1, status }), article({ id: 2, title: 'Holy paladin', status })],
  'wow_guide/category': [category(1, null, 'Classes', 10)],
});

const button = (name: string) => screen.queryByRole('button', { name });

describe('an approver (articles.read + articles.approve)', () => {
  it('sees Approve on a pending article, and no Reject, Edit or Delete', async () => {
    renderAdmin(fakeDataProvider(db('pending')), '/wow_guide/article/1/show', APPROVER, true);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    for (const name of ['Reject', 'Edit', 'Delete']) expect(button(name)).toBeNull();
  });

  it('sees no Hide on a published article (the full grant sees it)', async () => {
    renderAdmin(fakeDataProvider(db('published')), '/wow_guide/article/1/show', APPROVER, true);
    await screen.findByRole('heading', { name: 'Frost mage basics' });
    await waitFor(() => expect(button('Hide')).toBeNull());
  });

  it('the list offers neither Create nor Export, and the selection only Approve', async () => {
    renderAdmin(fakeDataProvider(db('pending')), '/wow_guide/article', APPROVER, true);
    const row = (await screen.findByText('Holy paladin')).closest('tr') as HTMLElement;
    expect(button('Create')).toBeNull();
    expect(button('Export')).toBeNull();
    // the row's own buttons: approve only
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(within(row).getByRole('checkbox'));
    const bulk = (await screen.findByText('1 item selected')).closest('.MuiToolbar-root') as HTMLElement;
    expect(within(bulk).getAllByRole('button', { name: 'Approve' }).length).toBeGreaterThan(0);
    for (const name of ['Reject', 'Hide', 'Delete']) expect(within(bulk).queryByRole('button', { name })).toBeNull();
  });

  it('cannot open the edit page: react-admin asks canAccess and refuses', async () => {
    const dataProvider = fakeDataProvider(db('pending'));
    const { location } = renderAdmin(dataProvider, '/wow_guide/article/1', APPROVER, true);
    await waitFor(() => expect(location.pathname).toBe('/access-denied'), { timeout: 5000 });
    expect(screen.queryByLabelText('Title *')).toBeNull();
  });
});

describe('a refused action', () => {
  it('shows the -2 message and changes nothing when the role lost the key meanwhile', async () => {
    const data = db('pending');
    const dataProvider = fakeDataProvider(data);
    const message = 'You do not have permission for this action (articles.approve)';
    dataProvider.transition.mockRejectedValueOnce(new HttpError(message, 200, { code: -2, data: null }));
    renderAdmin(dataProvider, '/wow_guide/article/1/show', APPROVER, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(dataProvider.transition).toHaveBeenCalledTimes(1);
    expect(data['wow_guide/article'][0]).toMatchObject({ status: 'pending', version: 3 });
    // still on the page, still pending
    expect(screen.getAllByText('Pending review').length).toBeGreaterThan(0);
  });
});
