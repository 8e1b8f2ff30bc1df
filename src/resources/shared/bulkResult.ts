import type { TransitionManyResult } from '../../providers/types';

/** How many to name in the notification; the rest are counted only. */
const LISTED_MAX = 10;

/** The notification for a bulk state change: "N done, M failed: #id message; …". */
export const bulkResultNotification = ({ done, failed }: TransitionManyResult) => {
  const listed = failed.slice(0, LISTED_MAX).map((f) => `#${f.id} ${f.message}`);
  if (failed.length > LISTED_MAX) listed.push('…');
  return {
    message: failed.length ? 'mdr.bulk.result_failed' : 'mdr.bulk.result',
    type: failed.length ? ('warning' as const) : ('success' as const),
    messageArgs: { done: done.length, failed: failed.length, details: listed.join('; ') },
  };
};
