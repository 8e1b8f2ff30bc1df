// Shared set-up of the panel's unit tests: the mock API on MSW, a clean browser storage.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { API_BASE, createMockApi, type MockApi } from '../../../mocks/api';
import type { StaffFixture } from '../../../mocks/fixtures';
import { http } from '../../../src/http/client';
import { setToken } from '../../../src/http/storage';
import { setUserInfo } from '../../../src/providers/session';

/** Starts the mock API for the file's tests; storage and recorded calls reset after each. */
export function startMockApi(): MockApi {
  const api = createMockApi();
  const server = setupServer(...api.handlers);
  beforeAll(() => {
    http.defaults.baseURL = API_BASE;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    api.reset();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return api;
}

/** A browser where `staff` signed in earlier (token and user info stored). */
export function signedInAs(staff: StaffFixture): void {
  setToken(staff.token);
  setUserInfo(staff.info);
}
