import type { PowerPackageRecord } from '../../../contract/power_packages';

/** Route (react-admin resource) name; the API resource is 'power_packages'. */
export const PACKAGE_RESOURCE = 'supports/power';

export type PowerPackage = PowerPackageRecord;

/** The fields the API accepts in create/update data (docs/api.md). */
export const PACKAGE_WRITABLE = [
  'nameZh', 'nameEn', 'description', 'priceCents', 'originalPriceCents', 'durationDays', 'sortOrder',
] as const satisfies readonly (keyof PowerPackageRecord)[];
