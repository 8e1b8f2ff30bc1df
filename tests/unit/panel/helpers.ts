// Shared set-up of the panel's unit tests: the mock API on MSW, a clean browser storage.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { API_BASE, createMockApi, fail, ok, type MockApi } from '../../../mocks/api';
import { STAFF, type StaffFixture } from '../../../mocks/fixtures';
import { menuFor } from '../../../contract/access/menu';
import type { Grant } from '../../../contract/access/modules';
import { http } from '../../../src/http/client';
import { setToken } from '../../../src/http/storage';
import { reloadSettings, type ServerMenuItem } from '../../../src/settings/settings';
import { setUserInfo } from '../../../src/providers/session';

export const OFFICIAL_SITE = 'https://worldofwarcraft.blizzard.com';

/** /api/user/menu as the real API builds it (the same function). */
export const serverMenuOf = (grant: Grant): ServerMenuItem[] => menuFor(grant, OFFICIAL_SITE);

/**
 * Starts the mock API for the file's tests; storage and recorded calls reset
 * after each. `more`: staff beyond the mock API's two, known to the menu call.
 */
export function startMockApi(more: StaffFixture[] = []): MockApi {
  const api = createMockApi();
  const server = setupServer(...api.handlers);
  beforeAll(() => {
    http.defaults.baseURL = API_BASE;
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    // The mock API has no menu: answer it like the real one, per token.
    api.reply('/api/user/menu', (call) => {
      const staff = [...STAFF, ...more].find((s) => s.token === call.headers.token);
      return staff ? ok(serverMenuOf(staff.info)) : fail(-3, 'Please sign in again', { relogin: true }, 401);
    });
  });
  afterEach(() => {
    api.reset();
    localStorage.clear();
    reloadSettings();
  });
  afterAll(() => server.close());
  return api;
}

/** A browser where `staff` signed in earlier (token and user info stored). */
export function signedInAs(staff: StaffFixture): void {
  setToken(staff.token);
  setUserInfo(staff.info);
}
