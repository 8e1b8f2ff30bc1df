// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it, the panel's forms take their limits and writable fields
// from it (limitsOf, writableOf in src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { POWER_PACKAGES } from '../power_packages';
import { labelled } from '../records/schema';

/** Fen, up to ¥1,000,000. */
const Cents = Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'fen' });

export const PackageWriteSchema = Type.Object(labelled({
  nameZh: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  nameEn: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  priceCents: Cents,
  originalPriceCents: Cents,
  durationDays: Type.Integer({ minimum: 1, maximum: 3650 }),
  sortOrder: Type.Optional(Type.Integer({ minimum: -1000000, maximum: 1000000 })),
}, POWER_PACKAGES.labels['en-US'].fields), { additionalProperties: false });
