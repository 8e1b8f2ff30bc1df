// Kysely types of the review queue's tables (server/db/migrations/0022_review_claims.sql, 0025_review_live.sql),
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

declare module '../db/schema' {
  interface DB {
    review_claims: ReviewClaimsTable;
    review_live_tickets: ReviewLiveTicketsTable;
    review_presence: ReviewPresenceTable;
  }
}
