import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/providers/authProvider';
import { actionKeyOf, canDo } from '../../../src/access/actionAccess';
import { canAccessRoute } from '../../../src/access/canAccess';
import { ACTION_KEYS } from '../../../contract/access/actionKeys';
import '../../../src/resources';
import type { Grant } from '../../../contract/access/modules';
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

  it("the demo 'user' opens the modules it holds, each action by its key, and nothing else", async () => {
    signedInAs(USER);
    expect(await canAccess('wow_guide/article')).toBe(true);
    expect(await canAccess('wow_guide/category', 'delete')).toBe(true);
    expect(await canAccess('wow_build/bulid', 'edit')).toBe(true);
    expect(await canAccess('wow_build/bulid', 'approve')).toBe(true);
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

describe('access by action key', () => {
  const approver = grant(['mdr.wow.guide', 'articles.read', 'articles.approve']);

  it('page actions map to their commands: list/show read, edit update, create, delete, export', () => {
    expect(actionKeyOf('articles', 'list')).toBe('articles.read');
    expect(actionKeyOf('articles', 'show')).toBe('articles.read');
    expect(actionKeyOf('articles', 'edit')).toBe('articles.update');
    expect(actionKeyOf('articles', 'clone')).toBe('articles.create');
    expect(actionKeyOf('articles', 'export')).toBe('articles.export');
    expect(actionKeyOf('articles', 'approve_many')).toBe('articles.approve');
    expect(actionKeyOf('articles', 'history')).toBe('articles.read');
  });

  it('every key the panel derives for a resource command is one the API declares', () => {
    const declared = new Set<string>(ACTION_KEYS.map((k) => k.key));
    for (const k of ACTION_KEYS) {
      for (const action of k.actions) {
        if (!action.includes('/')) expect(actionKeyOf(k.resource, action)).toBe(k.key);
      }
    }
    expect(declared.has(actionKeyOf('articles', 'edit'))).toBe(true);
  });

  it('a member holding articles.read + articles.approve may read and approve, nothing else', () => {
    expect(canDo(approver, 'wow_guide/article', 'list')).toBe(true);
    expect(canDo(approver, 'wow_guide/article', 'approve')).toBe(true);
    for (const action of ['reject', 'hide', 'edit', 'create', 'delete', 'export']) {
      expect(canDo(approver, 'wow_guide/article', action)).toBe(false);
    }
    // the same module's other resource: no read key, no list
    expect(canDo(approver, 'wow_guide/category', 'list')).toBe(false);
  });

  it("an action key of another module's route does not open this one; role '*' does everything", () => {
    expect(canDo(grant(['mdr.wow.guide', 'articles.approve']), 'wow_build/bulid', 'approve')).toBe(false);
    expect(canDo(grant([], '*'), 'wow_author/information', 'adjust')).toBe(true);
    expect(canDo(null, 'wow_guide/article', 'list')).toBe(false);
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
