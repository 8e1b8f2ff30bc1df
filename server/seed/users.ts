// Platform users: ~300 players who signed up over the past year, more of them
// recently (the users module adds thousands more, invitations and moderation).
import { insertRows } from './batch';
import { daysAgo, type Rng } from './rng';
import {
  EN_MAIL_DOMAINS, EN_NICK_FULL, EN_NICK_HEADS, EN_NICK_TAILS, PINYIN, ZH_MAIL_DOMAINS, ZH_NICK_FULL, ZH_NICK_HEADS, ZH_NICK_TAILS,
} from './text/people';
import type { SeedStep } from './types';

export const USER_COUNT = 300;
const ZH_SHARE = 0.65;

function zhNickname(rng: Rng): string {
  if (rng.chance(0.2)) return rng.pick(ZH_NICK_FULL);
  return rng.pick(ZH_NICK_HEADS) + rng.pick(ZH_NICK_TAILS);
}

function enNickname(rng: Rng): string {
  if (rng.chance(0.2)) return rng.pick(EN_NICK_FULL);
  const name = rng.pick(EN_NICK_HEADS) + rng.pick(EN_NICK_TAILS);
  return rng.chance(0.3) ? `${name}${rng.int(1, 99)}` : name;
}

/** A nickname not used yet: collisions get a number, as sign-up forms suggest. */
function uniqueNickname(rng: Rng, zh: boolean, taken: Set<string>): string {
  let nickname = zh ? zhNickname(rng) : enNickname(rng);
  while (taken.has(nickname)) nickname = `${nickname.replace(/\d+$/, '')}${rng.int(2, 999)}`;
  taken.add(nickname);
  return nickname;
}

function email(rng: Rng, zh: boolean, nickname: string): string {
  if (rng.chance(0.05)) return '';
  const handle = zh
    ? `${rng.pick(PINYIN)}${rng.int(10, 9999)}`
    : `${nickname.toLowerCase().replace(/[^a-z0-9]/g, '')}${rng.chance(0.5) ? rng.int(1, 999) : ''}`;
  return `${handle}@${rng.pick(zh ? ZH_MAIL_DOMAINS : EN_MAIL_DOMAINS)}`;
}

export const usersStep: SeedStep = {
  name: 'users',
  async run({ trx, now, rng: stream }) {
    const rng = stream('users');
    const taken = new Set<string>();
    const rows = Array.from({ length: USER_COUNT }, () => {
      const zh = rng.chance(ZH_SHARE);
      const nickname = uniqueNickname(rng, zh, taken);
      const registeredDays = rng.recentDays(365);
      const lastActiveDays = rng.chance(0.08) ? null : registeredDays * rng.next() ** 3;
      return {
        nickname,
        email: email(rng, zh, nickname),
        registered_at: daysAgo(now, registeredDays),
        last_active_at: lastActiveDays === null ? null : daysAgo(now, lastActiveDays),
      };
    });
    // Ids follow sign-up order, as they would on a live platform.
    rows.sort((a, b) => a.registered_at.getTime() - b.registered_at.getTime());
    const ids = await insertRows(trx, 'users', rows);
    return { users: ids.length };
  },
};
