// QR sign-in (docs/panel.md "Sign-in"): rules and transactions. A ticket goes
// waiting → scanned → confirmed → used (its one token handed out), or ends
// declined or expired; only live, unexpired tickets move, each move by a
// conditional update with its audit row in the same transaction.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { writeAudit, writeAuditAs } from '../../core/audit';
import type { Lang, RequestContext } from '../../core/context';
import { AppError, Code, conflict, tooMany } from '../../core/errors';
import type { DB } from '../../db/schema';
import type { QrTicketStatus } from './schema';
import {
  checkAccountLock, checkLimits, findAdminById, hashToken, openSession, recordFailure, toActor,
  type Client, type LimitSettings, type SessionSettings,
} from '../session';
import { describeDevice } from './device';
import * as repo from './repository';
import './messages';

export const QR_APP = 'moderator_panel';
export const POLL_INTERVAL_MS = 2000;
/** Tickets one address may be issued per minute: enough for any person, too few to fill the table. */
export const ISSUES_PER_MINUTE = 20;
const ANONYMOUS = 'anonymous';
const RESOURCE = 'qr_tickets';

export interface QrSettings extends Pick<SessionSettings, 'sessionAbsoluteHours'>, LimitSettings {
  qrTicketSeconds: number;
}

const secret = () => randomBytes(32).toString('base64url');
const unknownTicket = () => new AppError(Code.NOT_FOUND, 'qr.not_found');

/** Why a ticket in `state` cannot be acted on (-5). */
function refused(state: QrTicketStatus): AppError {
  const keys: Partial<Record<QrTicketStatus, string>> = {
    expired: 'qr.expired', used: 'qr.used', declined: 'qr.declined', confirmed: 'qr.confirmed',
  };
  return conflict(keys[state] ?? 'error.conflict');
}

/**
 * A new ticket for the device asking to sign in. `ticket` stays with that
 * device (it polls with it); `code` goes into the QR link for the confirming
 * staff member, so whoever sees the QR still cannot collect the token.
 */
export async function issue(db: Kysely<DB>, settings: QrSettings, client: Client, linkBase: string) {
  if ((await repo.countRecent(db, client.ip)) >= ISSUES_PER_MINUTE) throw tooMany();
  await repo.deleteStale(db);
  const ticket = secret();
  const code = secret();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await repo.insert(trx, {
      ticketHash: hashToken(ticket), codeHash: hashToken(code), ip: client.ip, userAgent: client.userAgent,
      seconds: settings.qrTicketSeconds,
    });
    await writeAuditAs(trx, { actorId: null, actorName: ANONYMOUS, ...client }, {
      action: 'issue', resource: RESOURCE, recordId: inserted.id,
      after: { status: inserted.state, expiresAt: inserted.expires_at.toISOString() },
    });
    return inserted;
  });
  return {
    ticket,
    qrText: `${linkBase}/#/qr/confirm?ticket=${code}`,
    expiresAt: row.expires_at.toISOString(),
    pollIntervalMs: POLL_INTERVAL_MS,
  };
}

export interface PollResult { status: QrTicketStatus; token?: string; expiresAt: string }

/** The ticket's state for the device that asked; the first poll after confirmation also carries the token. */
export async function poll(db: Kysely<DB>, settings: QrSettings, client: Client, ticket: string): Promise<PollResult> {
  // an unknown ticket is a failed guess: it counts toward the address's sign-in limit
  await checkLimits(db, settings, null, client.ip);
  const row = await repo.findBy(db, 'ticket_hash', hashToken(ticket));
  if (!row) {
    await recordFailure(db, settings, { username: null, actorId: null, ...client }, 'qr_ticket');
    throw unknownTicket();
  }
  const expiresAt = row.expires_at.toISOString();
  if (row.state === 'confirmed') {
    const token = await handOut(db, settings, client, row.id);
    if (token) return { status: 'confirmed', token, expiresAt };
    const now = await repo.findBy(db, 'ticket_hash', hashToken(ticket));
    return { status: now?.state ?? 'used', expiresAt };
  }
  if (row.state === 'expired' && row.status !== 'expired') await recordExpiry(db, client, row.id, row.status);
  return { status: row.state, expiresAt };
}

/** Opens the session for the confirming staff member, once; null if another poll got there first. */
async function handOut(db: Kysely<DB>, settings: QrSettings, client: Client, id: number): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const claimed = await repo.claim(trx, id);
    if (!claimed) return null;
    const admin = claimed.confirmed_by === null ? undefined : await findAdminById(trx, claimed.confirmed_by);
    // rolls the claim back: the ticket simply runs out, and never yields a token
    if (!admin || admin.disabled) throw new AppError(Code.FORBIDDEN, 'login.disabled');
    await checkAccountLock(trx, admin.username);
    const { token, sessionId } = await openSession(trx, settings, admin, client, { method: 'qr', ticketId: id });
    await repo.setSession(trx, id, sessionId);
    const ctx: RequestContext = { ...client, actor: toActor(admin) };
    await writeAudit(trx, ctx, { action: 'use', resource: RESOURCE, recordId: id, before: { status: 'confirmed' }, after: { status: 'used', sessionId } });
    return token;
  });
}

async function recordExpiry(db: Kysely<DB>, client: Client, id: number, was: QrTicketStatus): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.markExpired(trx, id))) return;
    await writeAuditAs(trx, { actorId: null, actorName: ANONYMOUS, ...client }, {
      action: 'expire', resource: RESOURCE, recordId: id, before: { status: was }, after: { status: 'expired' },
    });
  });
}

/** What the confirming staff member sees of a request. */
export function toTicketView(row: repo.TicketRow, lang: Lang) {
  return {
    status: row.state,
    requester: { ip: row.ip, device: describeDevice(row.user_agent, lang), userAgent: row.user_agent },
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

export type QrAction = 'scan' | 'confirm' | 'decline';

const MOVES: Record<QrAction, { from: QrTicketStatus[]; to: repo.Decision['to'] }> = {
  scan: { from: ['waiting'], to: 'scanned' },
  confirm: { from: ['waiting', 'scanned'], to: 'confirmed' },
  decline: { from: ['waiting', 'scanned'], to: 'declined' },
};

/** A signed-in staff member scans, confirms or declines the request behind a QR code. */
export async function act(db: Kysely<DB>, ctx: RequestContext, code: string, action: QrAction) {
  const row = await db.transaction().execute((trx) => move(trx, ctx, hashToken(code), action));
  return toTicketView(row, ctx.lang);
}

async function move(trx: Transaction<DB>, ctx: RequestContext, codeHash: string, action: QrAction): Promise<repo.TicketRow> {
  const row = await repo.findBy(trx, 'code_hash', codeHash);
  if (!row) throw unknownTicket();
  // opening the link again (or on a second phone) changes nothing
  if (action === 'scan' && row.state === 'scanned') return row;
  const { from, to } = MOVES[action];
  const moved = await repo.decide(trx, row.id, from, { to, by: ctx.actor.id });
  if (!moved) {
    // lost a race, or was never allowed: say what the ticket is now
    const now = (await repo.findBy(trx, 'code_hash', codeHash)) ?? row;
    if (action === 'scan' && now.state === 'scanned') return now;
    throw refused(now.state);
  }
  await writeAudit(trx, ctx, { action, resource: RESOURCE, recordId: row.id, before: { status: row.state }, after: { status: to } });
  return moved;
}
