// The live-room workflow: approve / reject an application (transitions from the
// contract, contract/live_rooms.ts), ban until a time and unban, feature and
// unfeature. Each runs in the mechanism's transaction under the room's row lock
// with its audit row. Ban and unban check the status computed against now
// (status.ts), so a ban that has ended reads approved and can be banned again.
import { Type } from 'typebox';
import { sql } from 'kysely';
import {
  LIVE_BAN_MAX_DAYS, LIVE_ROOMS, LIVE_ROOM_COMMANDS, type LiveRoomRecord,
} from '../../../contract/live_rooms';
import { Reason as ReasonSchema } from '../../../contract/records/schema';
import { invalidField } from '../../core/errors';
import { requireState } from '../../resources/commands';
import { contractTransition } from '../../resources/review';
import type { CommandArgs, CommandDef, TransitionDef } from '../../resources/types';
import { lockFeatured } from './status';

const Reason = { ...ReasonSchema, description: 'why (shown in the history)' };

type Transition = TransitionDef<'live_rooms', LiveRoomRecord>;
type Args = CommandArgs<'live_rooms', LiveRoomRecord>;
type LiveCommand = keyof typeof LIVE_ROOM_COMMANDS;

export const liveTransitions: Record<keyof typeof LIVE_ROOMS.transitions, Transition> = {
  approve: { ...LIVE_ROOMS.transitions.approve, set: () => ({ reason: '' }) },
  reject: {
    ...contractTransition(LIVE_ROOMS, 'reject'),
    set: (body) => ({ reason: String(body.reason).trim() }),
  },
};

/** -5 unless the room's status as of now (read under the row lock) allows the command. */
function checkFrom(command: LiveCommand, { current, ctx }: Args): void {
  requireState(ctx.lang, 'live_rooms', LIVE_ROOM_COMMANDS[command].from, current.status);
}

/** `until` as a time in the future within LIVE_BAN_MAX_DAYS, else -1 on `until`. */
function banEnd(value: unknown): Date {
  const until = new Date(String(value));
  const now = Date.now();
  if (Number.isNaN(until.getTime())) throw invalidField('until', 'error.live_until_invalid');
  if (until.getTime() <= now) throw invalidField('until', 'error.live_until_past');
  if (until.getTime() > now + LIVE_BAN_MAX_DAYS * 86_400_000) throw invalidField('until', 'error.live_until_too_far', { days: LIVE_BAN_MAX_DAYS });
  return until;
}

/** The next place at the end of the recommended list (the caller holds the featured lock). */
const nextPlace = sql<number>`(SELECT coalesce(max(sort_order), 0) + 1 FROM live_rooms WHERE featured)`;

/**
 * The stored `status` values each command may start from, checked by the
 * mechanism under the lock (a stored 'banned' may be a ban already over);
 * checkFrom then applies the contract's rule to the status as of now.
 */
const STORED_FROM = { ban: ['approved', 'banned'], unban: ['banned'], feature: ['approved', 'banned'] } as const;

export const liveCommands: Record<LiveCommand, CommandDef<'live_rooms', LiveRoomRecord>> = {
  ban: {
    summary: 'approved → banned until a time (reason, until: an ISO time in the future, at most a year away); it ends by itself then. A featured room leaves the recommended list',
    body: { reason: Reason, until: Type.String({ format: 'date-time', description: 'when the ban ends by itself' }) },
    from: STORED_FROM.ban,
    async run(trx, args) {
      const until = banEnd(args.body.until);
      checkFrom('ban', args);
      // off the recommended list too, under its lock; it does not come back when the ban ends
      const featured = args.current.featured;
      if (featured) await lockFeatured().execute(trx);
      await args.update({
        status: 'banned', banned_until: until, reason: String(args.body.reason).trim(),
        ...(featured ? { featured: false, sort_order: null } : {}),
      });
    },
  },
  unban: {
    summary: 'banned → approved now, before the ban would end',
    from: STORED_FROM.unban,
    async run(_trx, args) {
      checkFrom('unban', args);
      await args.update({ status: 'approved', banned_until: null });
    },
  },
  feature: {
    summary: 'approved | banned: put the room at the end of the recommended list',
    from: STORED_FROM.feature,
    async run(trx, args) {
      checkFrom('feature', args);
      if (args.current.featured) return args.unchanged();
      await lockFeatured().execute(trx);
      await args.update({ featured: true, sort_order: nextPlace });
    },
  },
  unfeature: {
    // the rooms after it keep their numbers: the list is read in order, a gap changes nothing
    summary: 'take the room off the recommended list',
    async run(trx, args) {
      if (!args.current.featured) return args.unchanged();
      await lockFeatured().execute(trx);
      await args.update({ featured: false, sort_order: null });
    },
  },
};
