import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/providers/authProvider';
import { canAccessRoute } from '../../../src/access/canAccess';
import type { Grant } from '../../../src/access/modules';
import { ADMIN, USER } from '../../../mocks/fixtures';
import { signedInAs, startMockApi } from './helpers';

const api = startMockApi();

const canAccess = (resource: string, action = 'list') => authProvider.canAccess!({ resource, action });
const grant = (modules: string[], role = 'user'): Grant => ({ role, modules });

describe('authProvider.canAccess', () => {
  it("role '*' opens every route, and resources outside the module table", async () => {
    signedInAs(ADMIN);
    for (const resource of ['wow_guide/article', 'wow_author/information', 'user/bot', 'orders/orders', 'audit_log']) {
      expect(await canAccess(resource)).toBe(true);
    }
  });

  it("the demo 'user' opens the modules it holds, whatever the action, and nothing else", async () => {
    signedInAs(USER);
    expect(await canAccess('wow_guide/article')).toBe(true);
    expect(await canAccess('wow_guide/category', 'delete')).toBe(true);
    expect(await canAccess('wow_build/bulid', 'edit')).toBe(true);
    expect(await canAccess('wow_author/withdraws')).toBe(false);
    expect(await canAccess('orders/orders')).toBe(false);
    expect(await canAccess('user/users')).toBe(false);
    expect(await canAccess('audit_log')).toBe(false);
  });

  it('decides from the cached user info without calling the API', async () => {
    signedInAs(USER);
    await canAccess('wow_guide/article');
    expect(api.calls).toHaveLength(0);
  });

  it('signed out, nothing but the workplace is open', async () => {
    expect(await canAccess('wow_guide/article')).toBe(false);
    expect(await canAccess('dashboard/workplace')).toBe(true);
  });
});

describe('canAccessRoute matrix', () => {
  it('the workplace is always open, even without mdr.dashboard', () => {
    expect(canAccessRoute(grant([]), '/dashboard/workplace')).toBe(true);
    expect(canAccessRoute(grant([]), 'dashboard/workplace')).toBe(true);
  });

  it('author information needs mdr.author.check on top of mdr.wow.author', () => {
    expect(canAccessRoute(grant(['mdr.wow.author']), 'wow_author/withdraws')).toBe(true);
    expect(canAccessRoute(grant(['mdr.wow.author']), 'wow_author/information')).toBe(false);
    expect(canAccessRoute(grant(['mdr.author.check']), 'wow_author/information')).toBe(false);
    expect(canAccessRoute(grant(['mdr.wow.author', 'mdr.author.check']), 'wow_author/information')).toBe(true);
  });

  it('the bot route also opens to mdr.user.bot alone, and only that route of the user module', () => {
    expect(canAccessRoute(grant(['mdr.user.bot']), 'user/bot')).toBe(true);
    expect(canAccessRoute(grant(['mdr.user.bot']), 'user/users')).toBe(false);
    expect(canAccessRoute(grant(['menu.use.user']), 'user/bot')).toBe(true);
    expect(canAccessRoute(grant(['menu.use.user']), 'user/admin')).toBe(true);
  });

  it("unknown resources are for role '*' only", () => {
    expect(canAccessRoute(grant(['mdr.wow.guide']), 'wow_guide/unknown')).toBe(false);
    expect(canAccessRoute(grant([], '*'), 'wow_guide/unknown')).toBe(true);
    expect(canAccessRoute(null, 'wow_guide/article')).toBe(false);
  });

  it('a resource below a module route follows that route', () => {
    expect(canAccessRoute(grant(['mdr.db']), 'db/dbs/versions')).toBe(true);
    expect(canAccessRoute(grant(['mdr.wow.guide']), 'db/dbs/versions')).toBe(false);
  });
});
