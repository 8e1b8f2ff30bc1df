// Kysely type of the review queue's claims table (server/db/migrations/0022_review_claims.sql),
// merged into the one DB type.
import type { Timestamp } from '../db/schema';

export interface ReviewClaimsTable {
  type: string;
  record_id: number;
  admin_id: number;
  claimed_at: Timestamp;
  expires_at: Timestamp;
}

declare module '../db/schema' {
  interface DB {
    review_claims: ReviewClaimsTable;
  }
}
