// Debug mode's routing table: each panel call (path of docs/api.md) as calls
// of the spec's sample API (docs/panel.md "Debug mode"), its answer reshaped into what the panel
// expects. Paths not listed go to the same path, where the debug handlers say
// the sample API does not serve them.
import type { SampleMessage } from '../../mocks/debug/data/messages';
import type { SampleUser } from '../../mocks/debug/data/user';
import type { UserInfo } from '../providers/session';
import { isSampleSuccess, mapSample } from './envelope';
import { grantOfSampleRole } from './roles';

export type Body = Record<string, unknown>;
/** One sample call; answers the parsed body (a sample envelope, or whatever came back). */
export type SampleCall = (method: 'GET' | 'POST', path: string, body?: object) => Promise<unknown>;
export type Route = (body: Body, sample: SampleCall) => Promise<unknown>;

export const toUserInfo = (user: SampleUser): UserInfo => ({
  accountId: user.accountId,
  name: user.name,
  avatar: user.avatar,
  registrationTime: new Date(user.registrationDate.replace(' ', 'T')).toISOString(),
  ...grantOfSampleRole(user.role),
  lists: [],
});

const toPanelMessage = (m: SampleMessage) => ({
  id: m.id, type: m.type, title: m.title, subTitle: m.subTitle, avatar: m.avatar, content: m.content,
  time: new Date(m.time.replace(' ', 'T')).toISOString(), status: m.status, messageType: m.messageType ?? null, link: null,
});

/** /mdr/messages/list: filtered, unread first then newest, one page (as the real API answers). */
export function toMessagePage(messages: SampleMessage[], body: Body) {
  const filter = (body.filter ?? {}) as { type?: string; status?: number };
  const page = Number(body.page ?? 1);
  const pageSize = Number(body.pageSize ?? 20);
  const matching = messages
    .filter((m) => (filter.type === undefined || m.type === filter.type) && (filter.status === undefined || m.status === filter.status))
    .map(toPanelMessage)
    .sort((a, b) => a.status - b.status || b.time.localeCompare(a.time) || b.id - a.id);
  return { list: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length };
}

export function unreadCounts(messages: SampleMessage[]) {
  const unread = messages.filter((m) => m.status === 0);
  const count = (type: SampleMessage['type']) => unread.filter((m) => m.type === type).length;
  return { message: count('message'), notice: count('notice'), todo: count('todo'), total: unread.length };
}

/** Marks read the listed messages that are unread (of `pick`), answering their ids as the real API does. */
async function readUnread(sample: SampleCall, pick: (m: SampleMessage) => boolean): Promise<unknown> {
  const listed = await sample('GET', '/api/message/list');
  if (!isSampleSuccess(listed)) return listed;
  const ids = (listed.data as SampleMessage[]).filter((m) => m.status === 0 && pick(m)).map((m) => m.id).sort((a, b) => a - b);
  if (ids.length === 0) return { ...listed, data: { ids } };
  return mapSample(await sample('POST', '/api/message/read', { ids }), () => ({ ids }));
}

const messageIds = (body: Body): Set<unknown> => new Set(Array.isArray(body.ids) ? body.ids : []);

export const DEBUG_ROUTES: Record<string, Route> = {
  '/api/user/login': (body, sample) => sample('POST', '/api/user/login', body),
  '/user/info': async (_, sample) => mapSample(await sample('GET', '/api/user/info'), toUserInfo),
  '/user/check': async (_, sample) => mapSample(await sample('GET', '/api/user/info'),
    (user: SampleUser) => ({ accountId: user.accountId, name: user.name, role: grantOfSampleRole(user.role).role })),
  '/user/logout': (_, sample) => sample('POST', '/api/user/logout'),
  '/api/user/menu': (_, sample) => sample('GET', '/api/user/menu'),
  '/mdr/messages/list': async (body, sample) =>
    mapSample(await sample('GET', '/api/message/list'), (list: SampleMessage[]) => toMessagePage(list, body)),
  '/mdr/messages/unread': async (_, sample) => mapSample(await sample('GET', '/api/message/list'), unreadCounts),
  '/mdr/messages/read': (body, sample) => readUnread(sample, (m) => messageIds(body).has(m.id)),
  '/mdr/messages/read_all': async (body, sample) => mapSample(
    await readUnread(sample, (m) => body.type === undefined || m.type === body.type),
    ({ ids }: { ids: number[] }) => ({ count: ids.length }),
  ),
};

export const routeOf = (path: string): Route =>
  DEBUG_ROUTES[path] ?? ((body, sample) => sample('POST', path, body));
