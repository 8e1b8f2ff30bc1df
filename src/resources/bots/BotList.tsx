import { DataTable } from 'react-admin';
import { List } from '../shared/List';
import { BOTS, type BotRecord } from '../../../contract/bots';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { ListPagination } from '../shared/ListPagination';
import { ListActions } from '../shared/ListToolbar';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { BOT_LIST_QUERY } from './types';

/** `q` (the name) and disabled, as the API filters (contract/bots.ts). */
const filters = declaredFilters(BOTS);
/** The declared columns around the scopes (a JSON list, joined here). */
const head = declaredColumns(BOTS, { only: ['id', 'name', 'ownerContact'] });
const tail = declaredColumns(BOTS, { only: ['ratePerMinute', 'activeKeys', 'lastUsedAt', 'disabled'] });

/** Partner bots with their scopes, rate and key use. */
export const BotList = () => (
  <List pagination={<ListPagination />} filters={filters} sort={BOT_LIST_QUERY.sort} perPage={BOT_LIST_QUERY.perPage} actions={<ListActions columns={false} create />}>
    <ResponsiveList<BotRecord> rowClick="show" primaryText={(b) => b.name}
      secondaryText={(b) => b.scopes.join(', ')}
      tertiaryText={() => <FieldSummary sources={['activeKeys']} />}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        {head}
        <DataTable.Col<BotRecord> source="scopes" disableSort render={(bot) => bot.scopes.join(', ')} />
        {tail}
      </DataTable>
    </ResponsiveList>
  </List>
);
