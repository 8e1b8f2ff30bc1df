// A power-station package as the API answers it; the panel imports only the type.
import { Type, type Static } from '@sinclair/typebox';
import { POWER_PACKAGES, POWER_PACKAGE_STATES } from '../power_packages';
import { DateTime, StringEnum, labelled } from './schema';

export const PowerPackageStatus = StringEnum(POWER_PACKAGE_STATES);

export const PowerPackageSchema = Type.Object(labelled({
  id: Type.Integer(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  description: Type.String(),
  priceCents: Type.Integer({ description: 'fen' }),
  originalPriceCents: Type.Integer({ description: 'fen' }),
  durationDays: Type.Integer(),
  sortOrder: Type.Integer({ description: 'ascending' }),
  status: PowerPackageStatus,
  orderCount: Type.Integer({ description: 'orders of the package; a package with orders cannot be deleted' }),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
}, POWER_PACKAGES.labels['en-US'].fields));

export type PowerPackageRecord = Static<typeof PowerPackageSchema>;
