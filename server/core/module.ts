// What an API module hands the app: the registry (server/modules/index.ts) is a
// list of these, and app.ts, the migration runner, seedDemo and the OpenAPI
// document loop over it. Defined on the core side so that modules import it
// and core never imports a module (eslint.config.js enforces the direction).
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { AnyResource } from '../resources/types';
import type { WaitingSource } from '../queue/types';
import type { SeedStep } from '../seed/types';
import type { TObject, TSchema } from 'typebox';
import type { ActionKey } from '../../contract/access/actionKeys';
import type { Actor, RequestContext } from './context';

/** The live session behind a token. */
export interface ResolvedSession {
  sessionId: number;
  actor: Actor;
  /** confirmed within the last STEP_UP_MINUTES (core/stepup.ts) */
  stepUpFresh?: boolean;
}

/** Answers who holds a token, or null (unknown, expired, revoked, account disabled). */
export type SessionResolver = (db: Kysely<DB>, config: Config, token: string | undefined) => Promise<ResolvedSession | null>;

/**
 * A card of the workplace a module contributes: served at POST
 * /mdr/dashboard/<key> to staff holding mdr.dashboard and `permission`, so a
 * staff member's panel calls only the cards of the modules they hold. Its
 * figures come from rollups, never a scan of raw tables.
 */
export interface DashboardCard {
  /** unique key: the route's last segment and the panel's card */
  key: string;
  /** the permission key (contract/access/modules.ts) needed besides mdr.dashboard */
  permission: string;
  /** one line for the OpenAPI document */
  summary: string;
  /** the request body (default: an empty object) */
  body?: TObject;
  /** the answer's data (contract/records/dashboard.ts) */
  response: TSchema;
  /**
   * Money figures among its `figures` or `lists` (an income), answered only to
   * readers holding `key` too: the read key of the money they show
   * (`authors.read_money`, or `orders.read` for the orders' own).
   */
  money?: { key: ActionKey; parts: readonly string[] };
  load(db: Kysely<DB>, body: Record<string, unknown>, ctx: RequestContext): Promise<unknown>;
}

/**
 * A table of figures a module keeps current in the same transactions as its
 * sources (triggers or the writing service). `npm run rollups:check`
 * (server/bin/rollups-check.ts) recomputes each from the raw tables.
 */
export interface Rollup {
  /** the rollup table's name, as printed by rollups:check */
  name: string;
  /** the rows where the kept figures and a recomputation from the raw tables differ: empty when right */
  diff(db: Kysely<DB>): Promise<Record<string, unknown>[]>;
  /** the number of rows it holds (printed by rollups:check) */
  count(db: Kysely<DB>): Promise<number>;
}

export interface ServerModule {
  /** the module's name, also the OpenAPI tag of its routes that name none */
  name: string;
  /** one line for the OpenAPI document's tag list */
  description: string;
  /** its defineResource(...) configs: /mdr/<name>/<action> routes each */
  resources: AnyResource[];
  /** hand-written routes (sign-in, the message centre) registered inside the API context */
  routes?: FastifyPluginAsync;
  /**
   * routes outside the API (no appid, no token, no envelope): a public address
   * such as a promotion link's GET /r/<code>. They check whatever they need.
   */
  publicRoutes?: FastifyPluginAsync;
  /** demo-data steps, run in registry order after the core steps (staff, users, authors) */
  seed?: SeedStep[];
  dashboardCards?: DashboardCard[];
  /** what of it waits on a staff decision: the review queue lists it (server/queue/types.ts) */
  waiting?: WaitingSource[];
  /** its rollups, checked by npm run rollups:check */
  rollups?: Rollup[];
  /** absolute path of its migrations/*.sql (names globally unique and ordered), or null without tables */
  migrations: string | null;
  /** the one module that signs staff in resolves tokens for every other route */
  resolveSession?: SessionResolver;
}

/** Identity with a type check: `export default defineModule({...})` in a module's index.ts. */
export const defineModule = (module: ServerModule): ServerModule => module;
