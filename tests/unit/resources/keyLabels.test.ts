// Every action key reads as words in the role editor's key matrix, in both languages, and the
// seeded roles are named and described in both: a key added without its labels (the matrix would
// show `review_queue` or `take_over` raw), or a role described in English only, fails here.
import { describe, expect, it } from 'vitest';
import { ACTION_KEYS } from '../../../contract/access/actionKeys';
import { messages } from '../../../src/resources/roles/messages';
import { SEEDED_ROLES } from '../../../server/seed/roles';

const HAN = /[\u4e00-\u9fff]/;
type Labels = Record<string, Record<string, string>>;

/** The matrix's words for a key (src/resources/roles/KeyMatrix.tsx): its resource's row and its action's box. */
function labelsOf(lang: 'zh-CN' | 'en-US', key: { key: string; resource: string }): [string | undefined, string | undefined] {
  const m = messages[lang] as unknown as Labels;
  const action = key.key.slice(key.resource.length + 1);
  return [m.resources[key.resource], (key.resource === 'dashboard' ? m.cards : m.key_actions)[action]];
}

describe('action key labels', () => {
  it.each(['zh-CN', 'en-US'] as const)('every key of ACTION_KEYS has its resource and action labelled in %s', (lang) => {
    const missing = ACTION_KEYS.filter((k) => labelsOf(lang, k).some((label) => !label)).map((k) => k.key);
    expect(missing).toEqual([]);
  });

  it('the Chinese labels are Chinese and the English ones are not', () => {
    const wrong = ACTION_KEYS.flatMap((k) => [
      ...labelsOf('zh-CN', k).filter((l) => l && !HAN.test(l) && !/^API/.test(l)).map((l) => `${k.key} zh: ${l}`),
      ...labelsOf('en-US', k).filter((l) => l && HAN.test(l)).map((l) => `${k.key} en: ${l}`),
    ]);
    expect(wrong).toEqual([]);
  });
});

describe('seeded roles', () => {
  it.each(SEEDED_ROLES.map((r) => [r.nameEn, r] as const))('%s is named and described in both languages', (_name, role) => {
    expect(role.nameZh).toMatch(HAN);
    expect(role.descriptionZh).toMatch(HAN);
    expect(role.nameEn).not.toMatch(HAN);
    expect(role.descriptionEn).not.toMatch(HAN);
    expect(role.descriptionEn.length).toBeGreaterThan(10);
  });
});
