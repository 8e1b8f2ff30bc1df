// react-admin's calls onto the envelope API: /mdr/<api resource>/<action> (docs/api.md).
// The route → API-resource map is handed in (App.tsx), so providers never import src/resources.
import type {
  CreateParams, GetListParams, GetManyReferenceParams, Identifier, RaRecord, UpdateParams,
} from 'react-admin';
import { download, post } from '../http/api';
import { isApiError } from '../http/ApiError';
import { toHttpError } from './httpError';
import { parseLookup, type LookupItem } from './lookup';
import { saveFile } from './saveFile';
import type { HistoryEntry, Job, ModeratorDataProvider, TransitionManyResult } from './types';
import type { ItemWatchers, QueueCount, QueueItem } from '../../contract/records/review_queue';

interface ListAnswer<R> {
  list: R[];
  total: number;
  /** total is the planner's estimate (over 10,000 matches); the list pagination shows "10,000+" */
  totalIsEstimate?: boolean;
  /** beside an estimated total: whether a page follows */
  hasNextPage?: boolean;
  /** with `last: true`: the page answered */
  page?: number;
  /** a money list's count and sums over the whole filter (server/resources/totals.ts) */
  totals?: Record<string, number>;
}

interface IdsAnswer {
  ids: Identifier[];
}

/**
 * route-resource name ('wow_guide/article') → API resource ('articles'); may
 * answer once the registry has loaded (App.tsx: it is not in the login page's chunk).
 */
export type ApiResourceOf = (route: string) => string | Promise<string>;

/** A reference field's names (see lookup.ts): by `q` for getList, by ids for getMany. */
async function lookupCall(resource: string, body: { q?: string; ids?: Identifier[]; choosable?: true }): Promise<LookupItem[]> {
  const { apiResource, field } = parseLookup(resource)!;
  try {
    return (await post<{ list: LookupItem[] }>(`/mdr/${apiResource}/lookup`, { field, ...body })).list;
  } catch (error) {
    throw isApiError(error) ? toHttpError(error) : error;
  }
}

/**
 * getList of a lookup resource: names matching `filter.q` (all of the first 20
 * when blank); `filter.choosable`: only those the field may be set to (assignees).
 */
async function lookupList<R>(resource: string, params: GetListParams) {
  const q = typeof params.filter?.q === 'string' && params.filter.q.trim() ? { q: params.filter.q } : {};
  const list = await lookupCall(resource, { ...q, ...(params.filter?.choosable === true ? { choosable: true as const } : {}) });
  return { data: list as unknown as R[], total: list.length };
}

/** Every error leaves as react-admin's HttpError (see httpError.ts). */
async function callPath<T>(path: string, body: object): Promise<T> {
  try {
    return await post<T>(path, body);
  } catch (error) {
    throw isApiError(error) ? toHttpError(error) : error;
  }
}

/**
 * Ids are integers in the API, which coerces nothing; react-admin reads them
 * from the URL as strings ('#/wow_guide/article/5').
 */
const toId = (id: Identifier): Identifier => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);
const toIds = (ids: Identifier[]): Identifier[] => ids.map(toId);

const sortBody = (sort?: { field: string; order: string }) =>
  sort?.field ? { sort: sort.field, order: sort.order } : {};

const listBody = (params: GetListParams) => ({
  page: params.pagination?.page ?? 1,
  pageSize: params.pagination?.perPage ?? 20,
  ...sortBody(params.sort),
  filter: params.filter ?? {},
  // a list opened from a workplace figure (src/resources/shared/List.tsx) shows the figure's exact number
  ...(params.meta?.exactTotal === true ? { exactTotal: true } : {}),
});

/** The fields an edit changed; the API takes a partial `data` and rejects read-only keys. */
function changedFields(data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id' || key === 'version') continue;
    if (!previous || JSON.stringify(value) !== JSON.stringify(previous[key])) changed[key] = value;
  }
  return changed;
}

/**
 * getList's answer. Past an estimated total it has no total, but pageInfo:
 * react-admin would stop paging at the estimate (and send a reader past it
 * back to it), while the API serves every page up to the real last one.
 */
function listResult<R>(body: { page: number; pageSize: number }, answer: ListAnswer<R>) {
  const { list, total, totalIsEstimate, hasNextPage, totals } = answer;
  // the totals ride in meta, read by the list's totals row (src/resources/shared/ListTotals.tsx)
  if (!totalIsEstimate) return { data: list, total, ...(totals ? { meta: { totals } } : {}) };
  return {
    data: list,
    pageInfo: { hasNextPage: hasNextPage ?? list.length === body.pageSize, hasPreviousPage: body.page > 1 },
    meta: { totalIsEstimate, estimate: total, ...(totals ? { totals } : {}) },
  };
}

const today = () => new Date().toISOString().slice(0, 10);


/** Downloads the CSV at `path` and saves it (under the server's file name, else `fallbackName`). */
async function saveExport(path: string, body: object, fallbackName: () => Promise<string>) {
  try {
    const { blob, filename } = await download(path, body);
    saveFile(blob, filename ?? await fallbackName());
  } catch (error) {
    throw isApiError(error) ? toHttpError(error) : error;
  }
}

