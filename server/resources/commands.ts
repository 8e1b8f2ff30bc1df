// Commands: named actions on one record (transitions are the commands that
// only move the state column). The route, the OpenAPI entry and the service
// all read the one list commandsOf(def) gives.
import type { UpdateObject } from 'kysely';
import type { Lang } from '../core/context';
import { AppError, Code, type Params } from '../core/errors';
import { t } from '../core/i18n';
import type { DB } from '../db/schema';
import type { AnyResource, CommandDef, TransitionDef } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The action asks for a fresh second factor (declared by the resource; enforced by the session layer). */
    stepUp?: boolean;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds every resource's types
export type AnyCommand = CommandDef<any, any>;

/** A transition as the command it is: set the state (and `set`), guarded by `from`. */
function transitionCommand(def: AnyResource, tr: TransitionDef<never>): AnyCommand {
  return {
    summary: `${tr.from.join(' | ')} → ${tr.to}`,
    body: tr.body,
    from: tr.from,
    many: true,
    stepUp: tr.stepUp,
    money: tr.money,
    async run(_trx, { update, body, ctx }) {
      await update({ [def.stateColumn!]: tr.to, ...tr.set?.(body, ctx) } as UpdateObject<DB, never>);
    },
    after: tr.after,
  };
}

/** Every command of a definition, transitions first, in declaration order. */
export function commandsOf(def: AnyResource): Record<string, AnyCommand> {
  const transitions = Object.entries(def.transitions ?? {}).map(([name, tr]) => [name, transitionCommand(def, tr)] as const);
  return { ...Object.fromEntries(transitions), ...def.commands };
}

/** The command's action paths: `name`, then `name_many` when declared. */
export const commandActions = (def: AnyResource): string[] =>
  Object.entries(commandsOf(def)).flatMap(([name, c]) => (c.many ? [name, `${name}_many`] : [name]));

/**
 * -5: the record's state does not allow the command. Its own class, because a
 * caller who may not read the record gets the missing record's -4 instead
 * (ResourceService.command): a refusal naming the state would tell them.
 */
export class StateRefusal extends AppError {
  constructor(key: string, params: Params = {}) {
    super(Code.CONFLICT, key, params);
  }
}

/** Refuses (StateRefusal) unless `state` is one of `from`: the mechanism's `from`, or a module's check of a state as of now. */
export function requireState(lang: Lang, resource: string, from: readonly string[], state: string | null): void {
  if (state === null || !from.includes(state)) {
    throw new StateRefusal('error.illegal_transition', { state: t(lang, `${resource}.state.${state}`) });
  }
}
