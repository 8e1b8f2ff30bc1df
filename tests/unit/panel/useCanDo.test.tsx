// The gate behind every button (src/access/useCanDo.tsx) over the mock API:
// signed in through /user/info, the member's grant decides each action; a new
// grant (another sign-in, the role changed) re-decides at once; and a refusal
// the API sends anyway (-2) reaches the screen with its message.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ok, fail } from '../../../mocks/api';
import { USER } from '../../../mocks/fixtures';
import { useCanDo } from '../../../src/access/useCanDo';
import { authProvider } from '../../../src/providers/authProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { errorCode } from '../../../src/providers/httpError';
import { getUserInfo, setUserInfo } from '../../../src/providers/session';
import { apiResourceOf } from '../../../src/resources';
import { startMockApi } from './helpers';

const api = startMockApi();

const APPROVER_MODULES = ['mdr.wow.guide', 'articles.read', 'articles.approve'];

const signInAsApprover = async () => {
  api.reply('/user/info', () => ok({ ...USER.info, modules: APPROVER_MODULES }));
  await authProvider.login({ username: USER.username, password: USER.password });
};

const inArticles = ({ children }: { children: ReactNode }) =>
  <ResourceContextProvider value="wow_guide/article">{children}</ResourceContextProvider>;

describe('useCanDo', () => {
  it('decides each action of the resource in context from the signed-in grant', async () => {
    await signInAsApprover();
    const { result } = renderHook(() => useCanDo(), { wrapper: inArticles });
    expect(result.current('list')).toBe(true);
    expect(result.current('approve')).toBe(true);
    expect(result.current('approve_many')).toBe(true);
    for (const action of ['reject', 'hide', 'edit', 'delete', 'export', 'create']) expect(result.current(action), action).toBe(false);
    // another resource, named: its read key is not held
    expect(result.current('list', 'wow_guide/category')).toBe(false);
    // and react-admin's question through the auth provider answers the same
    expect(await authProvider.canAccess!({ resource: 'wow_guide/article', action: 'approve' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'wow_guide/article', action: 'edit' })).toBe(false);
  });

  it('follows a new grant at once (the user info fetched again after a role change)', async () => {
    await signInAsApprover();
    const { result } = renderHook(() => useCanDo(), { wrapper: inArticles });
    expect(result.current('approve')).toBe(true);
    act(() => setUserInfo({ ...getUserInfo()!, modules: ['mdr.wow.guide', 'articles.read', 'articles.hide'] }));
    expect(result.current('approve')).toBe(false);
    expect(result.current('hide')).toBe(true);
  });

  it('signed out, nothing is allowed', () => {
    const { result } = renderHook(() => useCanDo(), { wrapper: inArticles });
    expect(result.current('list')).toBe(false);
  });
});

describe('a command refused with -2', () => {
  it("rejects with the server's message and code, without retrying", async () => {
    await signInAsApprover();
    const message = '没有权限：articles.approve';
    api.reply('/mdr/articles/approve', () => fail(-2, message, null, 403));
    const dataProvider = createDataProvider(apiResourceOf);
    const error = await dataProvider.transition('wow_guide/article', 'approve', { id: 5 }).catch((e: unknown) => e);
    expect(errorCode(error)).toBe(-2);
    expect((error as Error).message).toBe(message);
    expect(api.callsTo('/mdr/articles/approve')).toHaveLength(1);
  });
});
