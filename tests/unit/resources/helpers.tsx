// Test harness for the resource screens: the real resources rendered in a
// real <Admin>, over an in-memory data provider that behaves like the API
// where the screens depend on it (versions, legal transitions, -5).
import { cleanup, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  Admin, HttpError, memoryStore, Resource, TestMemoryRouter, type I18nProvider, type RaRecord,
  type TranslationMessages,
} from 'react-admin';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadViews } from '../../../src/lazy';
import type { ModeratorDataProvider } from '../../../src/providers/types';
import { authProvider } from '../../../src/providers/authProvider';
import { setToken } from '../../../src/http/storage';
import { setUserInfo, type UserInfo } from '../../../src/providers/session';
import { ADMIN } from '../../../mocks/fixtures';
import { articleTransitions } from '../../../src/resources/articles/transitions';
import { resources } from '../../../src/resources';
import { sharedMessages } from '../../../src/resources/shared/messages';

// vitest runs without globals, so testing-library cannot register this itself
afterEach(cleanup);
// The screens are lazy chunks (src/lazy.ts): loaded once up front, not inside each test's time limit.
beforeAll(preloadViews, 60_000);

export const i18nProvider = polyglotI18nProvider(
  () => ({
    ...englishMessages,
    ...sharedMessages['en-US'],
    resources: Object.fromEntries(resources.map((r) => [r.name, r.messages['en-US']])),
  }) as TranslationMessages,
  'en',
  { allowMissing: true },
);

export const conflict = (message: string) => new HttpError(message, 409, { code: -5, message });

type Db = Record<string, RaRecord[]>;

const find = (db: Db, resource: string, id: unknown) => {
  // ids from the URL are strings
  const record = db[resource]?.find((r) => String(r.id) === String(id));
  if (!record) throw new HttpError('Not found', 404, { code: -4 });
  return record;
};

/** Moves an article through the real from→to table, refusing (-5) what the API refuses. */
const applyTransition = (db: Db, resource: string, action: string, id: unknown, reason?: unknown) => {
  const record = find(db, resource, id);
  const def = articleTransitions.find((t) => t.action === action && t.from.includes(record.status));
  if (!def) throw conflict(`Cannot ${action} a ${record.status} article`);
  Object.assign(record, { status: def.to, reason: reason ?? '', version: record.version + 1 });
  return record;
};

/** An in-memory ModeratorDataProvider over `db` (keyed by route resource name); every method is a vi.fn. */
export const fakeDataProvider = (db: Db) => {
  const provider = {
    getList: vi.fn(async (resource: string, { pagination }: { pagination?: { page: number; perPage: number } }) => {
      const all = db[resource] ?? [];
      const { page, perPage } = pagination ?? { page: 1, perPage: all.length };
      return { data: all.slice((page - 1) * perPage, page * perPage).map((r) => ({ ...r })), total: all.length };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => ({ data: { ...find(db, resource, id) } })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) =>
      ({ data: (db[resource] ?? []).filter((r) => ids.map(String).includes(String(r.id))) })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    update: vi.fn(async (resource: string, { id, data, previousData }: { id: unknown; data: object; previousData: RaRecord }) => {
      const record = find(db, resource, id);
      if (previousData.version !== record.version) throw conflict('Stale version');
      Object.assign(record, data, { version: record.version + 1 });
      return { data: { ...record } };
    }),
    updateMany: vi.fn(async () => ({ data: [] })),
    create: vi.fn(async (resource: string, { data }: { data: object }) => {
      const record = { ...data, id: Math.max(0, ...(db[resource] ?? []).map((r) => Number(r.id))) + 1, version: 1 };
      (db[resource] ??= []).push(record);
      return { data: record };
    }),
    delete: vi.fn(async (resource: string, { id }: { id: unknown }) => ({ data: find(db, resource, id) })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    transition: vi.fn(async (resource: string, action: string, { id, reason }: { id: unknown; reason?: unknown }) =>
      ({ data: { ...applyTransition(db, resource, action, id, reason) } })),
    transitionMany: vi.fn(async (resource: string, action: string, { ids, reason }: { ids: unknown[]; reason?: unknown }) => {
      const result = { done: [] as unknown[], failed: [] as { id: unknown; code: number; message: string }[] };
      for (const id of ids) {
        try {
          applyTransition(db, resource, action, id, reason);
          result.done.push(id);
        } catch (error) {
          result.failed.push({ id, code: -5, message: (error as Error).message });
        }
      }
      return { data: result };
    }),
    exportCsv: vi.fn(async () => undefined),
    history: vi.fn(async () => ({ data: [] })),
  };
  return provider as typeof provider & ModeratorDataProvider;
};

/**
 * Renders the panel's resources in a real <Admin> at `path` for a reader signed
 * in as `reader` (default: role '*', every button); returns where it navigated.
 * `i18n`: the texts (default: English, the resources' and the shared ones).
 * `withAuth`: react-admin asks the panel's authProvider too (its own buttons and
 * pages follow canAccess), from the stored user info, without a call.
 */
export const renderAdmin = (
  dataProvider: ModeratorDataProvider, path: string, reader: UserInfo = ADMIN.info, withAuth = false, i18n: I18nProvider = i18nProvider,
) => {
  setUserInfo(reader);
  if (withAuth) setToken('token-test');
  const location = { pathname: path };
  const view = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => Object.assign(location, l)}>
      <Admin dataProvider={dataProvider} i18nProvider={i18n} store={memoryStore()}
        {...(withAuth ? { authProvider } : {})}>
        {resources.map(({ apiResource: _api, messages: _messages, ...r }) => <Resource key={r.name} {...r} />)}
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...view, location };
};

export const article = (over: Partial<RaRecord> = {}): RaRecord => ({
  id: 1, categoryId: 1, categoryName: 'Classes', authorId: 5, authorName: 'Jaina',
  title: 'Frost mage basics', summary: 'How to start', coverUrl: '', content: '<p>Blink often.</p>',
  status: 'pending', reason: '', featured: false, views: 10, likes: 2, reviewedBy: null,
  createdAt: '2025-01-02T03:04:05Z', updatedAt: '2025-01-02T03:04:05Z', publishedAt: null, version: 3,
  ...over,
});

export const category = (id: number, parentId: number | null, name: string, sortOrder: number): RaRecord => ({
  id, parentId, name, sortOrder, visible: true, articleCount: 0, childCount: 0,
  createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z', version: 1,
});
