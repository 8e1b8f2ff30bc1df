import { describe, expect, it } from 'vitest';
import { messages as articleMessages } from '../../../src/resources/articles/messages';
import { ARTICLE_STATUSES } from '../../../src/resources/articles/types';
import { articleTransitions } from '../../../src/resources/articles/transitions';
import { messages as categoryMessages } from '../../../src/resources/guide_categories/messages';
import { sharedMessages } from '../../../src/resources/shared/messages';

/** Every leaf key of a nested message object, dotted. */
const keys = (obj: object, prefix = ''): string[] => Object.entries(obj).flatMap(([k, v]) =>
  typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]);

describe('messages exist in both languages', () => {
  it.each([['articles', articleMessages], ['categories', categoryMessages]] as const)(
    '%s: zh-CN and en-US have the same keys', (_name, messages) => {
      expect(keys(messages['zh-CN']).sort()).toEqual(keys(messages['en-US']).sort());
    },
  );

  it('shared messages have the same keys in both languages', () => {
    expect(keys(sharedMessages['zh-CN']).sort()).toEqual(keys(sharedMessages['en-US']).sort());
  });

  it('articles name every status and every action', () => {
    const messages = articleMessages['zh-CN'];
    const status = messages.status as Record<string, string>;
    const actions = messages.actions as Record<string, string>;
    const notify = messages.notify as Record<string, string>;
    for (const s of ARTICLE_STATUSES) expect(status[s]).toBeTruthy();
    for (const t of articleTransitions) {
      expect(actions[t.action]).toBeTruthy();
      expect(notify[t.action]).toBeTruthy();
    }
  });
});
