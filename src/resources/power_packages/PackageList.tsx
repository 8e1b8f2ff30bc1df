import { DataTable, useLocale } from 'react-admin';
import { List } from '../shared/List';
import { GuardedDeleteButton } from '../shared/GuardedDeleteButton';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { MoneyField } from '../shared/MoneyField';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { rowActionsColumn } from '../shared/rowActions';
import { StatusChip } from '../shared/StatusChip';
import { TransitionButtons } from '../shared/TransitionButtons';
import { POWER_PACKAGES } from '../../../contract/power_packages';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { packageStatusStyles, packageTransitions } from './transitions';
import { type PowerPackage, PACKAGE_LIST_QUERY } from './types';

/** The name search and the states, as the API filters them (the declaration, contract/power_packages.ts). */
const filters = declaredFilters(POWER_PACKAGES);
/** The columns with the name in the page's language; prices in yuan. */
const columnsWith = (name: 'nameZh' | 'nameEn') => declaredColumns(POWER_PACKAGES, {
  only: ['id', name, 'priceCents', 'originalPriceCents', 'durationDays', 'sortOrder', 'orderCount', 'status'],
  looks: packageStatusStyles,
  props: { priceCents: { children: <MoneyField source="priceCents" /> }, originalPriceCents: { children: <MoneyField source="originalPriceCents" /> } },
});
const COLUMNS = { zh: columnsWith('nameZh'), en: columnsWith('nameEn') };

/** The packages for sale, in menu order; the name in the reader's language first. */
export const PackageList = () => {
  const zh = useLocale() === 'zh-CN';
  return (
    <List pagination={<ListPagination />} filters={filters} sort={PACKAGE_LIST_QUERY.sort} perPage={PACKAGE_LIST_QUERY.perPage} actions={<ListActions columns={false} create />}>
      <ResponsiveList<PowerPackage> rowClick="edit" primaryText={(p) => (zh ? p.nameZh : p.nameEn)}
        secondaryText={() => <FieldSummary sources={['priceCents', 'durationDays', 'orderCount']} render={{ priceCents: () => <MoneyField source="priceCents" /> }} />}
        tertiaryText={() => <StatusChip styles={packageStatusStyles} />}>
        <DataTable rowClick="edit" bulkActionButtons={<BulkTransitionButtons transitions={packageTransitions} />} sx={{ '& th, & .column-status': { whiteSpace: 'nowrap' } }}>
          {COLUMNS[zh ? 'zh' : 'en']}
          <DataTable.Col {...rowActionsColumn}>
            <TransitionButtons transitions={packageTransitions} iconOnly />
            <GuardedDeleteButton label="" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
