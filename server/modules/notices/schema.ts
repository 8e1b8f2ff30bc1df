// Kysely types of the webhook tables (migrations/0033_webhooks.sql), merged into DB.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

type BigId = ColumnType<number, number | undefined, number>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;

export interface WebhooksTable {
  id: Generated<number>;
  url: string;
  secret: string;
  events: ColumnType<string[], string[] | undefined, string[]>;
  active: Generated<boolean>;
  created_by: NullableInt;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  notice_id: BigId;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  last_status: NullableInt;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_at: NullableTimestamp;
  retry_from: Timestamp;
  created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: BigId;
  at: Timestamp;
  status_code: NullableInt;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  duration_ms: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    webhooks: WebhooksTable;
    webhook_deliveries: WebhookDeliveriesTable;
    webhook_attempts: WebhookAttemptsTable;
  }
}
