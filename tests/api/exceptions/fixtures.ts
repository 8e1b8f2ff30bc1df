// Bot keys and reports as the clients send them, for the exceptions module's tests.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ExceptionState } from '../../../contract/exceptions';
import type { DB } from '../../../server/db/schema';
import { hashKey } from '../../../server/modules/bots/keys';
import { ingest, type EventInput } from '../../../server/modules/exceptions/ingest';

/** A bot holding `scopes` and a live key of it: answers the secret. */
export async function botKey(db: Kysely<DB>, scopes: string[] = ['exceptions:write']): Promise<string> {
  const secret = `mdrb_${randomBytes(12).toString('hex')}`;
  const bot = await db.insertInto('bots').values({ name: `reporter ${secret.slice(5, 11)}`, scopes, rate_per_minute: 100_000 })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('bot_keys').values({ bot_id: bot.id, prefix: secret.slice(0, 13), key_hash: hashKey(secret) }).execute();
  return secret;
}

let serial = 0;

/** An event of a distinct exception (its own type) unless `over` names one. */
export function reportEvent(over: Partial<EventInput> = {}): EventInput {
  serial += 1;
  return {
    type: `FixtureError${serial}`,
    message: "Cannot read properties of undefined (reading 'talents')",
    stack: 'TypeError: x\n    at TalentTree.render (https://app.example/assets/talents-a1b2c3d4.js:1:2345)\n    at renderWithHooks (vendor.js:10:20)',
    appVersion: '3.6.0', os: 'Android 15', device: 'Xiaomi 14',
    ...over,
  };
}

/** A group in `state`, written through the ingest as the clients would (the samples of the shared sweeps). */
export async function insertGroup(db: Kysely<DB>, state: ExceptionState = 'unresolved'): Promise<number> {
  const [id] = await ingest(db, [reportEvent()], 90);
  if (state !== 'unresolved') await db.updateTable('exception_groups').set({ status: state }).where('id', '=', id).execute();
  return id;
}
