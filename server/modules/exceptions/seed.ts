// Demo exception groups: every call site of the templates (seed-templates.ts)
// is a group, fingerprinted as the ingest does, with days of counts over the
// last weeks (the sparkline), breakdowns, users, and its newest events with
// filled-in stacks; states cycle so each appears: unresolved, regressed,
// resolved, ignored. Plus the demo key of the crash-reporter bot
// (README: the curl), a fixed secret so the docs can show it.
import { sql } from 'kysely';
import { hashKey, PREFIX_LENGTH } from '../bots';
import type { Rng } from '../../seed/rng';
import type { SeedContext, SeedStep } from '../../seed/types';
import { fingerprintOf } from './fingerprint';
import { APP_VERSIONS, PLATFORM_DEVICES, PLATFORM_OS, TEMPLATES, fillVariables, type ExceptionTemplate } from './seed-templates';

/** The demo key of the bot 客户端崩溃上报 (exceptions:write): only in demo data, documented in docs/exceptions.md. */
export const DEMO_EXCEPTIONS_KEY = 'mdrb_demo-crash-reporter-key-2025';

const DAY = 86_400_000;
const EVENTS_SEEDED = 12;
const STATES = ['unresolved', 'unresolved', 'regressed', 'resolved', 'resolved', 'ignored'] as const;

const fill = (rng: Rng, text: string) => fillVariables(text, (kind) =>
  (kind === 'n' ? String(rng.int(1, 9000)) : kind === 'hex' ? rng.int(0x10000000, 0x7fffffff).toString(16) : rng.int(0x1000000, 0xfffffff).toString(36)));

interface Plan {
  tpl: ExceptionTemplate; stack: string; message: string; state: (typeof STATES)[number];
  daily: { day: Date; count: number }[]; versions: string[];
}

function planGroup(rng: Rng, now: Date, tpl: ExceptionTemplate, site: readonly string[], index: number): Plan {
  const state = STATES[index % STATES.length];
  const today = Math.floor(now.getTime() / DAY);
  const firstDay = today - rng.int(3, 40);
  // resolved groups stopped a few days ago; a regressed one started again after its fix
  const quietFrom = state === 'resolved' ? today - rng.int(1, 5) : state === 'regressed' ? today - rng.int(3, 6) : today + 1;
  const backFrom = state === 'regressed' ? quietFrom + 2 : today + 1;
  const peak = rng.int(3, 120);
  const daily: Plan['daily'] = [];
  for (let d = firstDay; d <= today; d++) {
    if (d >= quietFrom && d < backFrom) continue;
    const count = Math.max(0, Math.round(peak * (0.4 + rng.next()) * (d === today ? 0.4 : 1)));
    if (count) daily.push({ day: new Date(d * DAY), count });
  }
  if (!daily.length) daily.push({ day: new Date(firstDay * DAY), count: 1 });
  const from = rng.int(0, APP_VERSIONS.length - 2);
  return {
    tpl, state, daily, versions: APP_VERSIONS.slice(from, from + rng.int(1, 3)),
    message: fill(rng, tpl.message), stack: [`${tpl.type}: ${tpl.message}`, ...site].map((l) => fill(rng, l)).join('\n'),
  };
}

async function insertGroup(ctx: SeedContext, rng: Rng, plan: Plan, userIds: number[]) {
  const { trx, now } = ctx;
  const fp = fingerprintOf(plan.tpl.type, plan.message, plan.stack);
  const total = plan.daily.reduce((s, d) => s + d.count, 0);
  const last = plan.daily.at(-1)!;
  const lastSeen = new Date(Math.min(now.getTime(), last.day.getTime() + rng.int(1, 23) * 3_600_000));
  const firstSeen = new Date(plan.daily[0].day.getTime() + rng.int(0, 20) * 3_600_000);
  const users = rng.shuffle(userIds).slice(0, Math.min(total, rng.int(1, 40)));
  const resolved = plan.state === 'resolved';
  const group = await trx.insertInto('exception_groups').values({
    fingerprint: fp.fingerprint, type: plan.tpl.type, title: fp.title, message: plan.message, top_frames: fp.frames,
    status: plan.state === 'regressed' ? 'unresolved' : plan.state, regressed: plan.state === 'regressed',
    event_count: total, user_count: users.length, kept_events: Math.min(total, EVENTS_SEEDED), app_versions: [...plan.versions].sort(),
    first_seen: firstSeen, last_seen: lastSeen, resolved_at: resolved ? new Date(last.day.getTime() + 2 * DAY) : null,
    created_at: firstSeen, updated_at: lastSeen, version: plan.state === 'unresolved' ? 1 : 2,
  }).returning('id').executeTakeFirstOrThrow();
  const id = group.id;
  await trx.insertInto('exception_daily').values(plan.daily.map((d) => ({ group_id: id, day: d.day.toISOString().slice(0, 10), count: d.count }))).execute();
  const os = PLATFORM_OS[plan.tpl.platform];
  const split = (values: readonly string[]) => values.map((value, i) => ({ value, count: Math.floor(total / values.length) + (i < total % values.length ? 1 : 0) }))
    .filter((v) => v.count > 0);
  await trx.insertInto('exception_breakdowns').values([
    ...split(plan.versions).map((v) => ({ group_id: id, kind: 'version', ...v })),
    ...split(os).map((v) => ({ group_id: id, kind: 'os', ...v })),
  ]).execute();
  if (users.length) await trx.insertInto('exception_group_users').values(users.map((u) => ({ group_id: id, user_ref: String(u) }))).execute();
  const events = Array.from({ length: Math.min(total, EVENTS_SEEDED) }, (_, i) => ({
    group_id: id, message: fill(rng, plan.tpl.message), stack: plan.stack, app_version: rng.pick(plan.versions), os: rng.pick(os),
    device: rng.pick(PLATFORM_DEVICES[plan.tpl.platform]), user_ref: users.length ? String(rng.pick(users)) : '',
    created_at: new Date(Math.max(firstSeen.getTime(), lastSeen.getTime() - (EVENTS_SEEDED - 1 - i) * 2_700_000)),
  }));
  await trx.insertInto('exception_events').values(events).execute();
  return { events: events.length, daily: plan.daily.length };
}

export const exceptionsStep: SeedStep = {
  name: 'exceptions (groups, events, demo reporter key)',
  async run(ctx) {
    const rng = ctx.rng('exceptions');
    const userIds = (await ctx.trx.selectFrom('users').select('id').orderBy('id').limit(500).execute()).map((u) => u.id);
    const sites = TEMPLATES.flatMap((tpl) => tpl.sites.map((site) => ({ tpl, site })));
    const plans = sites.map(({ tpl, site }, i) => planGroup(rng, ctx.now, tpl, site, i));
    let events = 0;
    let daily = 0;
    for (const plan of plans) {
      const n = await insertGroup(ctx, rng, plan, userIds);
      events += n.events;
      daily += n.daily;
    }
    const bot = await ctx.trx.selectFrom('bots').select('id').where(sql<boolean>`'exceptions:write' = ANY(scopes)`).orderBy('id').executeTakeFirst();
    let keys = 0;
    if (bot) {
      await ctx.trx.insertInto('bot_keys').values({ bot_id: bot.id, prefix: DEMO_EXCEPTIONS_KEY.slice(0, PREFIX_LENGTH), key_hash: hashKey(DEMO_EXCEPTIONS_KEY) }).execute();
      keys = 1;
    }
    return { exception_groups: plans.length, exception_events: events, exception_daily: daily, bot_keys: keys };
  },
};
