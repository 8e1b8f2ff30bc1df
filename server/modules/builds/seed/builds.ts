// ~360 character builds over the past six months by platform players, in every
// review state, geared from the demo game items of their version, each review
// step in the audit log (who approved, rejected or hid it, and when).
import type { Insertable } from 'kysely';
import { WOW_CLASS_KEYS, WOW_CLASSES, type WowClass, type WowRole } from '../../../../contract/wow';
import { insertRows } from '../../../seed/batch';
import { daysAfter, daysAgo, proportional, type Rng } from '../../../seed/rng';
import { langOf } from '../../../seed/text/people';
import type { SeedStep, SeedSummary } from '../../../seed/types';
import type { BuildStatus, BuildsTable } from '../schema';
import { gearFor, loadVersionItems, type VersionItems } from './gear';
import { buildText, talentString } from './text';

interface Version extends VersionItems { name: string }

/** The version players were on at `at`: the last one released by then. */
const versionAt = (versions: Version[], at: Date) => versions.filter((v) => v.released <= at).at(-1) ?? versions[0];

export const BUILD_COUNT = 360;
const STATUS_SHARES: [BuildStatus, number][] = [['published', 55], ['pending', 15], ['draft', 10], ['rejected', 10], ['hidden', 10]];
const HISTORY_DAYS = 180;
const REJECT = { zh: ['天赋与专精不符', '说明过于简略'], en: ['Talents do not fit the spec', 'Description too thin'] };
const HIDE = { zh: ['版本更新后已过时', '收到用户举报'], en: ['Outdated after a patch', 'Reported by users'] };

type Row = Insertable<BuildsTable> & { status: BuildStatus; created_at: Date; updated_at: Date };
interface Review { action: string; at: Date; before: object; after: object }

function timeline(rng: Rng, now: Date, status: BuildStatus) {
  const createdDays = status === 'pending' ? rng.float(0.05, 10) : status === 'draft' ? rng.float(0.05, 45) : 1 + rng.recentDays(HISTORY_DAYS - 1);
  const created = daysAgo(now, createdDays);
  const review = daysAfter(created, rng.float(0.05, 2), now);
  const hidden = status === 'hidden' ? daysAfter(review, rng.float(1, 40), now) : null;
  return { created, review, hidden };
}

function popularity(rng: Rng, status: BuildStatus, ageDays: number) {
  if (status !== 'published' && status !== 'hidden') return { views: 0, likes: 0 };
  const views = Math.min(120_000, Math.round(Math.exp(5.2 + 1.3 * rng.normal()) * (0.4 + ageDays / HISTORY_DAYS)));
  return { views, likes: Math.round(views * rng.float(0.02, 0.1)) };
}

/** The review steps a build in `status` went through, as audit rows will tell them. */
function reviewsOf(row: Row, t: ReturnType<typeof timeline>): Review[] {
  if (row.status === 'draft') return [];
  const submitted = { status: 'pending', reason: '' };
  const steps: Review[] = [{ action: 'submit', at: t.created, before: { status: 'draft', reason: '' }, after: submitted }];
  if (row.status === 'rejected') steps.push({ action: 'reject', at: t.review, before: submitted, after: { status: 'rejected', reason: row.reason } });
  if (row.status === 'published' || row.status === 'hidden') {
    steps.push({ action: 'approve', at: t.review, before: submitted, after: { status: 'published', reason: '' } });
  }
  if (t.hidden) steps.push({ action: 'hide', at: t.hidden, before: { status: 'published', reason: '' }, after: { status: 'hidden', reason: row.reason } });
  return steps;
}

function makeRow(rng: Rng, now: Date, status: BuildStatus, author: { id: number; nickname: string }, versions: Version[], titles: Set<string>) {
  const cls = rng.pick(WOW_CLASS_KEYS) as WowClass;
  const specs = Object.entries(WOW_CLASSES[cls].specs) as [string, { role: WowRole }][];
  const [spec, { role }] = rng.pick(specs);
  const lang = langOf(author.nickname);
  const t = timeline(rng, now, status);
  const version = versionAt(versions, t.created);
  const reasons = status === 'rejected' ? REJECT[lang] : status === 'hidden' ? HIDE[lang] : null;
  const row: Row = {
    user_id: author.id, ...buildText(rng, lang, cls, spec, version.name, titles), wow_class: cls, spec, role,
    game_version_id: version.id, talent_string: talentString(rng), gear: JSON.stringify(gearFor(rng, version, cls, spec)),
    status, reason: reasons ? rng.pick(reasons) : '', featured: status === 'published' && rng.chance(0.08),
    ...popularity(rng, status, (now.getTime() - t.created.getTime()) / 86_400_000),
    created_at: t.created, updated_at: t.hidden ?? (status === 'draft' || status === 'pending' ? t.created : t.review),
    published_at: status === 'published' || status === 'hidden' ? t.review : null,
  };
  return { row, reviews: reviewsOf(row, t) };
}

export const buildsStep: SeedStep = {
  name: 'builds',
  async run({ trx, now, rng: stream, log }): Promise<SeedSummary> {
    const rng = stream('builds');
    const names = await trx.selectFrom('game_versions').select(['id', 'name']).execute();
    const versions: Version[] = (await loadVersionItems(trx)).map((v) => {
      const named = names.find((n) => n.id === v.id)!;
      return { ...v, name: named.name };
    });
    if (!versions.length) return { builds: 0 };
    const users = await trx.selectFrom('users').select(['id', 'nickname']).orderBy('id').limit(400).execute();
    const staff = await trx.selectFrom('admins').select(['id', 'username']).where('username', 'in', ['admin', 'user']).orderBy('id').execute();
    const authorWeights = rng.shuffle(users).map((u, rank) => [u, 1 / (rank + 1) ** 0.6] as const);
    const titles = new Set<string>();
    const made = proportional(rng, BUILD_COUNT, STATUS_SHARES)
      .map((status) => makeRow(rng, now, status, rng.weighted(authorWeights), versions, titles))
      .sort((a, b) => a.row.created_at.getTime() - b.row.created_at.getTime());
    for (const m of made) if (m.reviews.some((r) => r.action !== 'submit')) m.row.reviewed_by = rng.pick(staff).id;
    log(`seed: writing ${made.length} builds`);
    const ids = await insertRows(trx, 'builds', made.map((m) => m.row));
    const audit = made.flatMap((m, i) => m.reviews.map((r) => {
      // the author submits on the platform; staff review in the panel
      const actor = r.action === 'submit' ? null : staff.find((s) => s.id === m.row.reviewed_by)!;
      return {
        actor_id: actor?.id ?? null, actor_name: actor?.username ?? 'platform', action: r.action, resource: 'builds',
        record_id: String(ids[i]), before: JSON.stringify(r.before), after: JSON.stringify(r.after), created_at: r.at,
      };
    }));
    for (let i = 0; i < audit.length; i += 200) await trx.insertInto('audit_log').values(audit.slice(i, i + 200)).execute();
    log(`seed: builds: ${audit.length} review steps in the audit log`);
    // the rows of its own table (the audit log's are counted by nobody: several steps write it)
    return { builds: ids.length };
  },
};
