import type { PowerPackageRecord } from '../../../contract/power_packages';

/** Route (react-admin resource) name; the API resource is 'power_packages'. */
export const PACKAGE_RESOURCE = 'supports/power';

export type PowerPackage = PowerPackageRecord;
