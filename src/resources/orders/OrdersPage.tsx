// The orders page (#/orders/orders): the orders, and for holders of
// order_refunds.read the refunds beside them as a second tab (订单 | 退款),
// remembered per browser. The menu keeps its one entry.
import { Box, Tab, Tabs } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { useHasKey } from '../../access/useCanDo';
import { OrderList } from './OrderList';
import { RefundList } from './RefundList';
import { ORDER_RESOURCE } from './types';

type View = 'orders' | 'refunds';

export const OrdersPage = () => {
  const translate = useTranslate();
  const refunds = useHasKey('order_refunds.read');
  const [stored, setView] = useStore<View>('orders.view', 'orders');
  const view = refunds ? stored : 'orders';
  return (
    <>
      {refunds && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={view} onChange={(_e, next: View) => setView(next)}>
            <Tab value="orders" label={translate(`resources.${ORDER_RESOURCE}.tabs.orders`)} />
            <Tab value="refunds" label={translate(`resources.${ORDER_RESOURCE}.tabs.refunds`)} />
          </Tabs>
        </Box>
      )}
      {view === 'refunds' ? <RefundList /> : <OrderList />}
    </>
  );
};
