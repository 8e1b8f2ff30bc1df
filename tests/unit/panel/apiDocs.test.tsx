// The "API docs" button of the workplace and the public status page
// (src/pages/ApiDocsButton.tsx): shown only to a signed-in holder of
// api_docs.read; a click opens a tab at once (a later one would be blocked),
// asks /mdr/api_docs/open with the session's token, whose answer sets the
// cookie /docs needs (server/core/docs-access.ts), then shows the document there.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../mocks/api';
import { ADMIN, USER } from '../../../mocks/fixtures';
import { ApiDocsButton } from '../../../src/pages/ApiDocsButton';
import { i18nProvider } from '../../../src/i18n';
import { clearSession, setUserInfo } from '../../../src/providers/session';
import { signedInAs, startMockApi } from './helpers';

const api = startMockApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderButton = () => render(<AdminContext i18nProvider={i18nProvider}><ApiDocsButton label="status_page.api_docs" /></AdminContext>);
const button = () => screen.queryByRole('button', { name: 'API 文档' });

/** window.open answering a tab that records where it was sent and whether it was closed. */
function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

describe('the API docs button', () => {
  it('is shown to a signed-in holder of api_docs.read only, never to someone signed out', () => {
    signedInAs(ADMIN);
    renderButton();
    expect(button()).not.toBeNull();
    act(() => clearSession());
    expect(button()).toBeNull();
    act(() => setUserInfo(USER.info));
    expect(button()).toBeNull();
    act(() => setUserInfo({ ...USER.info, modules: [...USER.info.modules, 'api_docs.read'] }));
    expect(button()).not.toBeNull();
  });

  it('opens a tab at the click, asks for the cookie with the token, then shows /docs/ there with no way back to the panel', async () => {
    signedInAs(ADMIN);
    api.reply('/mdr/api_docs/open', ok({ url: '/docs/' }));
    const { tab, open } = fakeTab();
    renderButton();
    fireEvent.click(button()!);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe('/docs/'));
    expect(api.callsTo('/mdr/api_docs/open')).toMatchObject([{ headers: { token: ADMIN.token, appid: '4' } }]);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes that tab when the API refuses (the key taken away meanwhile)', async () => {
    signedInAs(ADMIN);
    api.reply('/mdr/api_docs/open', fail(-2, '没有权限', null, 403));
    const { tab } = fakeTab();
    renderButton();
    fireEvent.click(button()!);
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });
});
