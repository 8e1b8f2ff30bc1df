// power_packages (docs/api.md): packages for sale in the power station. Prices
// are integer fen; a package that has orders is never deleted, only taken off sale.
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { POWER_PACKAGES, type PowerPackageRecord } from '../../../contract/power_packages';
import { PowerPackageSchema, PowerPackageStatus } from '../../../contract/records/power_packages';
import { labelled } from '../../../contract/records/schema';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { containsPattern } from '../../resources/query';
import { answerOf, columnsOf, trimmed } from '../../resources/mapping';
import { defineResource, filterOf } from '../../resources/types';
import './messages';

/** Fen, up to ¥1,000,000. */
const Cents = Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'fen' });

const PackageCreate = Type.Object(labelled({
  nameZh: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  nameEn: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  priceCents: Cents,
  originalPriceCents: Cents,
  durationDays: Type.Integer({ minimum: 1, maximum: 3650 }),
  sortOrder: Type.Optional(Type.Integer({ minimum: -1000000, maximum: 1000000 })),
}, POWER_PACKAGES.labels['en-US'].fields), { additionalProperties: false });

const query = (db: Kysely<DB>) => db.selectFrom('power_packages').select((eb) => [
  'power_packages.id', 'power_packages.name_zh', 'power_packages.name_en', 'power_packages.description',
  'power_packages.price_cents', 'power_packages.original_price_cents', 'power_packages.duration_days',
  'power_packages.sort_order', 'power_packages.status', 'power_packages.created_at', 'power_packages.updated_at',
  'power_packages.version',
  eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n'))
    .whereRef('orders.package_id', '=', 'power_packages.id').as('order_count'),
]);
const toResponse = answerOf(PowerPackageSchema);

const toColumns = columnsOf<'power_packages'>(PackageCreate, { nameZh: trimmed, nameEn: trimmed, description: trimmed });

export default defineResource({
  name: 'power_packages',
  table: 'power_packages',
  permission: 'mdr.supports',
  // a package's price is what buyers pay
  money: ['create', 'update'],
  schemas: { record: PowerPackageSchema, create: PackageCreate },
  filters: {
    status: filterOf(PowerPackageStatus, (q, v) => q.where('power_packages.status', '=', v)),
    q: filterOf(Type.String({ maxLength: 100 }), (q, v) => q.where((eb) => eb.or([
      eb('power_packages.name_zh', 'ilike', containsPattern(v)),
      eb('power_packages.name_en', 'ilike', containsPattern(v)),
    ]))),
  },
  sorts: {
    sortOrder: 'power_packages.sort_order',
    id: 'power_packages.id',
    priceCents: 'power_packages.price_cents',
    durationDays: 'power_packages.duration_days',
    createdAt: 'power_packages.created_at',
  },
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  query,
  toResponse,
  // the required fields come from the create schema; these values only satisfy the column types
  toInsert: (data) => ({ name_zh: '', name_en: '', price_cents: 0, original_price_cents: 0, duration_days: 0, ...toColumns(data) }),
  toUpdate: toColumns,
  rules: {
    validate(data, { current }) {
      for (const f of ['nameZh', 'nameEn'] as const) {
        if (typeof data[f] === 'string' && !data[f].trim()) throw invalidField(`data.${f}`, 'error.blank');
      }
      const price = (data.priceCents ?? current?.priceCents) as number;
      const original = (data.originalPriceCents ?? current?.originalPriceCents) as number;
      if (original < price) throw invalidField('data.originalPriceCents', 'power_packages.error.original_below_price');
    },
  },
  deleteBlocked: (p: PowerPackageRecord) => (p.orderCount > 0 ? 'power_packages.error.has_orders' : null),
  history: {
    fields: ['nameZh', 'nameEn', 'description', 'priceCents', 'originalPriceCents', 'durationDays', 'sortOrder', 'status'],
    longText: ['description'],
  },
  csv: schemaColumns('power_packages', PowerPackageSchema, {
    status: (v, lang) => t(lang, `power_packages.state.${v}`),
  }),
  stateColumn: 'status',
  transitions: {
    on_sale: { from: POWER_PACKAGES.transitions.on_sale.from, to: 'on_sale' },
    off_sale: { from: POWER_PACKAGES.transitions.off_sale.from, to: 'off_sale' },
  },
});
