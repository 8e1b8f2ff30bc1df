// power_packages (docs/api.md): packages for sale in the power station. Prices
// are integer fen; a package that has orders is never deleted, only taken off sale.
// Schemas, filters, sorts, CSV and history: the declaration (contract/power_packages.ts).
import type { Kysely } from 'kysely';
import { POWER_PACKAGES, type PowerPackageRecord } from '../../../contract/power_packages';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { declaredColumns } from '../../resources/declared';
import { defineResource, type Shape } from '../../resources/types';
import './messages';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('power_packages')
  .select(declaredColumns(POWER_PACKAGES, 'power_packages', shape) as 'power_packages.id'[])
  .select((eb) => eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n'))
    .whereRef('orders.package_id', '=', 'power_packages.id').as('order_count'));

export default defineResource({
  contract: POWER_PACKAGES,
  table: 'power_packages',
  permission: 'mdr.supports',
  // a package's price is what buyers pay
  money: ['create', 'update'],
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  query,
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
  stateColumn: 'status',
  transitions: {
    on_sale: { from: POWER_PACKAGES.transitions.on_sale.from, to: 'on_sale' },
    off_sale: { from: POWER_PACKAGES.transitions.off_sale.from, to: 'off_sale' },
  },
});
