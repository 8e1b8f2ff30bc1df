import { BooleanField, DataTable, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import type { Webhook } from '../../../contract/records/webhooks';
import { List } from '../shared/List';
import { ListPagination } from '../shared/ListPagination';
import { ListActions } from '../shared/ListToolbar';
import { LocaleDateField, ZonedLabel } from '../shared/LocaleDateField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { w, WEBHOOK_LIST_QUERY } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="active" source="active" />];

/** The kinds a hook takes, in words ("every kind" for none). */
export const useKinds = () => {
  const translate = useTranslate();
  return (hook: Pick<Webhook, 'events'>) =>
    (hook.events.length ? hook.events.map((e) => translate(w(`kinds.${e}`))).join(', ') : translate(w('all_kinds')));
};

/** Its latest delivery's state, and what waits or was given up. */
const useDeliveryState = () => {
  const translate = useTranslate();
  return (hook: Webhook) => {
    const last = hook.lastStatus ? translate(w(`states.${hook.lastStatus}`)) : '—';
    const counts = [hook.pending ? `${translate(w('fields.pending'))} ${hook.pending}` : '', hook.failed ? `${translate(w('fields.failed'))} ${hook.failed}` : ''];
    return [last, ...counts.filter(Boolean)].join(' · ');
  };
};

/** The webhooks: address, kinds, active, and how their deliveries go. */
export const WebhookList = () => {
  const kinds = useKinds();
  const state = useDeliveryState();
  return (
    <List pagination={<ListPagination />} filters={filters} sort={WEBHOOK_LIST_QUERY.sort} perPage={WEBHOOK_LIST_QUERY.perPage}
      actions={<ListActions columns={false} create />}>
      <ResponsiveList<Webhook> rowClick="show" primaryText={(h) => h.url} secondaryText={(h) => kinds(h)} tertiaryText={(h) => state(h)}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col<Webhook> source="url" sx={{ wordBreak: 'break-all' }} />
          <DataTable.Col<Webhook> source="events" disableSort render={kinds} />
          <DataTable.Col source="active" disableSort field={BooleanField} />
          <DataTable.Col<Webhook> source="lastStatus" disableSort render={state} />
          <DataTable.Col source="lastDeliveryAt" disableSort label={<ZonedLabel source="lastDeliveryAt" />}><LocaleDateField source="lastDeliveryAt" showTime emptyText="—" /></DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
