import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ADMIN, USER } from '../../../mocks/fixtures';
import { Permission } from '../../../src/access/Permission';
import { setLocalRole } from '../../../src/access/role';
import { clearSession, getUserInfo, setUserInfo } from '../../../src/providers/session';
import { signedInAs, startMockApi } from './helpers';

const api = startMockApi();
afterEach(cleanup);

const secret = (roles: string[]) => render(<Permission roles={roles}><button type="button">secret</button></Permission>);
const shown = () => screen.queryByRole('button', { name: 'secret' }) !== null;

describe('<Permission roles>', () => {
  it('throws "roles are needed" without an array', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const roles of [undefined, 'user', null]) {
        expect(() => render(<Permission roles={roles as unknown as string[]}>x</Permission>)).toThrow(new Error('roles are needed'));
      }
    } finally {
      quiet.mockRestore();
    }
  });

  it('shows its children to a listed role only; an empty list hides nothing', () => {
    signedInAs(USER);
    secret(['user']);
    expect(shown()).toBe(true);
    cleanup();
    secret(['admin', 'editor']);
    expect(shown()).toBe(false);
    cleanup();
    secret([]);
    expect(shown()).toBe(true);
  });

  it("role '*' (the superuser) passes every list; signed out, nobody is listed", () => {
    signedInAs(ADMIN);
    secret(['admin']);
    expect(shown()).toBe(true);
    cleanup();
    clearSession();
    secret(['user']);
    expect(shown()).toBe(false);
  });

  it('follows the role as it changes: the local role switch, sign-in and sign-out', () => {
    signedInAs(USER);
    secret(['admin']);
    expect(shown()).toBe(false);
    act(() => setLocalRole('admin'));
    expect(shown()).toBe(true);
    expect(getUserInfo()!.role).toBe('admin');
    act(() => setLocalRole('user'));
    expect(shown()).toBe(false);
    act(() => clearSession());
    expect(shown()).toBe(false);
    act(() => setUserInfo({ ...USER.info, role: 'admin' }));
    expect(shown()).toBe(true);
    expect(api.calls).toHaveLength(0); // local only
  });

  it('setLocalRole does nothing when signed out', () => {
    setLocalRole('admin');
    expect(getUserInfo()).toBeNull();
  });
});
