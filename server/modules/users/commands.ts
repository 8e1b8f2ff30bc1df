// mute / ban / lift (and their _many forms): end times, never a status column,
// so each ends by itself. Legal states come from the contract (contract/users.ts).
import { Type } from 'typebox';
import { sql } from 'kysely';
import { BAN_DAYS, MUTE_HOURS, USER_COMMANDS, type UserCommand } from '../../../contract/users';
import type { UserRecord } from '../../../contract/users';
import { Reason as ReasonSchema } from '../../../contract/records/schema';
import { invalidField } from '../../core/errors';
import { requireState } from '../../resources/commands';
import type { CommandArgs, CommandDef } from '../../resources/types';

const Reason = { ...ReasonSchema, description: 'why (shown in the history)' };

type Args = CommandArgs<'users', UserRecord>;

/** -5 unless the user's status (as of now, under the row lock) allows the command. */
function checkFrom(command: UserCommand, { current, ctx }: Args): void {
  requireState(ctx.lang, 'users', USER_COMMANDS[command].from, current.status);
}

const reasonOf = (body: Record<string, unknown>) => String(body.reason).trim();

export const userCommands: Record<UserCommand, CommandDef<'users', UserRecord>> = {
  mute: {
    summary: 'Mute for some hours (active or muted: a new end replaces the old)',
    body: { reason: Reason, hours: Type.Integer({ minimum: MUTE_HOURS.min, maximum: MUTE_HOURS.max }) },
    many: true,
    async run(_trx, args) {
      checkFrom('mute', args);
      await args.update({
        muted_until: sql<Date>`now() + make_interval(hours => ${args.body.hours as number})`,
        moderation_reason: reasonOf(args.body),
      });
    },
  },
  ban: {
    summary: 'Ban for some days, or permanently (exactly one of days, permanent: true)',
    body: {
      reason: Reason,
      days: Type.Optional(Type.Integer({ minimum: BAN_DAYS.min, maximum: BAN_DAYS.max })),
      permanent: Type.Optional(Type.Boolean()),
    },
    many: true,
    async run(_trx, args) {
      const { days, permanent } = args.body as { days?: number; permanent?: boolean };
      if ((days === undefined) === (permanent !== true)) throw invalidField('days', 'error.ban_days_or_permanent');
      checkFrom('ban', args);
      await args.update({
        banned_until: permanent ? null : sql<Date>`now() + make_interval(days => ${days!})`,
        banned_forever: permanent === true,
        moderation_reason: reasonOf(args.body),
      });
    },
  },
  lift: {
    summary: 'End a mute or ban now',
    body: { reason: Reason },
    many: true,
    async run(_trx, args) {
      checkFrom('lift', args);
      await args.update({ muted_until: null, banned_until: null, banned_forever: false, moderation_reason: reasonOf(args.body) });
    },
  },
};
