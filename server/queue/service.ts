// The review queue's service: what a reader may see and claim of the sources
// the modules declare. The routes (./routes.ts) call it; every claim it makes
// or ends is announced to the live feed (./live.ts).
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Actor, RequestContext } from '../core/context';
import { conflict, forbidden } from '../core/errors';
import type { DB } from '../db/schema';
import { authorRecord, type AuthorRecord } from './author';
import { claimedByOther, liveClaim, release, takeOver, tryClaim, type Claim } from './claims';
import { announce, presentOn } from './live';
import { queueCounts, queuePage, readable, type QueueItem, type Source } from './list';
import type { WaitingSource } from './types';

export interface ItemRef { type: string; id: number }

/** Each source with its target hours: the setting's for its type, else its own. */
export function withTargets(sources: readonly WaitingSource[], config: Pick<Config, 'reviewTargetHours'>): Source[] {
  const types = sources.map((s) => s.type);
  const twice = types.find((t, i) => types.indexOf(t) !== i);
  if (twice) throw new Error(`two waiting sources are of type ${twice}`);
  const unknown = Object.keys(config.reviewTargetHours).filter((t) => !types.includes(t));
  if (unknown.length) throw new Error(`REVIEW_TARGET_HOURS names ${unknown.join(', ')}: no module declares such waiting items (${types.join(', ')})`);
  return sources.map((s) => ({ ...s, hours: config.reviewTargetHours[s.type] ?? s.targetHours }));
}

export class QueueService {
  constructor(private readonly db: Kysely<DB>, readonly sources: readonly Source[], readonly claimMinutes: number) {}

  /** The sources the reader may decide (of one type when asked): -2 for a type they may not. */
  private mine(reader: Actor, type?: string): Source[] {
    const all = readable(this.sources, reader);
    if (!type) return all;
    const found = all.filter((s) => s.type === type);
    if (!found.length) throw forbidden();
    return found;
  }

  /** The types the reader may decide (-2 when `type` is given and is not one of them). */
  readableTypes(reader: Actor, type?: string): string[] {
    return this.mine(reader, type).map((s) => s.type);
  }

  /** The item as the queue shows it now; -5 when it no longer waits. */
  private async itemNow(reader: Actor, { type, id }: ItemRef): Promise<QueueItem> {
    const [item] = await queuePage(this.db, this.mine(reader, type), reader, { page: 1, pageSize: 1, id });
    if (!item) throw conflict('review_queue.error.not_waiting');
    return item;
  }

  /**
   * A page of the queue with every type's counts; with `counts: false` the page alone (`counts` empty,
   * `total` the page's length): the queue's screen reads the counts once for the menu's badge and
   * every tab (the same call on every screen), so a tab's page does not count them again.
   */
  async list(reader: Actor, q: { type?: string; page: number; pageSize: number; counts?: boolean }) {
    const mine = this.mine(reader, q.type);
    if (q.counts === false) {
      const list = await queuePage(this.db, mine, reader, q);
      return { list, total: list.length, counts: [], claimMinutes: this.claimMinutes };
    }
    const [list, counts] = await Promise.all([
      queuePage(this.db, mine, reader, q), queueCounts(this.db, readable(this.sources, reader), reader)]);
    const total = counts.filter((c) => !q.type || c.type === q.type).reduce((n, c) => n + c.total, 0);
    return { list, total, counts, claimMinutes: this.claimMinutes };
  }

  /** Claims (or renews the reader's own claim on) a waiting item; -5 naming the holder when someone else has it. */
  async claim(reader: Actor, ref: ItemRef): Promise<QueueItem> {
    await this.itemNow(reader, ref);
    if (!(await tryClaim(this.db, ref.type, ref.id, reader.id, this.claimMinutes))) {
      const holder = await liveClaim(this.db, ref.type, ref.id);
      if (holder) throw claimedByOther(holder);
    } else await announce(this.db, { ...ref, kind: 'claim' });
    return this.itemNow(reader, ref);
  }

  async release(reader: Actor, ref: ItemRef): Promise<{ released: boolean }> {
    this.mine(reader, ref.type);
    const released = await release(this.db, ref.type, ref.id, reader.id);
    if (released) await announce(this.db, { ...ref, kind: 'claim' });
    return { released };
  }

  /** The oldest item nobody else holds, claimed for the reader; one someone else claims meanwhile is passed over. */
  async next(reader: Actor, q: { type?: string; skip?: ItemRef[] }): Promise<{ item: QueueItem | null }> {
    const mine = this.mine(reader, q.type);
    for (let round = 0; round < 4; round++) {
      const candidates = await queuePage(this.db, mine, reader, { page: 1, pageSize: 5, unclaimedBy: reader.id, skip: q.skip });
      if (!candidates.length) return { item: null };
      for (const c of candidates) {
        if (await tryClaim(this.db, c.type, c.id, reader.id, this.claimMinutes)) {
          await announce(this.db, { type: c.type, id: c.id, kind: 'claim' });
          return { item: await this.itemNow(reader, c) };
        }
      }
    }
    return { item: null };
  }

  /** Who holds the record and who else has it open, for a record's own page (it claims nothing); -2 for a type the reader may not decide. */
  async watchers(reader: Actor, ref: ItemRef): Promise<{ claim: Omit<Claim, 'type' | 'id'> | null; others: { id: number; name: string }[] }> {
    this.mine(reader, ref.type);
    const [claim, others] = await Promise.all([liveClaim(this.db, ref.type, ref.id), presentOn(this.db, ref, reader.id)]);
    return { claim: claim && { claimedBy: claim.claimedBy, claimedAt: claim.claimedAt, claimExpiresAt: claim.claimExpiresAt }, others };
  }

  /** The person behind an item of a type the reader decides: their past rejections and (with users.read) warnings. */
  async author(reader: Actor, ref: ItemRef): Promise<AuthorRecord> {
    const [source] = this.mine(reader, ref.type);
    return authorRecord(this.db, reader, source, readable(this.sources, reader), ref.id);
  }

  /** Takes the item from whoever holds it, with an audit row naming them. */
  async takeOver(ctx: RequestContext, ref: ItemRef): Promise<QueueItem> {
    await this.itemNow(ctx.actor, ref);
    await this.db.transaction().execute(async (trx) => {
      await takeOver(trx, ctx, ref.type, ref.id, this.claimMinutes);
      await announce(trx, { ...ref, kind: 'claim' });
    });
    return this.itemNow(ctx.actor, ref);
  }
}
