// A power-station package as the API answers it, from its declaration (contract/power_packages.ts).
import type { RecordOf } from '../fields';
import { POWER_PACKAGES } from '../power_packages';
import { recordSchemaOf } from './declared';

export const PowerPackageSchema = recordSchemaOf(POWER_PACKAGES);

export type PowerPackageRecord = RecordOf<typeof POWER_PACKAGES.fields>;
