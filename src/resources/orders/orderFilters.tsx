import { DateInput, SearchInput, TextInput } from 'react-admin';
import { ORDERS } from '../../../contract/orders';
import { parseYuan } from '../../../contract/money';
import { declaredFilters } from '../shared/declared';

/** The filter holds fen (the API's unit); the person types yuan. */
const yuan = { format: (v: unknown) => (typeof v === 'number' ? (v / 100).toFixed(2) : ''), parse: (t: string) => parseYuan(t) ?? undefined };

/**
 * The API's order filters (docs/api.md): `q`, the amount and the days are its own, the others declared
 * (contract/orders.ts: the status, the channel (any of several), the buyer, package and author by name, the link).
 */
export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  ...declaredFilters(ORDERS, { props: { payChannel: { multiple: true, alwaysOn: false, sx: { minWidth: 160 } } } }),
  <TextInput key="amountFrom" source="amountFrom" {...yuan} />,
  <TextInput key="amountTo" source="amountTo" {...yuan} />,
  <DateInput key="paidFrom" source="paidFrom" />,
  <DateInput key="paidTo" source="paidTo" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];
