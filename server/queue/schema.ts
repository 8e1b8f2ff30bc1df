// Kysely types of the review queue's tables (server/db/migrations/0022_review_claims.sql, 0025_review_live.sql,
// 0037_review_waiting.sql),
// merged into the one DB type.
import type { Timestamp } from '../db/schema';

export interface ReviewClaimsTable {
  type: string;
  record_id: number;
  admin_id: number;
  claimed_at: Timestamp;
  expires_at: Timestamp;
}

/** A ticket that opens one live stream (server/db/migrations/0025_review_live.sql). */
export interface ReviewLiveTicketsTable {
  ticket_hash: string;
  session_id: number;
  admin_id: number;
  types: string[];
  expires_at: Timestamp;
}

/** Who has a queued record open, until when. */
export interface ReviewPresenceTable {
  type: string;
  record_id: number;
  admin_id: number;
  expires_at: Timestamp;
}

/** An item waiting now, kept by the triggers of ./kept.ts (server/db/migrations/0037_review_waiting.sql). */
export interface ReviewWaitingTable {
  type: string;
  record_id: number;
  waiting_since: Timestamp;
  scope: string;
}

/** The declaration each type's triggers were made from. */
export interface ReviewWaitingSourcesTable {
  type: string;
  definition: string;
}

declare module '../db/schema' {
  interface DB {
    review_waiting: ReviewWaitingTable;
    review_waiting_sources: ReviewWaitingSourcesTable;
    review_claims: ReviewClaimsTable;
    review_live_tickets: ReviewLiveTicketsTable;
    review_presence: ReviewPresenceTable;
  }
}
