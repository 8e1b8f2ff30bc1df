// Shared by the grant-bound tests (server/modules/staff/bounds.ts): members
// to act on, each with a live session and a sign-in lock so that every
// command on them has something to do; and the check that a refusal is -2
// naming the keys lacking, changes nothing, and leaves one `denied` audit row.
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../helpers';
import { sessionFor, type Grant } from '../helpers/grants';
import { snapshotTables } from '../helpers/snapshot';

export interface Member { id: number; token: string; sessionId: number; username: string }

/** The money and reveal keys the review gave itself. */
export const MONEY = ['orders.refund', 'withdrawals.approve', 'authors.adjust', 'authors.reveal'] as const;

/** A signed-in member holding `grant`, with a sign-in lock (for unlock). */
export async function member(t: TestApp, grant: Grant): Promise<Member> {
  const m = await sessionFor(t, grant);
  const { username } = await t.db.selectFrom('admins').select('username').where('id', '=', m.id).executeTakeFirstOrThrow();
  await t.db.insertInto('login_locks').values({ username, locked_until: sql<Date>`now() + interval '1 hour'` }).execute();
  const session = await t.db.selectFrom('sessions').select('id').where('admin_id', '=', m.id).executeTakeFirstOrThrow();
  return { ...m, sessionId: Number(session.id), username };
}

/**
 * Every table but the audit trail (the log and its hash chain's head and days, which a `denied` row moves on),
 * sessions included (their revocations: snapshotTables leaves them out).
 */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const { audit_log: _audit, audit_chain_head: _head, audit_chain_days: _days, ...tables } = await snapshotTables(t.db);
  const { rows } = await sql<{ h: string | null }>`SELECT md5(string_agg(id::text || ':' || coalesce(revoked_at::text, '-'), '|' ORDER BY id)) AS h
    FROM sessions`.execute(t.db);
  return { ...tables, sessions: rows[0].h ?? '-' };
}

export const lastAuditId = async (t: TestApp): Promise<number> =>
  Number((await sql<{ id: string }>`SELECT coalesce(max(id), 0)::text AS id FROM audit_log`.execute(t.db)).rows[0].id);

interface DeniedRow { action: string; actorId: number | null; resource: string; recordId: string | null; after: Record<string, unknown> }

/** Audit rows written after `afterId`, oldest first. */
export async function auditSince(t: TestApp, afterId: number): Promise<DeniedRow[]> {
  const rows = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'resource', 'record_id', 'after'])
    .where('id', '>', String(afterId)).orderBy('id').execute();
  return rows.map((r) => ({ action: r.action, actorId: r.actor_id, resource: r.resource, recordId: r.record_id, after: r.after as Record<string, unknown> }));
}

/** A call that must be refused: its path, body, the keys the refusal names, and the record its audit row names. */
export interface Refusal { path: string; body: Record<string, unknown>; lacking: string[]; recordId?: number }

const partsOf = (path: string) => {
  const [, , resource, action] = path.split('/');
  return { resource, action };
};

/**
 * Each call as `caller` is -2 with `data.lacking` and a message naming those
 * keys; afterwards every table is as it was but for one `denied` audit row
 * per call (who, which action, which record, which keys).
 */
export async function expectRefused(t: TestApp, caller: { id: number; token: string }, calls: Refusal[]): Promise<void> {
  const before = await fingerprint(t);
  const from = await lastAuditId(t);
  for (const c of calls) {
    const res = await t.call(c.path, c.body, { token: caller.token, lang: 'en-US' });
    expect({ path: c.path, code: res.code, lacking: res.data?.lacking }).toEqual({ path: c.path, code: -2, lacking: c.lacking });
    for (const key of c.lacking) expect(res.message).toContain(key);
  }
  expect(await fingerprint(t)).toEqual(before);
  expect(await auditSince(t, from)).toEqual(calls.map((c) => ({
    action: 'denied', actorId: caller.id, resource: partsOf(c.path).resource, recordId: c.recordId === undefined ? null : String(c.recordId),
    after: expect.objectContaining({ action: partsOf(c.path).action, lacking: c.lacking }),
  })));
}

type Body = Record<string, unknown>;

/** Each call as `caller`, in turn, goes through (code 1); a body made by a function is made just before its call (a version). */
export async function expectAllowed(t: TestApp, caller: { token: string }, calls: { path: string; body: Body | (() => Promise<Body>) }[]): Promise<void> {
  for (const c of calls) {
    const res = await t.call(c.path, typeof c.body === 'function' ? await c.body() : c.body, { token: caller.token, lang: 'en-US' });
    expect({ path: c.path, code: res.code, message: res.message }).toEqual({ path: c.path, code: 1, message: res.message });
  }
}

/** The record's version now (update bodies carry it). */
export const versionOf = async (t: TestApp, table: 'admins' | 'roles', id: number): Promise<number> =>
  (await t.db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

/** Marks every session's step-up fresh (the grant routes ask for one). */
export const freshStepUp = (t: TestApp) => sql`UPDATE sessions SET step_up_at = now()`.execute(t.db);
