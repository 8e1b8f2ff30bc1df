// FEEDBACK_SLA_HOURS as the feedback queries use it. The setting is read once
// when the module's routes are registered (index.ts): one server, one value.
// Tests that build apps with other values set it the same way, per app.
import { sql } from 'kysely';

let slaHours = 24;

export function setSlaHours(hours: number): void {
  slaHours = hours;
}

/** True while the ticket waits for staff longer than the SLA (SQL, against now). */
export const overdueSql = () =>
  sql<boolean>`(feedback.status IN ('open', 'processing') AND feedback.created_at < now() - make_interval(hours => ${slaHours}))`;
