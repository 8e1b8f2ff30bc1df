// What a mute, a ban or a lift did, said as a toast: "已禁言张三 24 小时",
// "Banned 3 users for 7 days", "Lifted the penalty on Alice" — not the button's
// label. A bulk act says what it did to those it could, then lists the others.
import { useCallback } from 'react';
import { useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { TransitionManyResult } from '../../providers/types';
import { bulkResultNotification } from '../shared/bulkResult';
import type { ModerationPreset } from './moderation';

export function useModerationNotice(preset: ModerationPreset, length: string) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const r = `resources.${resource}`;
  const words = useCallback((kind: 'done' | 'effect', who: string) => translate(`${r}.${kind}.${preset.key}`, {
    who, length: preset.duration ? translate(`${r}.duration.${preset.duration.field}`, { smart_count: Number(length) }) : '',
  }), [translate, r, preset, length]);
  const sentence = useCallback((who: string) => words('done', who), [words]);
  /** What the act will do, asked before it (ConfirmFirst.tsx): "封禁张三 7 天：期间不能登录…"; none for a lift. */
  const effect = (who: string): string | undefined => (preset.command === 'lift' ? undefined : words('effect', who));
  const say = useCallback((message: string, type: 'success' | 'warning') =>
    notify(message, { type, messageArgs: { _: message }, multiLine: true, autoHideDuration: 10_000 }), [notify]);

  /** One user, named. */
  const one = useCallback((nickname: string) => say(sentence(nickname), 'success'), [say, sentence]);

  /** A selection: what was done to how many, then the ones refused and why. */
  const many = useCallback((result: TransitionManyResult) => {
    const done = result.done.length ? sentence(translate(`${r}.done.who_many`, { smart_count: result.done.length })) : '';
    if (!result.failed.length) return say(done, 'success');
    const { messageArgs } = bulkResultNotification(result);
    return say([done, translate('mdr.bulk.failed', messageArgs)].filter(Boolean).join(' · '), 'warning');
  }, [say, sentence, translate, r]);
  return { one, many, effect };
}
