// What of the exceptions waits on staff (the review queue, server/queue/): groups that came back after being resolved.
import type { WaitingSource } from '../../queue/types';

export const exceptionsWaiting: WaitingSource = {
  type: 'exceptions',
  keys: ['exceptions.resolve', 'exceptions.ignore'],
  targetHours: 24,
  kept: { table: 'exception_groups', where: "status = 'unresolved' AND regressed", since: 'updated_at' },
  query: (db) => db.selectFrom('exception_groups').where('status', '=', 'unresolved').where('regressed', '=', true)
    .select(['id', 'title', 'message as summary', 'updated_at as waiting_since']),
};
