// Kysely types of the packages module; keep in step with migrations/*.sql.
import type { Generated } from 'kysely';
import type { PowerPackageState } from '../../../contract/power_packages';
import type { Timestamp } from '../../db/schema';

/** The contract's states (contract/power_packages.ts). */
export type PowerPackageStatus = PowerPackageState;

export interface PowerPackagesTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  description: Generated<string>;
  price_cents: number;
  original_price_cents: number;
  duration_days: number;
  sort_order: Generated<number>;
  status: Generated<PowerPackageStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    power_packages: PowerPackagesTable;
  }
}
