// Kysely types of the QR sign-in tickets; keep in step with migrations/*.sql. Merged
// into the one DB type (server/db/schema.ts) by interface merging.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

export type QrTicketStatus = 'waiting' | 'scanned' | 'confirmed' | 'declined' | 'expired' | 'used';

// bigint columns arrive as JS numbers (db/database.ts parses int8)
export interface QrTicketsTable {
  id: Generated<number>;
  ticket_hash: string;
  code_hash: string;
  status: Generated<QrTicketStatus>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  scanned_by: ColumnType<number | null, number | null | undefined, number | null>;
  scanned_at: NullableTimestamp;
  confirmed_by: ColumnType<number | null, number | null | undefined, number | null>;
  declined_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: NullableTimestamp;
  session_id: ColumnType<number | null, number | null | undefined, number | null>;
  used_at: NullableTimestamp;
}

declare module '../../db/schema' {
  interface DB {
    qr_tickets: QrTicketsTable;
  }
}
