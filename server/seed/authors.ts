// Authors: ~40 platform users who applied to write guides. Most are approved;
// some applications wait or were turned down, a few authors are suspended.
import { insertRows } from './batch';
import { daysAfter, daysAgo, fill, proportional } from './rng';
import { BIOS, langOf, PEN_NAME_SUFFIX } from './text/people';
import { CLASSES, RAIDS } from './text/wow';
import type { SeedStep } from './types';

export const AUTHOR_COUNT = 40;
type AuthorStatus = 'approved' | 'pending' | 'rejected' | 'suspended';
const STATUS_SHARES: [AuthorStatus, number][] = [['approved', 30], ['pending', 4], ['rejected', 3], ['suspended', 3]];
const MIN_ACCOUNT_AGE_DAYS = 60;

export const authorsStep: SeedStep = {
  name: 'authors',
  async run({ trx, now, rng: stream }) {
    const rng = stream('authors');
    const users = await trx.selectFrom('users').select(['id', 'nickname', 'registered_at'])
      .where('registered_at', '<', new Date(now.getTime() - MIN_ACCOUNT_AGE_DAYS * 86_400_000))
      .orderBy('id').execute();
    const chosen = rng.shuffle(users).slice(0, AUTHOR_COUNT).sort((a, b) => a.id - b.id);
    const statuses = proportional(rng, chosen.length, STATUS_SHARES);
    const rows = chosen.map((user, i) => {
      const lang = langOf(user.nickname);
      const registered = new Date(user.registered_at);
      const ageDays = (now.getTime() - registered.getTime()) / 86_400_000;
      // Pending applications are recent; writers applied soon after signing up.
      const created = statuses[i] === 'pending'
        ? daysAgo(now, rng.float(0.5, 20))
        : daysAfter(registered, rng.float(1, Math.min(30, ageDays * 0.3)), now);
      const vars = { class: rng.pick(CLASSES)[lang], raid: rng.pick(RAIDS)[lang] };
      return {
        user_id: user.id,
        pen_name: user.nickname + rng.pick(PEN_NAME_SUFFIX[lang]),
        bio: fill(rng.pick(BIOS[lang]), vars),
        status: statuses[i],
        created_at: created,
        updated_at: statuses[i] === 'pending' ? created : daysAfter(created, rng.float(0.2, 5), now),
      };
    });
    const ids = await insertRows(trx, 'authors', rows);
    return { authors: ids.length };
  },
};
