import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { USER } from '../../../mocks/fixtures';
import { fail, ok } from '../../../mocks/api';
import { loadSignedIn } from '../../../src/App';
import { afterLoginPath, loginPathFor, redirectTarget } from '../../../src/pages/loginRedirect';
import { redirectPathFor, redirectTargetOf } from '../../../src/pages/RedirectPage';
import { signedInAs, startMockApi } from './helpers';
import { renderApp, scrollTo, SLOW, toasts, waitForHash } from './render';

const api = startMockApi();

// The signed-in registry and the access rule are imported before the tests (in a browser they come as the
// `shell` chunk): importing them into jsdom took a loaded machine past SLOW within the first test.
beforeAll(() => loadSignedIn(), 30_000);

describe('login redirect', () => {
  it('the login URL carries the route and its query', () => {
    expect(loginPathFor('/wow_guide/article?page=2&perPage=50')).toBe('/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2%26perPage%3D50');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login?redirect=%2Fx');
  });

  it('reads the target back, from the URL first, else react-admin\'s router state; never another origin', () => {
    expect(redirectTarget('?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2', null)).toBe('/wow_guide/article?page=2');
    expect(redirectTarget('', { nextPathname: '/wow_build/bulid', nextSearch: '?page=3' })).toBe('/wow_build/bulid?page=3');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '/login', '/']) {
      expect(redirectTarget(`?redirect=${encodeURIComponent(bad)}`, null), bad).toBeUndefined();
    }
  });

  it('after sign-in: the target if the grant opens it, else the workplace', async () => {
    expect(await afterLoginPath('/wow_guide/article/5/show', USER.info)).toBe('/wow_guide/article/5/show');
    expect(await afterLoginPath('/orders/orders', USER.info)).toBe('/dashboard/workplace');
    expect(await afterLoginPath('/some/page', USER.info)).toBe('/some/page'); // not a module page: the router decides
    expect(await afterLoginPath('//evil.example', USER.info)).toBe('/dashboard/workplace');
  });
});

describe('navigation', { timeout: 20_000 }, () => {
  it('every navigation scrolls to the top', async () => {
    signedInAs(USER);
    renderApp('#/wow_guide/article');
    await waitFor(() => expect(api.callsTo('/mdr/articles/list').length).toBeGreaterThan(0), SLOW);
    scrollTo.mockClear();
    act(() => {
      window.location.hash = '#/wow_guide/category';
    });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }), SLOW);
  });

  it('/redirect/<encoded path> reloads that page in place, query included, and leaves no history entry', async () => {
    signedInAs(USER);
    // enough rows for a page 2 (react-admin goes back to page 1 of an empty list)
    api.reply('/mdr/articles/list', ok({ list: [{ id: 1, title: 'A', status: 'draft', version: 1 }], total: 100 }));
    renderApp('#/wow_guide/article?page=2');
    await waitFor(() => expect(api.callsTo('/mdr/articles/list').length).toBeGreaterThan(0), SLOW);
    const before = api.callsTo('/mdr/articles/list').length;
    const length = window.history.length;
    act(() => {
      window.location.hash = `#${redirectPathFor('/wow_guide/article?page=2')}`;
    });
    await waitFor(() => expect(api.callsTo('/mdr/articles/list').length).toBeGreaterThan(before), SLOW);
    expect(window.location.hash).toMatch(/^#\/wow_guide\/article\?/);
    expect(api.callsTo('/mdr/articles/list')[before].body).toMatchObject({ page: 2 });
    expect(window.history.length).toBe(length + 1); // the hash change itself; the redirect replaced it
  });

  it('the redirect target: encoded or not, and only ever a page of the panel', () => {
    expect(redirectTargetOf('/redirect/%2Fwow_guide%2Farticle%3Fpage%3D2', '')).toBe('/wow_guide/article?page=2');
    expect(redirectTargetOf('/redirect/wow_guide/article', '?page=2')).toBe('/wow_guide/article?page=2');
    expect(redirectTargetOf('/redirect/', '')).toBe('/dashboard/workplace');
    expect(redirectTargetOf('/redirect/%2Fredirect%2Fx', '')).toBe('/dashboard/workplace');
    expect(redirectTargetOf('/redirect/%2F%2Fevil.example', '')).toBe('/evil.example');
  });

  it('a token without user info: it is fetched; when that fails, to the login page with the route, and one toast', async () => {
    localStorage.setItem('token', USER.token);
    api.reply('/user/info', fail(-3, '登录已过期', { relogin: true }, 401));
    renderApp('#/wow_guide/article?page=2');
    await waitForHash('#/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    expect(await screen.findByText('登录管理后台', undefined, SLOW)).toBeTruthy();
  });

  it('the same on navigating to a custom page (the workplace), with the API\'s message once', async () => {
    signedInAs(USER);
    renderApp('#/wow_guide/category');
    await waitFor(() => expect(api.callsTo('/mdr/guide_categories/list').length).toBeGreaterThan(0), SLOW);
    localStorage.removeItem('user-info');
    api.reply('/user/info', fail(-3, '登录已过期', { relogin: true }, 401));
    act(() => {
      window.location.hash = '#/dashboard/workplace?tab=2';
    });
    await waitForHash('#/login?redirect=%2Fdashboard%2Fworkplace%3Ftab%3D2');
    await waitFor(() => expect(toasts()).toEqual(['登录已过期']), SLOW);
  });
});