/** Bulk jobs (/mdr/jobs/*): an action on every record a list's filter matches, carried out by the server. */
const jobCalls = (apiResourceOf: ApiResourceOf): Pick<ModeratorDataProvider, 'startJob' | 'getJob' | 'cancelJob' | 'listJobs'> => ({
  async startJob(resource, action, { filter, ...body }) {
    return { data: await callPath<Job>(`/mdr/jobs/${await apiResourceOf(resource)}/${action}`, { filter, ...body }) };
  },
  async getJob(id) {
    return { data: await callPath<Job>('/mdr/jobs/get', { id }) };
  },
  async cancelJob(id) {
    return { data: await callPath<Job>('/mdr/jobs/cancel', { id }) };
  },
  async listJobs({ page, pageSize }) {
    const { list, total } = await callPath<{ list: Job[]; total: number }>('/mdr/jobs/list', { page, pageSize });
    return { data: list, total };
  },
});

/** The review queue (/mdr/review_queue/*) from a record's page: the types the reader decides, the next item of one, who holds and has open a record. */
const queueCalls = (apiResourceOf: ApiResourceOf): Pick<ModeratorDataProvider, 'queueCounts' | 'queueNext' | 'queueWatchers' | 'queuePresence'> => ({
  async queueCounts() {
    return { data: (await callPath<{ counts: QueueCount[] }>('/mdr/review_queue/list', { page: 1, pageSize: 1 })).counts };
  },
  async queueNext(resource) {
    return { data: (await callPath<{ item: QueueItem | null }>('/mdr/review_queue/next', { type: await apiResourceOf(resource) })).item };
  },
  async queueWatchers(resource, id) {
    return { data: await callPath<ItemWatchers>('/mdr/review_queue/item', { type: await apiResourceOf(resource), id: toId(id) }) };
  },
  async queuePresence(resource, id, leaving) {
    const body = { type: await apiResourceOf(resource), id: toId(id), ...(leaving ? { leaving } : {}) };
    return { data: (await callPath<{ others: ItemWatchers['others'] }>('/mdr/review_queue/presence', body)).others };
  },
});

/** The data provider over the API, naming each route-resource's API resource through `apiResourceOf`. */
export function createDataProvider(apiResourceOf: ApiResourceOf): ModeratorDataProvider {
  const pathOf = async (resource: string, action: string) => `/mdr/${await apiResourceOf(resource)}/${action}`;
  const call = async <T>(resource: string, action: string, body: object) => callPath<T>(await pathOf(resource, action), body);
  return {
    async getList<R extends RaRecord>(resource: string, params: GetListParams) {
      if (parseLookup(resource)) return lookupList<R>(resource, params);
      const body = listBody(params);
      return listResult(body, await call<ListAnswer<R>>(resource, 'list', body));
    },
    async getOne<R extends RaRecord>(resource: string, { id }: { id: Identifier }) {
      return { data: await call<R>(resource, 'get', { id: toId(id) }) };
    },
    async getMany<R extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) {
      if (parseLookup(resource)) return { data: (await lookupCall(resource, { ids: toIds(ids) })) as unknown as R[] };
      const { list } = await call<ListAnswer<R>>(resource, 'get_many', { ids: toIds(ids) });
      return { data: list };
    },
    async lastPage(resource, { filter, sort, perPage }) {
      const answer = await call<ListAnswer<RaRecord>>(resource, 'list', { pageSize: perPage, ...sortBody(sort), filter: filter ?? {}, last: true });
      return { page: answer.page ?? 1, total: answer.total };
    },
    async getManyReference<R extends RaRecord>(resource: string, { target, id, ...params }: GetManyReferenceParams) {
      const body = listBody({ ...params, filter: { ...params.filter, [target]: toId(id) } });
      return listResult(body, await call<ListAnswer<R>>(resource, 'list', body));
    },
    async create<_R, Result extends RaRecord>(resource: string, { data }: CreateParams) {
      return { data: await call<Result>(resource, 'create', { data }) };
    },
    async update<R extends RaRecord>(resource: string, { id, data, previousData }: UpdateParams) {
      const version = previousData?.version ?? data.version;
      return { data: await call<R>(resource, 'update', { id: toId(id), data: changedFields(data, previousData), version }) };
    },
    async updateMany(resource, { ids, data }) {
      return { data: (await call<IdsAnswer>(resource, 'update_many', { ids: toIds(ids), data })).ids };
    },
    async delete<R extends RaRecord>(resource: string, { id }: { id: Identifier }) {
      return { data: await call<R>(resource, 'delete', { id: toId(id) }) };
    },
    async deleteMany(resource, { ids }) {
      return { data: (await call<IdsAnswer>(resource, 'delete_many', { ids: toIds(ids) })).ids };
    },
    async transition(resource, action, params) {
      return { data: await call<RaRecord>(resource, action, { ...params, id: toId(params.id) }) };
    },
    async transitionMany(resource, action, params) {
      return { data: await call<TransitionManyResult>(resource, `${action}_many`, { ...params, ids: toIds(params.ids) }) };
    },
    ...jobCalls(apiResourceOf),
    ...queueCalls(apiResourceOf),
    async history(resource, id) {
      return { data: (await call<{ list: HistoryEntry[] }>(resource, 'history', { id: toId(id) })).list };
    },
    async exportCsv(resource, { filter, sort }) {
      // times are written in the reader's zone (and named in their headers)
      // No zone sent: the API then writes the platform's (Beijing time, contract/days.ts), the one the
      // panel shows times in, not the browser's: a CSV read beside the list or the day filters says
      // 19:06 where the screen does, and its headers name the zone (GMT+8) for a reader elsewhere.
      const body = { filter: filter ?? {}, ...sortBody(sort) };
      await saveExport(await pathOf(resource, 'export'), body, async () => `${await apiResourceOf(resource)}-${today()}.csv`);
    },
  };
}
