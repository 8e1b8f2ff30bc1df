import { DataTable, useLocale } from 'react-admin';
import { List } from '../shared/List';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { MoneyField } from '../shared/MoneyField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { EnumField } from '../shared/declared';
import { orderFilters } from './orderFilters';
import { orderStatusStyles } from './transitions';
import { ORDER_LIST_QUERY, type Order } from './types';

const Col = DataTable.Col<Order>;

/** Orders, newest first: every filter of the API; the detail opens on click. */
export const OrderList = () => {
  const zh = useLocale() === 'zh-CN';
  return (
    <List filters={orderFilters} sort={ORDER_LIST_QUERY.sort} perPage={ORDER_LIST_QUERY.perPage}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />} actions={<ListActions />}>
      <ResponsiveList<Order> rowClick="show" primaryText={(o) => o.orderNo}
        secondaryText={(o) => <>{zh ? o.packageNameZh : o.packageNameEn} · <MoneyField source="amountCents" /> · {o.userName}</>}
        tertiaryText={() => <StatusChip styles={orderStatusStyles} />}>
        <DataTable rowClick="show" bulkActionButtons={false} hiddenColumns={['promotionLinkId', 'createdAt']}
          sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          <Col source="orderNo" />
          <Col source="userName" disableSort />
          <Col source={zh ? 'packageNameZh' : 'packageNameEn'} disableSort />
          <Col source="amountCents" align="right"><MoneyField source="amountCents" /></Col>
          <Col source="refundedCents" align="right"><MoneyField source="refundedCents" /></Col>
          <Col source="payChannel" disableSort><EnumField source="payChannel" /></Col>
          <Col source="status" disableSort><StatusChip styles={orderStatusStyles} /></Col>
          <Col source="authorName" disableSort />
          <Col source="promotionLinkId" disableSort />
          <Col source="paidAt"><LocaleDateField source="paidAt" showTime /></Col>
          <Col source="createdAt"><LocaleDateField source="createdAt" showTime /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
