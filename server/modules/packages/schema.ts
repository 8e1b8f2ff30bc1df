// Kysely types of the packages module (migrations/0008_power_packages.sql): the declared columns
// (contract/power_packages.ts); those with a DEFAULT named.
import type { POWER_PACKAGES, PowerPackageState } from '../../../contract/power_packages';
import type { TableOf } from '../../db/declared-table';

/** The contract's states (contract/power_packages.ts). */
export type PowerPackageStatus = PowerPackageState;

export type PowerPackagesTable = TableOf<typeof POWER_PACKAGES.fields, 'description' | 'sortOrder' | 'status' | 'version'>;

declare module '../../db/schema' {
  interface DB {
    power_packages: PowerPackagesTable;
  }
}
