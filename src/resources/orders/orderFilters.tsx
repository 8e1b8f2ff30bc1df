import { DateInput, SearchInput, SelectArrayInput, TextInput } from 'react-admin';
import { ORDER_STATES, PAY_CHANNELS } from '../../../contract/orders';
import { parseYuan } from '../../../contract/money';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { ORDER_RESOURCE } from './types';

const r = `resources.${ORDER_RESOURCE}`;
/** The filter holds fen (the API's unit); the person types yuan. */
const yuan = { format: (v: unknown) => (typeof v === 'number' ? (v / 100).toFixed(2) : ''), parse: (t: string) => parseYuan(t) ?? undefined };
const lookup = (source: string) => (
  <ReferenceLookupInput key={source} source={source} apiResource="orders" label={`${r}.fields.${source}`} />
);

/** The API's order filters (docs/api.md); labels come from `fields.<source>`. */
export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" alwaysOn sx={{ minWidth: 160 }}
    choices={ORDER_STATES.map((s) => ({ id: s, name: `${r}.status.${s}` }))} />,
  <SelectArrayInput key="payChannel" source="payChannel" sx={{ minWidth: 160 }}
    choices={PAY_CHANNELS.map((c) => ({ id: c, name: `${r}.values.payChannel.${c}` }))} />,
  lookup('userId'),
  lookup('packageId'),
  lookup('authorId'),
  <TextInput key="promotionLinkId" source="promotionLinkId" type="number"
    parse={(t: string) => (/^\d+$/.test(t) ? Number(t) : undefined)} />,
  <TextInput key="amountFrom" source="amountFrom" {...yuan} />,
  <TextInput key="amountTo" source="amountTo" {...yuan} />,
  <DateInput key="paidFrom" source="paidFrom" />,
  <DateInput key="paidTo" source="paidTo" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];
