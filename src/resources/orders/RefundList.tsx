// The refunds (API resource order_refunds, contract/order_refunds.ts), a tab of
// the orders page (./OrdersPage.tsx): filters by order, author, staff and refund
// day, the totals of the filter, export for holders of order_refunds.export; a
// row opens its order. Not a route of its own (the menu stays the spec's), so
// its labels are read from the contract in the page's language.
import { DataTable, DateInput, NumberInput, TextField, useLocale, useRecordContext, type RaRecord } from 'react-admin';
import { ORDER_REFUNDS } from '../../../contract/order_refunds';
import type { Words } from '../../../contract/fields';
import { List } from '../shared/List';
import { ListActions } from '../shared/ListToolbar';
import { ListTotals } from '../shared/ListTotals';
import { MoneyField } from '../shared/MoneyField';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { ResponsiveList } from '../shared/ResponsiveList';
import { declaredColumns } from '../shared/declared';
import { ORDER_RESOURCE } from './types';

export const REFUND_RESOURCE = 'order_refunds';
const FIELDS = ORDER_REFUNDS.fields;
const MONEY = ['amountCents', 'clawbackCents', 'refundedAfter'] as const;

/** The order status after the refund, in the page's language (the contract's values). */
const StatusAfter = () => {
  const record = useRecordContext<{ statusAfter?: keyof typeof FIELDS.statusAfter.values }>();
  const zh = useLocale() === 'zh-CN';
  const words = record?.statusAfter ? FIELDS.statusAfter.values[record.statusAfter] : undefined;
  return <span>{words ? words[zh ? 0 : 1] : ''}</span>;
};

function columns(zh: boolean) {
  const label = (w: Words) => w[zh ? 0 : 1];
  return declaredColumns(ORDER_REFUNDS, {
    only: ['id', 'orderNo', 'authorName', 'amountCents', 'clawbackCents', 'refundedAfter', 'statusAfter', 'reason', 'actorName', 'createdAt'],
    props: {
      ...Object.fromEntries(Object.entries(FIELDS).map(([name, d]) => [name, { label: label(d.label) }])),
      ...Object.fromEntries(MONEY.map((name) => [name, { label: label(FIELDS[name].label), children: <MoneyField source={name} /> }])),
      statusAfter: { label: label(FIELDS.statusAfter.label), children: <StatusAfter /> },
    },
  });
}

function filters(zh: boolean) {
  const label = (w: Words) => w[zh ? 0 : 1];
  const days = ORDER_REFUNDS.labels[zh ? 'zh-CN' : 'en-US'].filters ?? {};
  return [
    <NumberInput key="orderId" source="orderId" label={label(FIELDS.orderId.label)} />,
    <ReferenceLookupInput key="authorId" source="authorId" apiResource={REFUND_RESOURCE} label={label(FIELDS.authorId.label)} />,
    <ReferenceLookupInput key="actorId" source="actorId" apiResource={REFUND_RESOURCE} label={label(FIELDS.actorId.label)} />,
    <DateInput key="createdFrom" source="createdFrom" label={days.createdFrom} alwaysOn />,
    <DateInput key="createdTo" source="createdTo" label={days.createdTo} alwaysOn />,
  ];
}

/** A refund row opens the order it refunded. */
const orderOf = (_id: unknown, _resource: string, record: RaRecord) => `/${ORDER_RESOURCE}/${record.orderId}/show`;

export const RefundList = () => {
  const zh = useLocale() === 'zh-CN';
  return (
    <List resource={REFUND_RESOURCE} storeKey="order_refunds.list" disableSyncWithLocation filters={filters(zh)}
      sort={{ field: 'createdAt', order: 'DESC' }} perPage={20} actions={<ListActions columns={false} />} title={false}>
      <ListTotals labels={Object.fromEntries(MONEY.map((name) => [name, FIELDS[name].label[zh ? 0 : 1]]))} />
      <ResponsiveList rowClick={orderOf} primaryText={(r: RaRecord) => String(r.orderNo)}
        secondaryText={() => <><MoneyField source="amountCents" /> · <TextField source="reason" /></>}>
        <DataTable rowClick={orderOf} bulkActionButtons={false} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          {columns(zh)}
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
