// Commands: named actions on one record (transitions are the commands that
// only move the state column). The route, the OpenAPI entry and the service
// all read the one list commandsOf(def) gives.
import type { UpdateObject } from 'kysely';
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
