import { DataTable, useLocale } from 'react-admin';
import { List } from '../shared/List';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { ListTotals } from '../shared/ListTotals';
import { MoneyField } from '../shared/MoneyField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { declaredColumns } from '../shared/declared';
import { ORDERS } from '../../../contract/orders';
import { orderFilters } from './orderFilters';
import { orderStatusStyles } from './transitions';
import { ORDER_LIST_QUERY, type Order } from './types';

/** The columns with the package's name in the page's language; amounts in yuan. */
const columnsWith = (packageName: 'packageNameZh' | 'packageNameEn') => declaredColumns(ORDERS, {
  only: ['orderNo', 'userName', packageName, 'amountCents', 'refundedCents', 'payChannel', 'status', 'authorName', 'promotionLinkId', 'paidAt', 'createdAt'],
  looks: orderStatusStyles,
  props: { amountCents: { children: <MoneyField source="amountCents" /> }, refundedCents: { children: <MoneyField source="refundedCents" /> } },
});
const COLUMNS = { zh: columnsWith('packageNameZh'), en: columnsWith('packageNameEn') };

/** Orders, newest first: every filter of the API; the detail opens on click. */
export const OrderList = () => {
  const zh = useLocale() === 'zh-CN';
  return (
    <List filters={orderFilters} sort={ORDER_LIST_QUERY.sort} perPage={ORDER_LIST_QUERY.perPage}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />} actions={<ListActions />}>
      <ListTotals />
      <ResponsiveList<Order> rowClick="show" primaryText={(o) => o.orderNo}
        secondaryText={(o) => <>{zh ? o.packageNameZh : o.packageNameEn} · <MoneyField source="amountCents" /> · {o.userName}</>}
        tertiaryText={() => <StatusChip styles={orderStatusStyles} />}>
        <DataTable rowClick="show" bulkActionButtons={false} hiddenColumns={['promotionLinkId', 'createdAt']}
          sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          {COLUMNS[zh ? 'zh' : 'en']}
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
