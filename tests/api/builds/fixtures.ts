// Small builds fixtures (no demo seed): two players, two game versions with a
// few items each (an item is in the version that introduced it and every later
// one, so 212005, new in the current version, is not in the old one), builds
// inserted directly in any state, and the staff accounts the tests act as.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { BuildStatus } from '../../../server/modules/builds';
import type { TestApp } from '../helpers';

export interface BuildIds {
  users: { zh: number; en: number };
  versions: { current: number; old: number };
}

/** Item ids stored for each fixture version (type 0, item): those new in it. */
export const ITEMS = { current: [212005, 225578], old: [212060, 219915, 190001] };
export const TALENTS = 'CQkAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgkkAhESSJJpEJJRSkkAAAAAAAA';

export function buildSeed() {
  const ids = {} as BuildIds;
  const seed = async (db: Kysely<DB>) => {
    const user = (nickname: string) => db.insertInto('users').values({ nickname }).returning('id').executeTakeFirstOrThrow().then((r) => r.id);
    ids.users = { zh: await user('冰霜大师'), en: await user('Frostbite') };
    const version = (name: string, build: number, daysAgo: number) => db.insertInto('game_versions')
      .values({ name, build, released_at: new Date(Date.now() - daysAgo * 86_400_000) })
      .returning('id').executeTakeFirstOrThrow().then((r) => r.id);
    ids.versions = { old: await version('11.1.5', 60822, 200), current: await version('11.2.7', 64484, 5) };
    const items = (versionId: number, itemIds: number[]) => db.insertInto('game_items').values(itemIds.map((item_id) => ({
      type: 0, item_id, game_version_id: versionId, name_zh: `物品 ${item_id}`, name_en: `Item ${item_id}`, icon_url: '', quality: 4, item_level: 684,
    }))).execute();
    await items(ids.versions.current, ITEMS.current);
    await items(ids.versions.old, ITEMS.old);
    // a spell with an item's id: gear must be an item
    await db.insertInto('game_items').values({ type: 1, item_id: 999001, game_version_id: ids.versions.current, name_zh: '嗜血', name_en: 'Bloodlust' }).execute();
  };
  return { ids, seed };
}

export interface BuildInput {
  userId: number;
  gameVersionId: number;
  status?: BuildStatus;
  title?: string;
  gear?: Record<string, number>;
  reason?: string;
}

/** Inserts a frost mage build directly (any state), returning its id. */
export async function insertBuild(db: Kysely<DB>, b: BuildInput): Promise<number> {
  const row = await db.insertInto('builds').values({
    user_id: b.userId, game_version_id: b.gameVersionId, title: b.title ?? `Build ${Math.random().toString(36).slice(2, 8)}`,
    wow_class: 'mage', spec: 'frost', role: 'dps', talent_string: TALENTS, gear: JSON.stringify(b.gear ?? {}),
    status: b.status ?? 'draft', reason: b.reason ?? '',
    published_at: b.status === 'published' || b.status === 'hidden' ? new Date() : null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const buildRow = (db: Kysely<DB>, id: number) => db.selectFrom('builds').selectAll().where('id', '=', id).executeTakeFirst();

export interface Staff { id: number; token: string }

/** Two reviewers with mdr.wow.build and an outsider with the guide's key only. */
export async function signInStaff(t: TestApp) {
  const make = async (username: string, modules: string[]): Promise<Staff> => {
    const s = await t.createStaff({ username, role: 'user', modules });
    return { id: s.id, token: await t.login(username, s.password) };
  };
  return {
    reviewer: await make('reviewer', ['mdr.wow.build']),
    reviewer2: await make('reviewer2', ['mdr.wow.build']),
    outsider: await make('outsider', ['mdr.wow.guide']),
  };
}
